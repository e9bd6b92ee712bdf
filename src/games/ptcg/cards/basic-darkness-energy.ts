// Basic Darkness Energy (SVE 7): a basic Energy card of the benchmark pool, as data.
import type { EnergyCard } from '../card-definition.js';

/** Basic Darkness Energy (SVE 7). */
export const basicDarknessEnergy: EnergyCard = {
  kind: 'energy',
  id: 'basic-darkness-energy',
  name: 'Basic Darkness Energy',
  printing: 'SVE 7',
  energy: 'Darkness',
  text: 'Provides 1 Darkness Energy when attached to a Pokémon.',
};
