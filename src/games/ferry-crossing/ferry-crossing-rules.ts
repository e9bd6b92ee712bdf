// The hidden rules of ferry-crossing (spoilers: see RULES.md): which kinds of fare may not share the ferry, which kind
// goes missing from a bank no passenger stands on, and what load the ferry needs to hold its course.

/** The kinds of fare, in the order a clashing pair names them. */
export const kinds = ['person', 'animal', 'goods'] as const;
export type Kind = (typeof kinds)[number];

export interface FerryCrossingRules {
  /** Pairs of kinds that may not share the ferry (the same kind twice: two fares of that kind). */
  readonly clashes: readonly (readonly [Kind, Kind])[];
  /** Which fare of a clashing pair is lost on the way: the one of the pair's first kind or of its second. */
  readonly victim: 'first' | 'second';
  /** The kind that goes missing from `bank` at the end of a turn when no fare of the `guard` kind stands on that bank. */
  readonly stray: Kind;
  readonly guard: Kind;
  readonly bank: 'near' | 'far';
  /** The river turns the ferry back when the fares aboard weigh less than `limit` stone (so never when it is 0). */
  readonly limit: number;
}

/** Every unordered pair of kinds, the same kind twice included (6). */
export const kindPairs: readonly (readonly [Kind, Kind])[] = kinds.flatMap((first, index) =>
  kinds.slice(index).map((second) => [first, second] as const),
);

/** The structural constants a rule space is built on; the clashing pairs, the stray kind and the limit are enumerated. */
export interface FerryCrossingFamily {
  readonly clashCount: 1 | 2;
  readonly victim: FerryCrossingRules['victim'];
  /** The kind that keeps strays on a bank; the other two kinds are the possible strays. */
  readonly guard: Kind;
  readonly banks: readonly FerryCrossingRules['bank'][];
  readonly limits: readonly number[];
}

/**
 * The benchmark's family (ruleset 0): one clashing pair whose second kind is lost, animals or goods straying from a far
 * bank with no person on it, the ferry turned back under 3, 6 or 9 stone.
 */
export const benchmarkFamily: FerryCrossingFamily = {
  clashCount: 1,
  victim: 'second',
  guard: 'person',
  banks: ['near', 'far'],
  limits: [3, 6, 9],
};

/** Every rule set of `family`: its clashing pairs (one pair, or two different pairs) × stray kinds × banks × limits. */
export function ruleSpaceOf(family: FerryCrossingFamily): FerryCrossingRules[] {
  const clashSets =
    family.clashCount === 1
      ? kindPairs.map((pair) => [pair])
      : kindPairs.flatMap((pair, index) => kindPairs.slice(index + 1).map((other) => [pair, other]));
  const strays = kinds.filter((kind) => kind !== family.guard);
  return clashSets.flatMap((clashes) =>
    strays.flatMap((stray) =>
      family.banks.flatMap((bank) =>
        family.limits.map((limit) => ({
          clashes,
          victim: family.victim,
          stray,
          guard: family.guard,
          bank,
          limit,
        })),
      ),
    ),
  );
}

/** Every rule set of the benchmark: 6 clashing pairs × 2 stray kinds × 2 banks × 3 limits (72). */
export const ferryCrossingRuleSpace: readonly FerryCrossingRules[] = ruleSpaceOf(benchmarkFamily);
