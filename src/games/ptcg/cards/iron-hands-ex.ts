// Iron Hands ex (PAR 70): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Iron Hands ex (PAR 70). */
export const ironHandsEx: PokemonCard = {
  kind: 'pokemon',
  id: 'iron-hands-ex',
  name: 'Iron Hands ex',
  printing: 'PAR 70',
  stage: 'basic',
  hp: 230,
  type: 'Lightning',
  tags: ['ex', 'future'],
  weakness: 'Fighting',
  retreat: 4,
  abilities: [],
  attacks: [
    {
      name: 'Arm Press',
      cost: ['Lightning', 'Lightning', 'Colorless'],
      damage: 160,
      text: '',
      effects: [],
    },
    {
      name: 'Amp You Very Much',
      cost: ['Lightning', 'Colorless', 'Colorless', 'Colorless'],
      damage: 120,
      text: "If the damage of this attack Knocks Out an opponent's Pokémon, take 1 extra Prize card.",
      effects: [{ type: 'extra-prize', count: 1 }],
    },
  ],
};
