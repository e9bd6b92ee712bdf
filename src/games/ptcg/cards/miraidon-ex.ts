// Miraidon ex (SVI 81): a Pokémon card of the benchmark pool, as data.
import type { PokemonCard } from '../card-definition.js';

/** Miraidon ex (SVI 81). */
export const miraidonEx: PokemonCard = {
  kind: 'pokemon',
  id: 'miraidon-ex',
  name: 'Miraidon ex',
  printing: 'SVI 81',
  stage: 'basic',
  hp: 220,
  type: 'Lightning',
  tags: ['ex'],
  weakness: 'Fighting',
  retreat: 1,
  abilities: [
    {
      name: 'Tandem Unit',
      text: 'Once in your turn, you may bring up to 2 Basic Lightning Pokémon from your deck onto your Bench; shuffle the deck afterwards.',
      effects: [
        { type: 'use-limit', perTurn: 'this-pokemon' },
        { type: 'require', condition: { type: 'bench-space' } },
        {
          type: 'search-deck',
          filter: { categories: ['pokemon'], stage: 'basic', type: 'Lightning' },
          max: 2,
          to: 'bench',
        },
      ],
    },
  ],
  attacks: [
    {
      name: 'Photon Blaster',
      cost: ['Lightning', 'Lightning', 'Colorless'],
      damage: 220,
      text: 'This Pokémon cannot attack during your next turn.',
      effects: [{ type: 'attack-lock' }],
    },
  ],
};
