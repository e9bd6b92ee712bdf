// Ekans (TEF 100): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Ekans (TEF 100). */
export const ekans: PokemonCard = {
  kind: 'pokemon',
  id: 'ekans',
  name: 'Ekans',
  printing: 'TEF 100',
  stage: 'basic',
  hp: 60,
  type: 'Darkness',
  tags: [],
  weakness: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Poison Blend',
      cost: ['Darkness'],
      damage: 0,
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Confused and Poisoned.",
      effects: [
        {
          type: 'coin-flip',
          heads: [{ type: 'special-condition', target: 'opponent-active', conditions: ['Confused', 'Poisoned'] }],
        },
      ],
    },
    {
      name: 'Bite',
      cost: ['Darkness', 'Darkness'],
      damage: 30,
      text: '',
      effects: [],
    },
  ],
};
