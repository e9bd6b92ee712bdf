// Roark (PAR 173): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Roark (PAR 173). */
export const roark: TrainerCard = {
  kind: 'trainer',
  id: 'roark',
  name: 'Roark',
  printing: 'PAR 173',
  trainer: 'supporter',
  text: 'Draw 2 cards, then add 1 Basic Energy card from your discard pile to your hand.',
  effects: [
    { type: 'draw', count: 2 },
    { type: 'recover', filter: { categories: ['basic-energy'] }, min: 1, max: 1, to: 'hand' },
  ],
};
