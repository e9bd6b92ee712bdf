// The seed's day in the glasshouse: its weather turn by turn (a cold morning, a sunnier middle, a cooling evening),
// the turns the thermometer is read and the wood for the stove. Fixed: every episode of a seed is this day.
import { rngFromSeed } from '../../core/rng.js';
import type { GlasshouseInstance, Weather } from './glasshouse-state.js';

/** The weather each part of the day may bring, by turn. */
function weatherAt(turn: number, turns: number): readonly Weather[] {
  if (turn <= turns * 0.3) return ['cold', 'cold', 'mild'];
  if (turn <= turns * 0.7) return ['sunny', 'sunny', 'mild'];
  return ['cold', 'mild'];
}

/** How often the thermometer is read (every `readEvery` turns), and the stove's wood for the day. */
const readEvery = 4;
const wood = 5;

/** The day of `seed` with `turns` turns. */
export function dayOf(seed: number, turns: number): GlasshouseInstance {
  const rng = rngFromSeed(seed, 0x9a55);
  return {
    weather: Array.from({ length: turns }, (_, index) => rng.pick(weatherAt(index + 1, turns))),
    readings: Array.from({ length: Math.floor(turns / readEvery) }, (_, index) => (index + 1) * readEvery),
    wood,
  };
}
