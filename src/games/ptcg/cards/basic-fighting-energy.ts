// Basic Fighting Energy (SVE 6): a basic Energy card of the benchmark pool, as data.
import type { EnergyCard } from '../card-definition.js';

/** Basic Fighting Energy (SVE 6). */
export const basicFightingEnergy: EnergyCard = {
  kind: 'energy',
  id: 'basic-fighting-energy',
  name: 'Basic Fighting Energy',
  printing: 'SVE 6',
  energy: 'Fighting',
  text: 'Provides 1 Fighting Energy when attached to a Pokémon.',
};
