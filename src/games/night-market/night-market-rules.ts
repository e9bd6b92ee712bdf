// The hidden rules of night-market (spoilers: see RULES.md): which visible trait sorts customers into three kinds,
// and which value of it means which kind; how each kind answers each command is in night-market-serve.ts.

/** A customer's visible traits. */
export const scarves = ['red', 'blue', 'green', 'yellow'] as const;
export const companies = ['alone', 'with a child', 'with a dog', 'with a friend'] as const;

/** The three hidden kinds of customer: pays only a high price, buys cheap in bulk, spreads the word. */
export type NightMarketKind = 'picky' | 'thrifty' | 'talker';

export interface NightMarketRules {
  /** Which visible trait decides a customer's kind. */
  readonly trait: 'scarf' | 'company';
  /** The kind of each value of that trait, in the order of `scarves` or `companies`. */
  readonly kinds: readonly NightMarketKind[];
}

const kindNames: readonly NightMarketKind[] = ['picky', 'thrifty', 'talker'];

/** Every rule set: two traits × every onto map of four trait values to three kinds (72). */
export const nightMarketRuleSpace: readonly NightMarketRules[] = (() => {
  const maps: NightMarketKind[][] = [];
  for (let code = 0; code < 81; code++) {
    const kinds = [0, 1, 2, 3].map((digit) => kindNames[Math.floor(code / 3 ** digit) % 3] as NightMarketKind);
    if (new Set(kinds).size === 3) maps.push(kinds);
  }
  return (['scarf', 'company'] as const).flatMap((trait) => maps.map((kinds) => ({ trait, kinds })));
})();
