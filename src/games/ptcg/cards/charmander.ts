// Charmander (MEW 4): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Charmander (MEW 4). */
export const charmander: PokemonCard = {
  kind: 'pokemon',
  id: 'charmander',
  name: 'Charmander',
  printing: 'MEW 4',
  stage: 'basic',
  hp: 70,
  type: 'Fire',
  tags: [],
  weakness: 'Water',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Blazing Destruction',
      cost: ['Fire'],
      damage: 0,
      text: 'Discard the Stadium in play, if there is one.',
      effects: [{ type: 'discard-stadium', optional: false }],
    },
    {
      name: 'Steady Firebreathing',
      cost: ['Fire', 'Fire'],
      damage: 30,
      text: '',
      effects: [],
    },
  ],
};
