// Switch (SVI 194): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Switch (SVI 194). */
export const switchCard: TrainerCard = {
  kind: 'trainer',
  id: 'switch',
  name: 'Switch',
  printing: 'SVI 194',
  trainer: 'item',
  text: 'Switch your Active Pokémon with one of your Benched Pokémon.',
  effects: [
    { type: 'require', condition: { type: 'has-benched', player: 'own' } },
    { type: 'switch-active', player: 'own' },
  ],
};
