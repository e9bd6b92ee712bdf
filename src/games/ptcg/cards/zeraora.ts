// Zeraora (TEF 57): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Zeraora (TEF 57). */
export const zeraora: PokemonCard = {
  kind: 'pokemon',
  id: 'zeraora',
  name: 'Zeraora',
  printing: 'TEF 57',
  stage: 'basic',
  hp: 120,
  type: 'Lightning',
  tags: [],
  weakness: 'Fighting',
  retreat: 1,
  abilities: [],
  attacks: [
    {
      name: 'Shocking Knuckle',
      cost: ['Colorless'],
      damage: 20,
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Paralyzed.",
      effects: [
        {
          type: 'coin-flip',
          heads: [{ type: 'special-condition', target: 'opponent-active', conditions: ['Paralyzed'] }],
        },
      ],
    },
    {
      name: 'Strong Volt',
      cost: ['Lightning', 'Lightning', 'Colorless'],
      damage: 120,
      text: 'Discard 1 Energy attached to this Pokémon.',
      effects: [{ type: 'remove-energy', target: 'self', count: 1, to: 'discard' }],
    },
  ],
};
