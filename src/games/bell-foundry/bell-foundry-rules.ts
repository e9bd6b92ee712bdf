// The hidden rules of bell-foundry (spoilers: see RULES.md): who cracked the mould, where the three traces lie, which
// acts of the inquirer press the one who did it, and how much pressing it takes before they clear a trace away.
import { places, suspects } from './bell-foundry-cast.js';

/**
 * Which acts press the one who cracked the mould: every search, every search or question, or a search of a place where
 * someone works. Every hour spent waiting eases them by one.
 */
export type BellFoundryPressure = 'searches' | 'searches-and-questions' | 'workplaces';

export interface BellFoundryRules {
  /** Index in `suspects` of the one who cracked the mould. */
  readonly culprit: number;
  /** Indices in `places` of the three places holding a trace, ascending; the i-th holds the trace of trait i. */
  readonly traces: readonly [number, number, number];
  readonly pressure: BellFoundryPressure;
  /** Unease at which they clear away one trace still lying about (and calm down again). */
  readonly limit: number;
}

const pressures: readonly BellFoundryPressure[] = ['searches', 'searches-and-questions', 'workplaces'];
const limits = [2, 3] as const;

/** Every rule set: 4 culprits × 20 trace places × 3 pressures × 2 limits (480). */
export const bellFoundryRuleSpace: readonly BellFoundryRules[] = (() => {
  const sets: [number, number, number][] = [];
  for (let a = 0; a < places.length; a++) {
    for (let b = a + 1; b < places.length; b++) {
      for (let c = b + 1; c < places.length; c++) sets.push([a, b, c]);
    }
  }
  return suspects.flatMap((_, culprit) =>
    sets.flatMap((traces) =>
      pressures.flatMap((pressure) => limits.map((limit) => ({ culprit, traces, pressure, limit }))),
    ),
  );
})();
