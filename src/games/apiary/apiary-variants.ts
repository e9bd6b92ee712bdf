// apiary's family of rule spaces (RULES.md, "Variants"): the same four rules with other constants — whether a strain's
// own form of flower gives more or less than the others and how much, and the two settling times the seed picks between.
import { rngFromSeed } from '../../core/rng.js';
import { type ApiaryConstants, type ApiaryRules, apiarySpace, baseConstants } from './apiary-rules.js';

const variantSalt = 0xa71a;

/** The settling pairs variants draw from (ruleset 0's is 1 or 2 turns). */
const settlePairs: readonly (readonly number[])[] = [
  [0, 2],
  [1, 2],
  [1, 3],
  [2, 3],
  [0, 3],
];

/** Variant `ruleset`'s rule space: the four rules with constants drawn by `ruleset` alone, never ruleset 0's. */
export function apiaryVariantSpace(ruleset: number): readonly ApiaryRules[] {
  const rng = rngFromSeed(ruleset, variantSalt);
  const base = JSON.stringify(baseConstants);
  for (;;) {
    // Either a strain's own form gives more than the others (as in ruleset 0) or less, never nothing.
    const more = rng.chance(0.5);
    const plainYield = more ? 1 : rng.int(2, 3);
    const constants: ApiaryConstants = {
      honeyColours: 2,
      pairedYield: more ? rng.int(2, 4) : rng.int(1, plainYield - 1),
      plainYield,
      settles: rng.pick(settlePairs),
    };
    if (JSON.stringify(constants) !== base) return apiarySpace(constants);
  }
}
