// Super Rod (PAL 188): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Super Rod (PAL 188). */
export const superRod: TrainerCard = {
  kind: 'trainer',
  id: 'super-rod',
  name: 'Super Rod',
  printing: 'PAL 188',
  trainer: 'item',
  text: 'Choose up to 3 cards in your discard pile, each a Pokémon or a Basic Energy card, and shuffle them into your deck.',
  effects: [
    { type: 'require', condition: { type: 'in-discard', filter: { categories: ['pokemon', 'basic-energy'] } } },
    { type: 'recover', filter: { categories: ['pokemon', 'basic-energy'] }, max: 3, to: 'deck' },
  ],
};
