// Crushing Hammer (SVI 168): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Crushing Hammer (SVI 168). */
export const crushingHammer: TrainerCard = {
  kind: 'trainer',
  id: 'crushing-hammer',
  name: 'Crushing Hammer',
  printing: 'SVI 168',
  trainer: 'item',
  text: "Flip a coin. On heads, discard 1 Energy attached to one of your opponent's Pokémon.",
  effects: [
    { type: 'coin-flip', heads: [{ type: 'remove-energy', target: 'choose-opponent', count: 1, to: 'discard' }] },
  ],
};
