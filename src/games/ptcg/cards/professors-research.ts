// Professor's Research (SVI 189): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Professor's Research (SVI 189). */
export const professorsResearch: TrainerCard = {
  kind: 'trainer',
  id: 'professors-research',
  name: "Professor's Research",
  printing: 'SVI 189',
  trainer: 'supporter',
  text: 'Discard your hand, then draw 7 cards.',
  effects: [{ type: 'hand-reset', players: 'self', hand: 'discard', draw: 7 }],
};
