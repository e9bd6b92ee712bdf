// The hidden rules of rumour-mill (spoilers: see RULES.md): which trade passes news on, to whom, how soon, where it
// comes out wrong, and where your own word counts for nothing. Delays and reaches live in each rule set, so variants
// can draw others and the planner reads them from the rules.
import { rngFromSeed } from '../../core/rng.js';

/** The trades of the village; one household of each in every quarter. */
export const trades = ['baker', 'smith', 'weaver', 'carter', 'cooper', 'tanner', 'potter', 'thatcher'] as const;
export type Trade = (typeof trades)[number];

/** The village's three quarters; eight households in each. */
export const quarters = ['hill', 'green', 'river'] as const;
export type Quarter = (typeof quarters)[number];

/**
 * Whom a household of the passing trade tells: everyone it knows, everyone in its own quarter (known or not), those it
 * knows in its own quarter, or both everyone it knows and everyone in its quarter.
 */
export const reaches = ['known', 'quarter', 'known-quarter', 'known-or-quarter'] as const;
export type Reach = (typeof reaches)[number];

/** Whose quarter turns the news into the wrong day: the hearer's (as it reaches them) or the teller's (as they tell). */
export type GarbleSide = 'hearer' | 'teller';

export interface RumourMillRules {
  /** The one trade whose households pass news on; the others keep it to themselves. */
  readonly trade: Trade;
  readonly reach: Reach;
  /** Hours after first hearing it (from you or anyone) that such a household passes it on, once. */
  readonly delay: number;
  readonly garbleSide: GarbleSide;
  readonly garbleQuarter: Quarter;
  /** The quarter where your own word counts for nothing (a household there told by you holds nothing), if any. */
  readonly deafQuarter: Quarter | null;
}

/** The structural constants a rule space is built from: which delays, reaches and deaf quarters are possible. */
export interface RumourMillFamily {
  readonly delays: readonly number[];
  readonly reaches: readonly Reach[];
  readonly deaf: readonly (Quarter | null)[];
}

/**
 * The benchmark's constants (ruleset 0): a delay of 1 or 2 hours; everyone known, or everyone in the quarter; no deaf
 * quarter, or any one of the three.
 */
export const baseFamily: RumourMillFamily = {
  delays: [1, 2],
  reaches: ['known', 'quarter'],
  deaf: [null, 'hill', 'green', 'river'],
};

/** Every rule set of a family: 8 trades × its reaches × its delays × 2 sides × 3 quarters × 3 deaf quarters. */
export function ruleSpaceOf(family: RumourMillFamily): readonly RumourMillRules[] {
  return trades.flatMap((trade) =>
    family.reaches.flatMap((reach) =>
      family.delays.flatMap((delay) =>
        (['hearer', 'teller'] as const).flatMap((garbleSide) =>
          quarters.flatMap((garbleQuarter) =>
            family.deaf.map((deafQuarter) => ({ trade, reach, delay, garbleSide, garbleQuarter, deafQuarter })),
          ),
        ),
      ),
    ),
  );
}

/** Every rule set of the benchmark (576). */
export const rumourMillRuleSpace: readonly RumourMillRules[] = ruleSpaceOf(baseFamily);

/** The delays variants draw two of (a day of eight hours leaves no time for longer ones). */
const familyDelays = [0, 1, 2];

/** Variant `ruleset`'s rule space: two delays of 0–2 hours and two of the four reaches, never the benchmark's pair of both. */
export function rumourMillVariantSpace(ruleset: number): readonly RumourMillRules[] {
  const rng = rngFromSeed(ruleset, 0x7e11);
  const benchmark = JSON.stringify([baseFamily.delays, baseFamily.reaches]);
  for (;;) {
    const delays = rng
      .shuffle(familyDelays)
      .slice(0, 2)
      .sort((a, b) => a - b);
    const drawn = rng
      .shuffle(reaches)
      .slice(0, 2)
      .sort((a, b) => reaches.indexOf(a) - reaches.indexOf(b));
    if (JSON.stringify([delays, drawn]) !== benchmark)
      return ruleSpaceOf({ delays, reaches: drawn, deaf: baseFamily.deaf });
  }
}
