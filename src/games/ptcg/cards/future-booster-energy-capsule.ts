// Future Booster Energy Capsule (PAR 164): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Future Booster Energy Capsule (PAR 164). */
export const futureBoosterEnergyCapsule: TrainerCard = {
  kind: 'trainer',
  id: 'future-booster-energy-capsule',
  name: 'Future Booster Energy Capsule',
  printing: 'PAR 164',
  trainer: 'tool',
  text: 'If its holder is a Future Pokémon, that Pokémon has no Retreat Cost and its attacks deal 20 extra damage to the opposing Active Pokémon (before Weakness and Resistance).',
  effects: [
    {
      type: 'passive',
      timing: 'while-attached',
      effects: [
        { type: 'retreat-modifier', amount: 'none', pokemon: { tag: 'future' } },
        { type: 'damage-bonus', amount: 20, pokemon: { tag: 'future' } },
      ],
    },
  ],
};
