// Nacli (PAL 121): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Nacli (PAL 121). */
export const nacli: PokemonCard = {
  kind: 'pokemon',
  id: 'nacli',
  name: 'Nacli',
  printing: 'PAL 121',
  stage: 'basic',
  hp: 70,
  type: 'Fighting',
  tags: [],
  weakness: 'Grass',
  retreat: 3,
  abilities: [],
  attacks: [
    {
      name: 'Salt Coating',
      cost: ['Fighting'],
      damage: 0,
      text: 'Heal 20 damage from one of your Pokémon.',
      effects: [{ type: 'heal', target: 'choose-own', amount: 20 }],
    },
    {
      name: 'Tackle',
      cost: ['Fighting', 'Fighting'],
      damage: 30,
      text: '',
      effects: [],
    },
  ],
};
