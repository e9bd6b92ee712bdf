// The hidden rules of fishing-grounds (spoilers: see RULES.md): how fast each kind of sea bottom fills up again, which
// water depth gives the bigger hauls, which bottom (or, in some variants, depth) tears the nets, and how low a ground
// may be fished before it dies.
import { rngFromSeed } from '../../core/rng.js';

export const depths = ['deep', 'shallow'] as const;
export const bottoms = ['rock', 'sand', 'weed'] as const;

export interface FishingGroundsRules {
  /** Fish levels a ground of each bottom (in the order of `bottoms`) gains per day it is left alone. */
  readonly regrowth: readonly number[];
  /** The depth (index into `depths`) whose hauls are tripled (multiplied by `richHaul` in a variant). */
  readonly richDepth: number;
  /** The bottom (index into `bottoms`, -1: none) whose grounds tear the nets; torn nets land nothing until mended. */
  readonly tearingBottom: number;
  /** A ground fished down below this level is dead for the rest of the season. */
  readonly deadBelow: number;
  /** Variants only (absent: 3): fish landed per level in the rich depth (the other lands 1 per level). */
  readonly richHaul?: number;
  /** Variants only (absent: none): the depth (index into `depths`) whose grounds tear the nets, when no bottom does (-1). */
  readonly tearingDepth?: number;
}

/** Every rule set: 6 orders of regrowth × 2 rich depths × 3 tearing bottoms × 2 levels (72). */
export const fishingGroundsRuleSpace: readonly FishingGroundsRules[] = ruleSpaceOf(orders([0, 1, 2]), [1, 2]);

/**
 * Variant `ruleset`'s rule space: three rates of regrowth of 0–2 (at least two different) in every order, 3 or 4 fish
 * per level in the rich depth, and the nets torn by one bottom or by one depth; never the benchmark's (0, 1 and 2; 3;
 * a bottom).
 */
export function fishingGroundsVariantSpace(ruleset: number): readonly FishingGroundsRules[] {
  const rng = rngFromSeed(ruleset, 0xf1a7);
  for (;;) {
    const rates = [rng.int(0, 2), rng.int(0, 2), rng.int(0, 2)].sort((a, b) => a - b);
    const richHaul = rng.int(3, 4);
    const byDepth = rng.chance(0.5);
    if (new Set(rates).size === 1) continue;
    if (rates.join() === '0,1,2' && richHaul === 3 && !byDepth) continue;
    const space = ruleSpaceOf(orders(rates), [1, 2]).map((rules) => ({ ...rules, richHaul }));
    if (!byDepth) return space;
    return space
      .filter((rules) => rules.tearingBottom < depths.length)
      .map((rules) => ({ ...rules, tearingBottom: -1, tearingDepth: rules.tearingBottom }));
  }
}

/** Every order of `rates` (sorted ascending), each once, in lexicographic order. */
function orders(rates: readonly number[]): number[][] {
  if (rates.length <= 1) return [[...rates]];
  return [...new Set(rates)].flatMap((first) => {
    const rest = [...rates];
    rest.splice(rest.indexOf(first), 1);
    return orders(rest).map((order) => [first, ...order]);
  });
}

function ruleSpaceOf(regrowths: readonly number[][], deadBelows: readonly number[]): FishingGroundsRules[] {
  return regrowths.flatMap((regrowth) =>
    [0, 1].flatMap((richDepth) =>
      [0, 1, 2].flatMap((tearingBottom) =>
        deadBelows.map((deadBelow) => ({ regrowth, richDepth, tearingBottom, deadBelow })),
      ),
    ),
  );
}
