// Ultra Ball (SVI 196): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Ultra Ball (SVI 196). */
export const ultraBall: TrainerCard = {
  kind: 'trainer',
  id: 'ultra-ball',
  name: 'Ultra Ball',
  printing: 'SVI 196',
  trainer: 'item',
  text: 'To play this card, discard 2 other cards from your hand. Take 1 Pokémon from your deck, show it, and put it into your hand. Then shuffle your deck.',
  effects: [
    { type: 'discard-cost', count: 2 },
    { type: 'search-deck', filter: { categories: ['pokemon'] }, max: 1, to: 'hand' },
  ],
};
