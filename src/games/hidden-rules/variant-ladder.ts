// Which variants of a hidden-rule game keep its calibration ladder: the rulesets `learn2play variants` offers.
import type { GameModule } from '../../core/game-module.js';
import { type CalibrationRow, calibrate, ladderFailures } from './calibration.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import { variantDesign } from './variant-design.js';

/** Seeds a variant's ladder is judged on by default (the kit's test, fresh rulesets, `learn2play variants`). */
export const variantLadderSeeds: readonly number[] = Array.from({ length: 20 }, (_, index) => index + 1);

/** One variant's ladder over the seeds tried, and where it breaks the game's bands (empty when it passes). */
export interface VariantVerdict {
  readonly ruleset: number;
  /** Rule sets in the variant's space. */
  readonly ruleSets: number;
  /** Of those, the ones ruleset 0's space holds too (a trial drawing one plays rules the benchmark also has). */
  readonly sharedWithBenchmark: number;
  readonly rows: readonly CalibrationRow[];
  readonly failures: readonly string[];
}

/** The ladder of variant `ruleset` over `seeds` (episode 1, as the game's own test), judged by `design.ladder`. */
export function variantVerdict<R, I, P, V>(
  module: GameModule,
  design: HiddenRuleDesign<R, I, P, V>,
  ruleset: number,
  seeds: readonly number[],
): VariantVerdict {
  const rows = calibrate(module, design, seeds, [1], ruleset);
  const ruleSets = variantDesign(design, ruleset).ruleSpace.length;
  const sharedWithBenchmark = sharedRuleSets(design, ruleset);
  return { ruleset, ruleSets, sharedWithBenchmark, rows, failures: ladderFailures(rows, design.ladder) };
}

/** How many rule sets of variant `ruleset`'s space ruleset 0's space holds too. */
export function sharedRuleSets<R, I, P, V>(design: HiddenRuleDesign<R, I, P, V>, ruleset: number): number {
  const benchmark = new Set(design.ruleSpace.map((rules) => JSON.stringify(rules)));
  return variantDesign(design, ruleset).ruleSpace.filter((rules) => benchmark.has(JSON.stringify(rules))).length;
}

/**
 * Variants from `from` upwards until `count` pass or `tries` were judged; `onVerdict` hears each as it is judged
 * (for progress). The result lists every variant judged, passing or not, in ruleset order.
 */
export function searchVariants<R, I, P, V>(
  module: GameModule,
  design: HiddenRuleDesign<R, I, P, V>,
  options: {
    readonly count: number;
    readonly from: number;
    readonly tries: number;
    readonly seeds: readonly number[];
    readonly onVerdict?: (verdict: VariantVerdict) => void;
  },
): VariantVerdict[] {
  const verdicts: VariantVerdict[] = [];
  let passed = 0;
  for (let ruleset = options.from; passed < options.count && verdicts.length < options.tries; ruleset++) {
    const verdict = variantVerdict(module, design, ruleset, options.seeds);
    verdicts.push(verdict);
    if (verdict.failures.length === 0) passed++;
    options.onVerdict?.(verdict);
  }
  return verdicts;
}
