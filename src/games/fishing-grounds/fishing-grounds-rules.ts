// The hidden rules of fishing-grounds (spoilers: see RULES.md): how fast each kind of sea bottom fills up again, which
// water depth gives the bigger hauls, which bottom tears the nets, and how low a ground may be fished before it dies.

export const depths = ['deep', 'shallow'] as const;
export const bottoms = ['rock', 'sand', 'weed'] as const;

export interface FishingGroundsRules {
  /** Fish levels a ground of each bottom (in the order of `bottoms`) gains per day it is left alone. */
  readonly regrowth: readonly number[];
  /** The depth (index into `depths`) whose hauls are tripled. */
  readonly richDepth: number;
  /** The bottom (index into `bottoms`) whose grounds tear the nets; torn nets land nothing until mended. */
  readonly tearingBottom: number;
  /** A ground fished down below this level is dead for the rest of the season. */
  readonly deadBelow: number;
}

const regrowthOrders = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/** Every rule set: 6 orders of regrowth × 2 rich depths × 3 tearing bottoms × 2 levels (72). */
export const fishingGroundsRuleSpace: readonly FishingGroundsRules[] = regrowthOrders.flatMap((regrowth) =>
  [0, 1].flatMap((richDepth) =>
    [0, 1, 2].flatMap((tearingBottom) =>
      [1, 2].map((deadBelow) => ({ regrowth, richDepth, tearingBottom, deadBelow })),
    ),
  ),
);
