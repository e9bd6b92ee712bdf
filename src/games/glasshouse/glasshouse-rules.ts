// The hidden rules of glasshouse (spoilers: see RULES.md): how long the stove's heat takes to reach the air, how far
// the plants' looks trail the glasshouse, and from what warmth the soil dries.

export interface GlasshouseRules {
  /** Turns after a stoke before its heat reaches the air (0: the same turn). */
  readonly stoveLag: number;
  /** Heat levels one stoke brings when it arrives. */
  readonly stoveHeat: number;
  /** Turns the plants' looks trail the glasshouse (0: they show it as it is). */
  readonly lookLag: number;
  /** The heat level from which the soil loses a level of moisture every turn. */
  readonly dryAt: number;
  /** Moisture levels one watering brings. */
  readonly soak: number;
}

/** The structural constants a rule space is built on; the stove's lag, the looks' lag and the drying heat are enumerated. */
export interface GlasshouseFamily {
  readonly stoveLags: readonly number[];
  readonly stoveHeat: number;
  readonly lookLags: readonly number[];
  readonly dryAts: readonly number[];
  readonly soak: number;
}

/** The benchmark's family (ruleset 0): the stove's heat arrives 1–3 turns late, looks trail by 1 or 2, soil dries from heat 3, 4 or 5. */
export const benchmarkFamily: GlasshouseFamily = {
  stoveLags: [1, 2, 3],
  stoveHeat: 2,
  lookLags: [1, 2],
  dryAts: [3, 4, 5],
  soak: 2,
};

/** Every rule set of `family`: stove lags × look lags × drying heats. */
export function ruleSpaceOf(family: GlasshouseFamily): GlasshouseRules[] {
  return family.stoveLags.flatMap((stoveLag) =>
    family.lookLags.flatMap((lookLag) =>
      family.dryAts.map((dryAt) => ({
        stoveLag,
        stoveHeat: family.stoveHeat,
        lookLag,
        dryAt,
        soak: family.soak,
      })),
    ),
  );
}

/** Every rule set of the benchmark: 3 stove lags × 2 look lags × 3 drying heats (18). */
export const glasshouseRuleSpace: readonly GlasshouseRules[] = ruleSpaceOf(benchmarkFamily);
