// The hidden rules of night-market (spoilers: see RULES.md): which visible trait sorts customers into three kinds,
// and which value of it means which kind; how each kind answers each command is in night-market-serve.ts.
import { rngFromSeed } from '../../core/rng.js';

/** A customer's visible traits. */
export const scarves = ['red', 'blue', 'green', 'yellow'] as const;
export const companies = ['alone', 'with a child', 'with a dog', 'with a friend'] as const;

/** The three hidden kinds of customer: pays only a high price, buys cheap in bulk, buys at any price. */
export type NightMarketKind = 'picky' | 'thrifty' | 'talker';

export interface NightMarketRules {
  /** Which visible trait decides a customer's kind. */
  readonly trait: 'scarf' | 'company';
  /** The kind of each value of that trait, in the order of `scarves` or `companies`. */
  readonly kinds: readonly NightMarketKind[];
  /** Variants only (absent: the benchmark's talker): the kind whose sample lifts the mood. */
  readonly cheered?: NightMarketKind;
  /** Variants only (absent: 2): how far a sample to that kind lifts the mood. */
  readonly cheer?: number;
  /** Variants only (absent: 5 and 4): what a picky customer pays at mood 0, and more per step of mood. */
  readonly pickyBase?: number;
  readonly pickyStep?: number;
  /** Variants only (absent: 2): the lowest mood at which a thrifty customer buys at a fair price. */
  readonly thriftyMood?: number;
}

const kindNames: readonly NightMarketKind[] = ['picky', 'thrifty', 'talker'];

/** Every onto map of four trait values to three kinds (36). */
const maps: readonly NightMarketKind[][] = (() => {
  const found: NightMarketKind[][] = [];
  for (let code = 0; code < 81; code++) {
    const kinds = [0, 1, 2, 3].map((digit) => kindNames[Math.floor(code / 3 ** digit) % 3] as NightMarketKind);
    if (new Set(kinds).size === 3) found.push(kinds);
  }
  return found;
})();

/** Every rule set: two traits × every onto map of four trait values to three kinds (72). */
export const nightMarketRuleSpace: readonly NightMarketRules[] = (['scarf', 'company'] as const).flatMap((trait) =>
  maps.map((kinds) => ({ trait, kinds })),
);

/** A variant's market: who a sample cheers and by how much, what picky customers pay, when thrifty ones pay fair. */
type Market = Required<Omit<NightMarketRules, 'trait' | 'kinds'>>;

/** The benchmark's market, which its rule sets leave out. */
export const benchmarkMarket: Market = { cheered: 'talker', cheer: 2, pickyBase: 5, pickyStep: 4, thriftyMood: 2 };

/**
 * Variant `ruleset`'s rule space: the benchmark's 72 sortings with one market drawn from the family (any kind cheered,
 * by 2–3 and a picky one by 3 since less does not repay the jar; picky pay 4–7 plus 3–6 per mood; thrifty fair from
 * mood 1–3), never the benchmark's.
 */
export function nightMarketVariantSpace(ruleset: number): readonly NightMarketRules[] {
  const rng = rngFromSeed(ruleset, 0x6e7a);
  for (;;) {
    const cheered = rng.pick(kindNames);
    const market: Market = {
      cheered,
      cheer: rng.int(cheered === 'picky' ? 3 : 2, 3),
      pickyBase: rng.int(4, 7),
      pickyStep: rng.int(3, 6),
      thriftyMood: rng.int(1, 3),
    };
    if (JSON.stringify(market) !== JSON.stringify(benchmarkMarket)) {
      return nightMarketRuleSpace.map((rules) => ({ ...rules, ...market }));
    }
  }
}
