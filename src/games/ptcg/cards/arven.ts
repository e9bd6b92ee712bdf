// Arven (SVI 166): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Arven (SVI 166). */
export const arven: TrainerCard = {
  kind: 'trainer',
  id: 'arven',
  name: 'Arven',
  printing: 'SVI 166',
  trainer: 'supporter',
  text: 'Find up to 1 Item card and up to 1 Pokémon Tool card in your deck, reveal them to your opponent, add them to your hand, and shuffle your deck afterwards.',
  effects: [
    { type: 'search-deck', filter: { categories: ['item'] }, max: 1, to: 'hand', shuffle: false },
    { type: 'search-deck', filter: { categories: ['tool'] }, max: 1, to: 'hand' },
  ],
};
