// Earthen Vessel (PAR 163): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Earthen Vessel (PAR 163). */
export const earthenVessel: TrainerCard = {
  kind: 'trainer',
  id: 'earthen-vessel',
  name: 'Earthen Vessel',
  printing: 'PAR 163',
  trainer: 'item',
  text: 'To play this card, first discard 1 other card of your hand. Find up to 2 Basic Energy cards in your deck, reveal them, add them to your hand, and shuffle your deck afterwards.',
  effects: [
    { type: 'discard-cost', count: 1 },
    { type: 'search-deck', filter: { categories: ['basic-energy'] }, max: 2, to: 'hand' },
  ],
};
