// Ultra Ball (SVI 196): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Ultra Ball (SVI 196). */
export const ultraBall: TrainerCard = {
  kind: 'trainer',
  id: 'ultra-ball',
  name: 'Ultra Ball',
  printing: 'SVI 196',
  trainer: 'item',
  text: 'To play this card, first discard 2 other cards of your hand. Find a Pokémon in your deck, reveal it, add it to your hand, and shuffle your deck afterwards.',
  effects: [
    { type: 'discard-cost', count: 2 },
    { type: 'search-deck', filter: { categories: ['pokemon'] }, max: 1, to: 'hand' },
  ],
};
