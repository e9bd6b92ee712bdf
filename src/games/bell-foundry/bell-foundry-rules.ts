// The hidden rules of bell-foundry (spoilers: see RULES.md): who cracked the mould, where the three traces lie, which
// acts of the inquirer press the one who did it, and how much pressing it takes before they clear a trace away (and, in a
// variant, how fast waiting eases them and which trace they clear).
import { rngFromSeed } from '../../core/rng.js';
import { places, suspects } from './bell-foundry-cast.js';

/**
 * Which acts press the one who cracked the mould: every search, every search or question, a search of a place where
 * someone works, or (in variants only) such a search or any question. Every hour spent waiting eases them.
 */
export type BellFoundryPressure = 'searches' | 'searches-and-questions' | 'workplaces' | 'workplaces-and-questions';

export interface BellFoundryRules {
  /** Index in `suspects` of the one who cracked the mould. */
  readonly culprit: number;
  /** Indices in `places` of the three places holding a trace, ascending; the i-th holds the trace of trait i. */
  readonly traces: readonly [number, number, number];
  readonly pressure: BellFoundryPressure;
  /** Unease at which they clear away one trace still lying about (and calm down again). */
  readonly limit: number;
  /** Variants only (absent: 1): how much unease an hour spent waiting takes away. */
  readonly ease?: number;
  /** Variants only (absent: 'first'): which trace still lying about is cleared, in the listed order of places. */
  readonly clears?: 'first' | 'last';
}

const pressures: readonly BellFoundryPressure[] = ['searches', 'searches-and-questions', 'workplaces'];

/** Every rule set: 4 culprits × 20 trace places × 3 pressures × 2 limits (480). */
export const bellFoundryRuleSpace: readonly BellFoundryRules[] = ruleSpaceOf(pressures, [2, 3]);

/** The pressures variants draw three of. */
const familyPressures: readonly BellFoundryPressure[] = [...pressures, 'workplaces-and-questions'];

/**
 * Variant `ruleset`'s rule space: the benchmark's culprits and traces × three of the four pressures × the limits 2 and
 * 3 or 2 and 4, with a wait easing by 1 or 2 and the first or the last trace cleared (the first only beside a limit of
 * 4: the last let the hurried searcher keep too much); never the benchmark's (its pressures, 2 and 3, 1, the first).
 * Without a limit of 2 the reference never lost a trace.
 */
export function bellFoundryVariantSpace(ruleset: number): readonly BellFoundryRules[] {
  const rng = rngFromSeed(ruleset, 0xbe11);
  for (;;) {
    const left = rng.pick(familyPressures);
    const drawn = familyPressures.filter((pressure) => pressure !== left);
    const limits = rng.pick([
      [2, 3],
      [2, 4],
    ]);
    const ease = rng.int(1, 2);
    const clears = limits[1] === 4 ? 'first' : rng.pick(['first', 'last'] as const);
    if (left !== 'workplaces-and-questions' || limits[1] !== 3 || ease !== 1 || clears !== 'first') {
      return ruleSpaceOf(drawn, limits).map((rules) => ({ ...rules, ease, clears }));
    }
  }
}

/** Every culprit × every three trace places × `kinds` of pressure × `limits`. */
function ruleSpaceOf(kinds: readonly BellFoundryPressure[], limits: readonly number[]): BellFoundryRules[] {
  const sets: [number, number, number][] = [];
  for (let a = 0; a < places.length; a++) {
    for (let b = a + 1; b < places.length; b++) {
      for (let c = b + 1; c < places.length; c++) sets.push([a, b, c]);
    }
  }
  return suspects.flatMap((_, culprit) =>
    sets.flatMap((traces) =>
      kinds.flatMap((pressure) => limits.map((limit) => ({ culprit, traces, pressure, limit }))),
    ),
  );
}
