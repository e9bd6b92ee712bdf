// Penny (SVI 183): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Penny (SVI 183). */
export const penny: TrainerCard = {
  kind: 'trainer',
  id: 'penny',
  name: 'Penny',
  printing: 'SVI 183',
  trainer: 'supporter',
  text: 'Choose one of your Basic Pokémon in play and return it, together with every card attached to it, to your hand.',
  effects: [{ type: 'pick-up', filter: { stage: 'basic' } }],
};
