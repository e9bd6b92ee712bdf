// Energy Retrieval (SVI 171): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Energy Retrieval (SVI 171). */
export const energyRetrieval: TrainerCard = {
  kind: 'trainer',
  id: 'energy-retrieval',
  name: 'Energy Retrieval',
  printing: 'SVI 171',
  trainer: 'item',
  text: 'Choose up to 2 Basic Energy cards in your discard pile and add them to your hand.',
  effects: [
    { type: 'require', condition: { type: 'in-discard', filter: { categories: ['basic-energy'] } } },
    { type: 'recover', filter: { categories: ['basic-energy'] }, max: 2, to: 'hand' },
  ],
};
