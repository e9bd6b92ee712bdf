// Beach Court (SVI 167): a Stadium card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Beach Court (SVI 167). */
export const beachCourt: TrainerCard = {
  kind: 'trainer',
  id: 'beach-court',
  name: 'Beach Court',
  printing: 'SVI 167',
  trainer: 'stadium',
  text: 'Every Basic Pokémon in play, on both sides, has a Retreat Cost 1 Colorless lower.',
  effects: [
    {
      type: 'passive',
      timing: 'while-in-play',
      effects: [{ type: 'retreat-modifier', amount: -1, pokemon: { stage: 'basic' } }],
    },
  ],
};
