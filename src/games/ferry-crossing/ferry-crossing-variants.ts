// Fresh variants of ferry-crossing (issue 25): a rule space drawn from the game's wider family by the variant number
// alone, so that knowing the benchmark's rules by heart misleads (RULES.md, "Variants").
import { jsonEqual } from '../../core/json.js';
import { rngFromSeed } from '../../core/rng.js';
import {
  benchmarkFamily,
  type FerryCrossingFamily,
  type FerryCrossingRules,
  kinds,
  ruleSpaceOf,
} from './ferry-crossing-rules.js';

const variantSalt = 0xfe77;

/** The family of variant `ruleset` ≥ 1: its structural constants, never all the benchmark's. */
export function variantFamily(ruleset: number): FerryCrossingFamily {
  const rng = rngFromSeed(ruleset, variantSalt);
  for (;;) {
    const family: FerryCrossingFamily = {
      clashCount: rng.pick([1, 2] as const),
      victim: rng.pick(['first', 'second'] as const),
      guard: rng.pick(kinds),
      banks: rng.pick([['far'], ['near', 'far']] as const),
      // Never 0 (an empty ferry would always cross) nor above the lightest person (9 stone), who can always cross.
      limits: rng
        .shuffle([2, 3, 4, 5, 6, 7, 8, 9])
        .slice(0, 3)
        .sort((a, b) => a - b),
    };
    if (!jsonEqual(family, benchmarkFamily)) return family;
  }
}

/** The rule space of variant `ruleset` ≥ 1 (ruleset 0 is the benchmark's `ferryCrossingRuleSpace`). */
export function ferryCrossingVariantSpace(ruleset: number): readonly FerryCrossingRules[] {
  return ruleSpaceOf(variantFamily(ruleset));
}
