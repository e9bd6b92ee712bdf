// Bravery Charm (PAL 173): a Tool card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Bravery Charm (PAL 173). */
export const braveryCharm: TrainerCard = {
  kind: 'trainer',
  id: 'bravery-charm',
  name: 'Bravery Charm',
  printing: 'PAL 173',
  trainer: 'tool',
  text: 'If the Pokémon holding this card is a Basic Pokémon, it has 50 more HP.',
  effects: [
    {
      type: 'passive',
      timing: 'while-attached',
      effects: [{ type: 'hp-bonus', amount: 50, pokemon: { stage: 'basic' } }],
    },
  ],
};
