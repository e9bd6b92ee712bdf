// The seed's hidden rules: one seed per trial fixes them for every episode.
import { rngFromSeed } from '../../core/rng.js';

const rulesSalt = 0x41d;

/** The rule set `seed` picks from `ruleSpace` (the same for every episode of the seed). */
export function rulesOf<R>(ruleSpace: readonly R[], seed: number): R {
  return rngFromSeed(seed, rulesSalt).pick(ruleSpace);
}
