// Super Rod (PAL 188): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Super Rod (PAL 188). */
export const superRod: TrainerCard = {
  kind: 'trainer',
  id: 'super-rod',
  name: 'Super Rod',
  printing: 'PAL 188',
  trainer: 'item',
  text: 'Shuffle up to 3 cards from your discard pile into your deck, each a Pokémon or a Basic Energy card.',
  effects: [
    { type: 'require', condition: { type: 'in-discard', filter: { categories: ['pokemon', 'basic-energy'] } } },
    { type: 'recover', filter: { categories: ['pokemon', 'basic-energy'] }, max: 3, to: 'deck' },
  ],
};
