// The hidden rules of ridge-barter (spoilers: see RULES.md): each trader's opening price in salt and their manner, which
// decides how a refused offer, praise of their ware and stepping away move the price they hold to.
import { rngFromSeed } from '../../core/rng.js';
import { traders } from './ridge-barter-cast.js';

/**
 * How a trader's price moves: a `haggler` comes down one after each refused offer and goes up one when their ware is
 * praised; a `proud` one goes up one after an offer two or more below the price and comes down one when praised; a
 * `shy` one comes down two when the player steps away, and nothing else moves them (a variant redraws how far, and what
 * else pushes the price up).
 */
export type RidgeBarterManner = 'haggler' | 'proud' | 'shy';

/**
 * How far one manner moves the price: after a refused offer less than the gap below it (`near`) or further below
 * (`low`), after praise, after stepping away.
 */
export interface RidgeBarterLevers {
  readonly near: number;
  readonly low: number;
  readonly praise: number;
  readonly away: number;
}

export type RidgeBarterMannerTable = Readonly<Record<RidgeBarterManner, RidgeBarterLevers>>;

export interface RidgeBarterRules {
  /** Each trader's opening price in salt, in the order of `traders`. */
  readonly prices: readonly number[];
  readonly manners: readonly RidgeBarterManner[];
  /** A variant's levers of each manner (absent: the benchmark's, `benchmarkLevers`). */
  readonly levers?: RidgeBarterMannerTable;
  /** A variant's gap: an offer this far or further below the price is a low one (absent: 2). */
  readonly gap?: number;
}

const benchmarkLevers: RidgeBarterMannerTable = {
  haggler: { near: -1, low: -1, praise: 1, away: 0 },
  proud: { near: 0, low: 1, praise: -1, away: 0 },
  shy: { near: 0, low: 0, praise: 0, away: -2 },
};
const benchmarkGap = 2;
const openingPrices = [4, 5, 6] as const;
const manners: readonly RidgeBarterManner[] = ['haggler', 'proud', 'shy'];

function product<T>(choices: readonly T[], length: number): T[][] {
  return length === 0
    ? [[]]
    : product(choices, length - 1).flatMap((rest) => choices.map((choice) => [...rest, choice]));
}

/** Every rule set of a space: its opening prices and the 3 manners for each of the 3 traders (729). */
function ruleSpaceOf(
  prices: readonly number[],
  family: Pick<RidgeBarterRules, 'levers' | 'gap'>,
): readonly RidgeBarterRules[] {
  return product(prices, traders.length).flatMap((each) =>
    product(manners, traders.length).map((chosen) => ({ prices: each, manners: chosen, ...family })),
  );
}

/** Every rule set of the benchmark: 3 opening prices and 3 manners for each of the 3 traders (729). */
export const ridgeBarterRuleSpace: readonly RidgeBarterRules[] = ruleSpaceOf(openingPrices, {});

/**
 * Variant `ruleset`'s rule space, 729 rule sets like the benchmark's: each manner keeps its lever (refused offers,
 * praise, stepping away) but with a drawn amount, and at most one trap (a move that pushes its price up by one); a
 * drawn gap and drawn opening prices. Never the benchmark's.
 */
export function ridgeBarterVariantSpace(ruleset: number): readonly RidgeBarterRules[] {
  const rng = rngFromSeed(ruleset, 0x5a17);
  for (;;) {
    const drop = rng.pick([1, 2]);
    const levers: RidgeBarterMannerTable = {
      haggler: withTrap(
        { near: -drop, low: rng.pick([-drop, 0]), praise: 0, away: 0 },
        rng.pick(['low', 'praise', 'away', null]),
      ),
      proud: withTrap({ near: 0, low: 0, praise: -rng.pick([1, 2]), away: 0 }, rng.pick(['low', 'away', null])),
      shy: withTrap({ near: 0, low: 0, praise: 0, away: -rng.pick([1, 2, 3]) }, rng.pick(['low', 'praise', null])),
    };
    const gap = rng.pick([2, 3]);
    const prices = rng.pick([openingPrices, [5, 6, 7], [4, 6, 8]]);
    const same = JSON.stringify(levers) === JSON.stringify(benchmarkLevers) && gap === benchmarkGap;
    if (!same || prices !== openingPrices) return ruleSpaceOf(prices, { levers, gap });
  }
}

/** `levers` with the move `trap` (if any) pushing the price up by one. */
function withTrap(levers: RidgeBarterLevers, trap: keyof RidgeBarterLevers | null): RidgeBarterLevers {
  return trap ? { ...levers, [trap]: 1 } : levers;
}

/** The levers of `manner` under `rules`. */
export function leversOf(rules: RidgeBarterRules, manner: RidgeBarterManner): RidgeBarterLevers {
  return (rules.levers ?? benchmarkLevers)[manner];
}

/** The gap under `rules`: an offer this far or further below the price is a low one. */
export function gapOf(rules: RidgeBarterRules): number {
  return rules.gap ?? benchmarkGap;
}

/** The price a trader holds to after refusing `offer` below `price`. */
export function refusedPrice(levers: RidgeBarterLevers, gap: number, price: number, offer: number): number {
  return price + (offer <= price - gap ? levers.low : levers.near);
}

/** The price a trader holds to after hearing their ware praised. */
export function praisedPrice(levers: RidgeBarterLevers, price: number): number {
  return price + levers.praise;
}

/** The price a trader holds to after the player steps away from them. */
export function steppedAwayPrice(levers: RidgeBarterLevers, price: number): number {
  return price + levers.away;
}
