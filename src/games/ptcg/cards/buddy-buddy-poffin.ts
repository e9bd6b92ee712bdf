// Buddy-Buddy Poffin (TEF 144): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Buddy-Buddy Poffin (TEF 144). */
export const buddyBuddyPoffin: TrainerCard = {
  kind: 'trainer',
  id: 'buddy-buddy-poffin',
  name: 'Buddy-Buddy Poffin',
  printing: 'TEF 144',
  trainer: 'item',
  text: 'Put up to 2 Basic Pokémon from your deck onto your Bench, each with at most 70 HP; then shuffle the deck.',
  effects: [
    { type: 'require', condition: { type: 'bench-space' } },
    { type: 'search-deck', filter: { categories: ['pokemon'], stage: 'basic', maxHp: 70 }, max: 2, to: 'bench' },
  ],
};
