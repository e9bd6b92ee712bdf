// The hidden rules of print-shop (spoilers: see RULES.md): which inks cling to the rollers and spoil the next job of
// another ink unless the rollers are washed, and how many runs in a row the press takes before it spoils a job.

export const inks = ['black', 'red', 'blue', 'green'] as const;

export interface PrintShopRules {
  /** Inks (indices into `inks`) that spoil the next job of a different ink when the rollers were not washed between. */
  readonly clinging: readonly number[];
  /** Runs in a row (rests reset the count, washes do not) after which the next run comes out spoiled. */
  readonly runsBeforeSpoil: number;
}

/** Every rule set: one or two clinging inks (10) × a limit of 1, 2 or 3 runs (30). */
export const printShopRuleSpace: readonly PrintShopRules[] = (() => {
  const sets: number[][] = [];
  for (let a = 0; a < inks.length; a++) {
    sets.push([a]);
    for (let b = a + 1; b < inks.length; b++) sets.push([a, b]);
  }
  return [1, 2, 3].flatMap((runsBeforeSpoil) => sets.map((clinging) => ({ clinging, runsBeforeSpoil })));
})();
