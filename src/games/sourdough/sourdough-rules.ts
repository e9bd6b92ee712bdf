// The hidden rules of sourdough (spoilers: see RULES.md): how long the starter takes to rise after a feed, how long it
// stays risen, and whether opening the jar while it is still rising knocks it back.

export interface SourdoughRules {
  /** Turns after a feed before the starter is risen. */
  readonly lag: 1 | 2 | 3;
  /** Turns it then stays risen before it falls back. */
  readonly window: 1 | 2 | 3;
  /** Whether a look into the jar before the starter has risen knocks it back to just fed. */
  readonly fragile: boolean;
}

/** Every rule set: 3 lags × 3 windows × fragile or not (18). */
export const sourdoughRuleSpace: readonly SourdoughRules[] = ([1, 2, 3] as const).flatMap((lag) =>
  ([1, 2, 3] as const).flatMap((window) => [false, true].map((fragile) => ({ lag, window, fragile }))),
);

/** Whether the starter is risen `since` turns after its last feed (null: spent by a bake, not fed since). */
export function isRisen(rules: SourdoughRules, since: number | null): boolean {
  return since !== null && since >= rules.lag && since < rules.lag + rules.window;
}
