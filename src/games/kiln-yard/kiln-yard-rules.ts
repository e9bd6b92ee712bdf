// The hidden rules of kiln-yard (spoilers: see RULES.md): where a pot dries fastest, how the kiln's firings dry the pots
// on its ledge, how much drier a pot feels than it is, and whether an unturned pot's foot ever dries.

/** Where a pot stands in the yard: the bench in the sun, the rack in the shade of the shed, the ledge of the kiln. */
export const places = ['bench', 'rack', 'ledge'] as const;
export type Place = (typeof places)[number];

/** A pot's size; a large pot takes more drying. */
export type Size = 'small' | 'large';

export interface KilnYardRules {
  /** The place (bench or rack) where a pot dries `fastRate` a turn; at the other it dries `slowRate`. */
  readonly fast: 'bench' | 'rack';
  readonly fastRate: number;
  readonly slowRate: number;
  /** What a pot on the ledge dries a turn for each firing so far, counting at most `heatCap` firings. */
  readonly ledgeRate: number;
  readonly heatCap: number;
  /** How much drier a pot feels to the touch than it is (negative: it feels damper than it is). */
  readonly gap: number;
  /** How far short of dry a pot never turned over stops (its foot stays damp); 0: turning changes nothing. */
  readonly footShort: number;
  /** The dryness a small and a large pot need before a firing leaves them whole. */
  readonly needSmall: number;
  readonly needLarge: number;
}

/** The structural constants of one member of the family (ruleset 0's below; variants draw others). */
export type KilnYardConstants = Omit<KilnYardRules, 'fast' | 'ledgeRate' | 'gap' | 'footShort'> & {
  readonly ledgeRates: readonly number[];
  readonly gaps: readonly number[];
  readonly footShorts: readonly number[];
};

/** Ruleset 0's constants. */
export const baseConstants: KilnYardConstants = {
  fastRate: 2,
  slowRate: 1,
  ledgeRates: [1, 2],
  heatCap: 2,
  gaps: [-4, 0, 4],
  footShorts: [0, 1, 2],
  needSmall: 8,
  needLarge: 11,
};

/** Every rule set of one family member: which place is fast × ledge rates × gaps × how short an unturned pot stops. */
export function kilnYardSpace(constants: KilnYardConstants): KilnYardRules[] {
  const { ledgeRates, gaps, footShorts, ...fixed } = constants;
  return (['bench', 'rack'] as const).flatMap((fast) =>
    ledgeRates.flatMap((ledgeRate) =>
      gaps.flatMap((gap) => footShorts.map((footShort) => ({ ...fixed, fast, ledgeRate, gap, footShort }))),
    ),
  );
}

/** The benchmark's rule space (ruleset 0): 2 × 2 × 3 × 3 = 36 rule sets. */
export const kilnYardRuleSpace: readonly KilnYardRules[] = kilnYardSpace(baseConstants);

/** The dryness a pot of `size` needs. */
export function need(rules: KilnYardRules, size: Size): number {
  return size === 'small' ? rules.needSmall : rules.needLarge;
}

/** What a pot at `place` dries in one turn after `firings` firings of the kiln. */
export function dryingRate(rules: KilnYardRules, place: Place, firings: number): number {
  if (place === 'ledge') return rules.ledgeRate * Math.min(firings, rules.heatCap);
  return place === rules.fast ? rules.fastRate : rules.slowRate;
}

/** The most a pot of `size` can dry: short of its need while its foot stays damp. */
export function dryingCap(rules: KilnYardRules, size: Size, turned: boolean): number {
  return turned ? need(rules, size) : need(rules, size) - rules.footShort;
}
