// Pidgeotto (OBF 163): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Pidgeotto (OBF 163). */
export const pidgeotto: PokemonCard = {
  kind: 'pokemon',
  id: 'pidgeotto',
  name: 'Pidgeotto',
  printing: 'OBF 163',
  stage: 'stage1',
  evolvesFrom: 'Pidgey',
  hp: 90,
  type: 'Colorless',
  tags: [],
  weakness: 'Lightning',
  resistance: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Wing Attack',
      cost: ['Colorless', 'Colorless'],
      damage: 40,
      text: '',
      effects: [],
    },
  ],
};
