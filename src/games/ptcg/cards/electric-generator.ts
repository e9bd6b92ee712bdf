// Electric Generator (SVI 170): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Electric Generator (SVI 170). */
export const electricGenerator: TrainerCard = {
  kind: 'trainer',
  id: 'electric-generator',
  name: 'Electric Generator',
  printing: 'SVI 170',
  trainer: 'item',
  text: "Look at your deck's top 5 cards. Up to 2 Basic Lightning Energy cards among them may be attached to your Benched Lightning Pokémon, split as you choose; shuffle the rest into your deck.",
  effects: [
    {
      type: 'attach-from-deck',
      energy: { categories: ['basic-energy'], type: 'Lightning' },
      max: 2,
      look: 5,
      target: 'own-benched-distributed',
      pokemon: { type: 'Lightning' },
    },
  ],
};
