// Fresh variants of glasshouse (issue 25): a rule space drawn from the game's wider family by the variant number
// alone, so that knowing the benchmark's rules by heart misleads (RULES.md, "Variants").
import { jsonEqual } from '../../core/json.js';
import { rngFromSeed } from '../../core/rng.js';
import { benchmarkFamily, type GlasshouseFamily, type GlasshouseRules, ruleSpaceOf } from './glasshouse-rules.js';

const variantSalt = 0x6a55;

/** The family of variant `ruleset` ≥ 1: its structural constants, never all the benchmark's. */
export function variantFamily(ruleset: number): GlasshouseFamily {
  const rng = rngFromSeed(ruleset, variantSalt);
  for (;;) {
    const stoveFrom = rng.int(0, 2);
    const lookFrom = rng.int(0, 2);
    const family: GlasshouseFamily = {
      stoveLags: [stoveFrom, stoveFrom + 1, stoveFrom + 2],
      stoveHeat: rng.int(1, 3),
      lookLags: [lookFrom, lookFrom + 1],
      dryAts: rng.pick([
        [2, 3, 4],
        [3, 4, 5],
        [4, 5, 6],
      ]),
      soak: rng.int(1, 3),
    };
    if (!jsonEqual(family, benchmarkFamily)) return family;
  }
}

/** The rule space of variant `ruleset` ≥ 1 (ruleset 0 is the benchmark's `glasshouseRuleSpace`). */
export function glasshouseVariantSpace(ruleset: number): readonly GlasshouseRules[] {
  return ruleSpaceOf(variantFamily(ruleset));
}
