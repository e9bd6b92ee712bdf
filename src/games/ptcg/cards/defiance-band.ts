// Defiance Band (SVI 169): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Defiance Band (SVI 169). */
export const defianceBand: TrainerCard = {
  kind: 'trainer',
  id: 'defiance-band',
  name: 'Defiance Band',
  printing: 'SVI 169',
  trainer: 'tool',
  text: "While you have more Prize cards left than your opponent, the holder's attacks deal 30 extra damage to the opposing Active Pokémon (before Weakness and Resistance).",
  effects: [
    {
      type: 'passive',
      timing: 'while-attached',
      effects: [{ type: 'damage-bonus', amount: 30, condition: { type: 'more-prizes-remaining' } }],
    },
  ],
};
