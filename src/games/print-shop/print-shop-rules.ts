// The hidden rules of print-shop (spoilers: see RULES.md): which inks cling to the rollers and spoil the next job of
// another ink unless the rollers are washed (in some variants, their own job after another ink), and how many runs in a
// row the press takes before it spoils a job.
import { rngFromSeed } from '../../core/rng.js';

export const inks = ['black', 'red', 'blue', 'green'] as const;

export interface PrintShopRules {
  /** Inks (indices into `inks`) that spoil the next job of a different ink when the rollers were not washed between. */
  readonly clinging: readonly number[];
  /** Runs in a row (rests reset the count, washes do not) after which the next run comes out spoiled. */
  readonly runsBeforeSpoil: number;
  /**
   * Variants only (absent: 'next', the benchmark's): 'own' turns the listed inks round, so that a job in one of them
   * comes out spoiled right after a job of a different ink with no wash between.
   */
  readonly spoils?: 'next' | 'own';
}

/** Every rule set: one or two clinging inks (10) × a limit of 1, 2 or 3 runs (30). */
export const printShopRuleSpace: readonly PrintShopRules[] = ruleSpaceOf([1, 2], [1, 2, 3]);

/** The family variants draw from: how many inks are listed, the three run limits, and which job a listed ink spoils. */
const familyCounts: readonly (readonly number[])[] = [[2], [1, 2], [2, 3], [1, 3]];
const familyLimits = [1, 2, 3, 4];

/**
 * Variant `ruleset`'s rule space: listed inks counted as one of `familyCounts`, three run limits of 1–4, and the listed
 * inks spoiling the next job or their own; never the benchmark's (one or two, 1–3 runs, the next job).
 */
export function printShopVariantSpace(ruleset: number): readonly PrintShopRules[] {
  const rng = rngFromSeed(ruleset, 0x9e5a);
  for (;;) {
    const counts = rng.pick(familyCounts);
    const limits = rng
      .shuffle(familyLimits)
      .slice(0, 3)
      .sort((a, b) => a - b);
    const spoils = rng.pick(['next', 'own'] as const);
    if (spoils === 'own' || counts.join() !== '1,2' || limits.join() !== '1,2,3') {
      return ruleSpaceOf(counts, limits).map((rules) => ({ ...rules, spoils }));
    }
  }
}

/** Every set of `counts` listed inks × every limit of `limits`, limits outermost. */
function ruleSpaceOf(counts: readonly number[], limits: readonly number[]): PrintShopRules[] {
  const sets: number[][] = [];
  const grow = (set: number[], from: number) => {
    if (counts.includes(set.length)) sets.push(set);
    for (let ink = from; ink < inks.length; ink++) grow([...set, ink], ink + 1);
  };
  grow([], 0);
  return limits.flatMap((runsBeforeSpoil) => sets.map((clinging) => ({ clinging, runsBeforeSpoil })));
}
