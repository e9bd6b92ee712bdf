// Team Star Grunt (SVI 195): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Team Star Grunt (SVI 195). */
export const teamStarGrunt: TrainerCard = {
  kind: 'trainer',
  id: 'team-star-grunt',
  name: 'Team Star Grunt',
  printing: 'SVI 195',
  trainer: 'supporter',
  text: "Take 1 Energy attached to your opponent's Active Pokémon and put it on top of their deck.",
  effects: [{ type: 'remove-energy', target: 'opponent-active', count: 1, to: 'deck-top' }],
};
