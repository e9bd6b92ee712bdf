// Iono (PAL 185): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Iono (PAL 185). */
export const iono: TrainerCard = {
  kind: 'trainer',
  id: 'iono',
  name: 'Iono',
  printing: 'PAL 185',
  trainer: 'supporter',
  text: 'Both players shuffle their hands and put them on the bottom of their decks. Then, unless neither player had any card in hand, each player draws 1 card for every Prize card they still have.',
  effects: [{ type: 'hand-reset', players: 'both', hand: 'bottom', draw: 'prizes-remaining' }],
};
