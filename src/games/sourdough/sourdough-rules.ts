// The hidden rules of sourdough (spoilers: see RULES.md): how long the starter takes to rise after a feed, how long it
// stays risen, and whether opening the jar while it is still rising knocks it back.
import { rngFromSeed } from '../../core/rng.js';

export interface SourdoughRules {
  /** Turns after a feed before the starter is risen. */
  readonly lag: number;
  /** Turns it then stays risen before it falls back. */
  readonly window: number;
  /** Whether a look into the jar before the starter has risen knocks it back to just fed. */
  readonly fragile: boolean;
  /** A variant's stage at which a look knocks a fragile starter back: still rising, or risen (absent: rising). */
  readonly knocks?: 'rising' | 'risen';
  /** A variant's answer to whether a feed restarts the count of a starter not spent (absent: true). */
  readonly refeedRestarts?: boolean;
  /** A variant's answer to whether a bake spends the starter (absent: true; else its count runs on). */
  readonly bakeSpends?: boolean;
}

type SourdoughFamily = Pick<SourdoughRules, 'knocks' | 'refeedRestarts' | 'bakeSpends'>;

function ruleSpaceOf(
  lags: readonly number[],
  windows: readonly number[],
  family: SourdoughFamily,
): readonly SourdoughRules[] {
  return lags.flatMap((lag) =>
    windows.flatMap((window) => [false, true].map((fragile) => ({ lag, window, fragile, ...family }))),
  );
}

/** Every rule set: 3 lags × 3 windows × fragile or not (18). */
export const sourdoughRuleSpace: readonly SourdoughRules[] = ruleSpaceOf([1, 2, 3], [1, 2, 3], {});

/**
 * Variant `ruleset`'s rule space (18 rule sets): lags of 1–3, 2–4 or 1, 3 and 5 turns × windows of 1–3, 2–4 or 3–5
 * turns (the shortest window no shorter than the shortest lag) × fragile or not; a fragile starter knocked back by a
 * look while rising or once risen; a feed that restarts a starter's count or lets it run on, and a bake that spends
 * the starter or not (not both the latter). Never the benchmark's.
 */
export function sourdoughVariantSpace(ruleset: number): readonly SourdoughRules[] {
  const rng = rngFromSeed(ruleset, 0x50d7);
  const benchmark = JSON.stringify(
    ruleSpaceOf([1, 2, 3], [1, 2, 3], { knocks: 'rising', refeedRestarts: true, bakeSpends: true }),
  );
  for (;;) {
    const lags = rng.pick([
      [1, 2, 3],
      [2, 3, 4],
      [1, 3, 5],
    ]);
    const windows = rng.pick([
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
    ]);
    const family: SourdoughFamily = {
      knocks: rng.pick(['rising', 'risen'] as const),
      refeedRestarts: rng.pick([true, false]),
      bakeSpends: rng.pick([true, false]),
    };
    // Something must reset the count (else a feed and a bake on every turn would time themselves), and the shortest
    // window is no shorter than the shortest lag (else the day is too short to find a slow starter's one turn).
    const resets = family.refeedRestarts || family.bakeSpends;
    const space = ruleSpaceOf(lags, windows, family);
    if (resets && (windows[0] as number) >= (lags[0] as number) && JSON.stringify(space) !== benchmark) return space;
  }
}

/** Whether the starter is risen `since` turns after its last feed (null: spent by a bake, not fed since). */
export function isRisen(rules: SourdoughRules, since: number | null): boolean {
  return since !== null && since >= rules.lag && since < rules.lag + rules.window;
}

/** Whether a look at the starter `since` turns after its last feed knocks it back to just fed. */
export function isKnocked(rules: SourdoughRules, since: number | null): boolean {
  if (!rules.fragile || since === null) return false;
  return (rules.knocks ?? 'rising') === 'rising' ? since < rules.lag : isRisen(rules, since);
}
