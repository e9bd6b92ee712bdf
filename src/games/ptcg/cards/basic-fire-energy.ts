// Basic Fire Energy (SVE 2): a basic Energy card of the benchmark pool, as data.
import type { EnergyCard } from '../card-definition.js';

/** Basic Fire Energy (SVE 2). */
export const basicFireEnergy: EnergyCard = {
  kind: 'energy',
  id: 'basic-fire-energy',
  name: 'Basic Fire Energy',
  printing: 'SVE 2',
  energy: 'Fire',
  text: 'Provides 1 Fire Energy when attached to a Pokémon.',
};
