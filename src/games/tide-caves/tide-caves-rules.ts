// The hidden rules of tide-caves (spoilers: see RULES.md): when the water is lowest, how fast it goes out and comes
// back, how low it must fall for each cave's mouth to clear, and the hour a great wave surges through the caves. The
// constants a variant may change (hours of low water and of the wave, rates, mouth heights) live in each rule set.
import { rngFromSeed } from '../../core/rng.js';

/** Caves on the shore; the instance names them. */
export const caveCount = 4;

export interface TideCavesRules {
  /** The hour of dead low water (the water level is 0 then). */
  readonly low: number;
  /** How much higher the water stands for each hour before low water, and for each hour after it. */
  readonly ebb: number;
  readonly flood: number;
  /** Per cave: its mouth is clear while the water level is below this. */
  readonly heights: readonly number[];
  /** The hour at whose end a great wave surges through every cave, carrying off whatever you hold there. */
  readonly wave: number;
}

/** The water level at `hour`: 0 at low water, rising by `ebb` per hour before it and `flood` per hour after it. */
export function levelAt(rules: TideCavesRules, hour: number): number {
  return hour < rules.low ? (rules.low - hour) * rules.ebb : (hour - rules.low) * rules.flood;
}

/** Whether `cave`'s mouth is clear during `hour`. */
export function isOpen(rules: TideCavesRules, cave: number, hour: number): boolean {
  return levelAt(rules, hour) < (rules.heights[cave] ?? 0);
}

/** The constants a rule space is built from. */
export interface TideCavesFamily {
  readonly lows: readonly number[];
  readonly rates: readonly (readonly [number, number])[];
  /** The mouth heights, dealt to the caves in every order. */
  readonly heights: readonly number[];
  readonly waves: readonly number[];
}

/**
 * The benchmark's constants (ruleset 0): low water at hour 5, 6 or 7; the sea going out and coming back at an even
 * pace, coming back twice as fast, or going out twice as fast; mouth heights 3, 4, 4 and 5; the wave at hour 4, 6, 8
 * or 10.
 */
export const baseFamily: TideCavesFamily = {
  lows: [5, 6, 7],
  rates: [
    [1, 1],
    [1, 2],
    [2, 1],
  ],
  heights: [3, 4, 4, 5],
  waves: [4, 6, 8, 10],
};

/** Every rule set of a family: its lows × its rates × the distinct orders of its heights × its wave hours. */
export function ruleSpaceOf(family: TideCavesFamily): readonly TideCavesRules[] {
  const orders = distinctOrders(family.heights);
  return family.lows.flatMap((low) =>
    family.rates.flatMap(([ebb, flood]) =>
      orders.flatMap((heights) => family.waves.map((wave) => ({ low, ebb, flood, heights, wave }))),
    ),
  );
}

function distinctOrders(values: readonly number[]): number[][] {
  if (values.length <= 1) return [[...values]];
  const orders: number[][] = [];
  for (const value of new Set(values)) {
    const rest = [...values];
    rest.splice(rest.indexOf(value), 1);
    for (const order of distinctOrders(rest)) orders.push([value, ...order]);
  }
  return orders;
}

/** Every rule set of the benchmark (3 × 3 × 12 × 4 = 432). */
export const tideCavesRuleSpace: readonly TideCavesRules[] = ruleSpaceOf(baseFamily);

/** The rates and heights variants draw from (each set of heights has 12 distinct orders). */
const familyRates: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
];
const familyHeights: readonly (readonly number[])[] = [
  [3, 4, 4, 5],
  [3, 3, 4, 5],
  [3, 4, 5, 5],
  [3, 4, 4, 6],
  [2, 4, 4, 5],
];

/**
 * Variant `ruleset`'s rule space: three hours of low water in a row (from 4–6 on), three of five rate pairs, one set of
 * mouth heights and four wave hours (2 hours apart from 3 or 4), never the benchmark's constants all at once.
 */
export function tideCavesVariantSpace(ruleset: number): readonly TideCavesRules[] {
  const rng = rngFromSeed(ruleset, 0x71de);
  const benchmark = JSON.stringify(baseFamily);
  for (;;) {
    const first = rng.int(4, 6);
    const wave = rng.int(3, 4);
    const family: TideCavesFamily = {
      lows: [0, 1, 2].map((step) => first + step),
      rates: rng
        .shuffle(familyRates)
        .slice(0, 3)
        .sort((a, b) => familyRates.indexOf(a) - familyRates.indexOf(b)),
      heights: rng.pick(familyHeights),
      waves: [0, 2, 4, 6].map((step) => wave + step),
    };
    if (JSON.stringify(family) !== benchmark) return ruleSpaceOf(family);
  }
}
