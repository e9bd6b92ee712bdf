// Future Booster Energy Capsule (PAR 164): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Future Booster Energy Capsule (PAR 164). */
export const futureBoosterEnergyCapsule: TrainerCard = {
  kind: 'trainer',
  id: 'future-booster-energy-capsule',
  name: 'Future Booster Energy Capsule',
  printing: 'PAR 164',
  trainer: 'tool',
  text: "If the Pokémon holding this card is a Future Pokémon, its Retreat Cost is zero and its attacks do 20 more damage to your opponent's Active Pokémon (before Weakness and Resistance).",
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
