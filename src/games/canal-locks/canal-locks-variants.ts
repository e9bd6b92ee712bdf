// canal-locks' family of rule spaces (RULES.md, "Variants"): the same rules with other constants — how much a culvert
// lets through in a turn, how much the leaking gates let through, and which of the lock's gates leak.
import { rngFromSeed } from '../../core/rng.js';
import {
  baseConstants,
  type CanalLocksConstants,
  type CanalLocksRules,
  canalLocksRuleFamily,
} from './canal-locks-rules.js';

const variantSalt = 0xca17;

/** Variant `ruleset`'s rule space: the rules with constants drawn by `ruleset` alone, never ruleset 0's. */
export function canalLocksVariantSpace(ruleset: number): readonly CanalLocksRules[] {
  const rng = rngFromSeed(ruleset, variantSalt);
  for (;;) {
    const constants: CanalLocksConstants = {
      flows: rng.pick([
        [1, 2],
        [1, 3],
        [2, 3],
      ]),
      leakAmount: rng.int(1, 2),
      leakEvery: rng.int(3, 4),
      leakIn: rng.chance(0.5),
    };
    if (JSON.stringify(constants) !== JSON.stringify(baseConstants)) return canalLocksRuleFamily(constants);
  }
}
