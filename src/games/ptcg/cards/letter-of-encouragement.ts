// Letter of Encouragement (OBF 189): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Letter of Encouragement (OBF 189). */
export const letterOfEncouragement: TrainerCard = {
  kind: 'trainer',
  id: 'letter-of-encouragement',
  name: 'Letter of Encouragement',
  printing: 'OBF 189',
  trainer: 'item',
  text: "Playable only if one of your Pokémon was Knocked Out during your opponent's last turn. Find up to 3 Basic Energy cards in your deck, reveal them, add them to your hand, and shuffle your deck afterwards.",
  effects: [
    { type: 'require', condition: { type: 'knocked-out-last-turn' } },
    { type: 'search-deck', filter: { categories: ['basic-energy'] }, max: 3, to: 'hand' },
  ],
};
