// Nest Ball (SVI 181): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Nest Ball (SVI 181). */
export const nestBall: TrainerCard = {
  kind: 'trainer',
  id: 'nest-ball',
  name: 'Nest Ball',
  printing: 'SVI 181',
  trainer: 'item',
  text: 'Put 1 Basic Pokémon from your deck onto your Bench, then shuffle the deck.',
  effects: [
    { type: 'require', condition: { type: 'bench-space' } },
    { type: 'search-deck', filter: { categories: ['pokemon'], stage: 'basic' }, max: 1, to: 'bench' },
  ],
};
