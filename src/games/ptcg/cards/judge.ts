// Judge (SVI 176): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Judge (SVI 176). */
export const judge: TrainerCard = {
  kind: 'trainer',
  id: 'judge',
  name: 'Judge',
  printing: 'SVI 176',
  trainer: 'supporter',
  text: 'Both players shuffle their hands into their decks, then each draws 4 cards.',
  effects: [{ type: 'hand-reset', players: 'both', hand: 'shuffle', draw: 4 }],
};
