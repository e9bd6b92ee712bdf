// Pal Pad (SVI 182): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Pal Pad (SVI 182). */
export const palPad: TrainerCard = {
  kind: 'trainer',
  id: 'pal-pad',
  name: 'Pal Pad',
  printing: 'SVI 182',
  trainer: 'item',
  text: 'Choose up to 2 Supporter cards in your discard pile and shuffle them into your deck.',
  effects: [
    { type: 'require', condition: { type: 'in-discard', filter: { categories: ['supporter'] } } },
    { type: 'recover', filter: { categories: ['supporter'] }, max: 2, to: 'deck' },
  ],
};
