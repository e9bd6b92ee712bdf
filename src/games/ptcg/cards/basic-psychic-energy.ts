// Basic Psychic Energy (SVE 5): a basic Energy card of the benchmark pool, as data.
import type { EnergyCard } from '../card-definition.js';

/** Basic Psychic Energy (SVE 5). */
export const basicPsychicEnergy: EnergyCard = {
  kind: 'energy',
  id: 'basic-psychic-energy',
  name: 'Basic Psychic Energy',
  printing: 'SVE 5',
  energy: 'Psychic',
  text: 'Provides 1 Psychic Energy when attached to a Pokémon.',
};
