// Basic Lightning Energy (SVE 4): a basic Energy card of the benchmark pool, as data.
import type { EnergyCard } from '../card-definition.js';

/** Basic Lightning Energy (SVE 4). */
export const basicLightningEnergy: EnergyCard = {
  kind: 'energy',
  id: 'basic-lightning-energy',
  name: 'Basic Lightning Energy',
  printing: 'SVE 4',
  energy: 'Lightning',
  text: 'Provides 1 Lightning Energy when attached to a Pokémon.',
};
