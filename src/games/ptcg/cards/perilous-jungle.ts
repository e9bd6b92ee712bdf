// Perilous Jungle (TEF 156): a Stadium card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Perilous Jungle (TEF 156). */
export const perilousJungle: TrainerCard = {
  kind: 'trainer',
  id: 'perilous-jungle',
  name: 'Perilous Jungle',
  printing: 'TEF 156',
  trainer: 'stadium',
  text: 'In every Pokémon Checkup, each Poisoned Pokémon that is not a Darkness Pokémon (on both sides) gets 2 extra damage counters.',
  effects: [
    {
      type: 'passive',
      timing: 'while-in-play',
      effects: [{ type: 'poison-bonus', counters: 2, pokemon: { notType: 'Darkness' } }],
    },
  ],
};
