// Artazon (PAL 171): a Stadium card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Artazon (PAL 171). */
export const artazon: TrainerCard = {
  kind: 'trainer',
  id: 'artazon',
  name: 'Artazon',
  printing: 'PAL 171',
  trainer: 'stadium',
  text: 'Once per turn, the player whose turn it is may put a Basic Pokémon without a Rule Box (so not a Pokémon ex) from their deck onto their Bench, then shuffles that deck.',
  effects: [
    { type: 'use-limit', perTurn: 'player' },
    { type: 'require', condition: { type: 'bench-space' } },
    { type: 'search-deck', filter: { categories: ['pokemon'], stage: 'basic', ruleBox: false }, max: 1, to: 'bench' },
  ],
};
