// The hidden rules of signal-fires (spoilers: see RULES.md): how bright a fire each weather calls for, and whether
// last night's fire still glows tonight.
import { rngFromSeed } from '../../core/rng.js';

/** The weathers a night can bring, in the order `targets` lists them. */
export const weathers = ['clear', 'windy', 'rainy', 'foggy'] as const;
export type Weather = (typeof weathers)[number];

export interface SignalFiresRules {
  /** The exact brightness that turns a passing ship towards the harbour, per weather (in the order of `weathers`). */
  readonly targets: readonly number[];
  /** Whether half of last night's brightness (rounded down, or as `rounding` says) adds to tonight's. */
  readonly embers: boolean;
  /** Variants only (absent: 'down'): which way that half is rounded. */
  readonly rounding?: 'down' | 'up';
}

/** Every rule set: each order of the brightnesses 1, 2, 4, 5 over the four weathers × embers or not (48). */
export const signalFiresRuleSpace: readonly SignalFiresRules[] = ruleSpaceOf([1, 2, 4, 5]);

/**
 * Variant `ruleset`'s rule space: four different brightnesses of 1–6, at most one above 4 (more left the reference
 * without a ship on some seeds), in every order × embers or not, the embers' half rounded down or up; never the
 * benchmark's (1, 2, 4, 5, rounded down).
 */
export function signalFiresVariantSpace(ruleset: number): readonly SignalFiresRules[] {
  const rng = rngFromSeed(ruleset, 0x5f1e);
  for (;;) {
    const brightnesses = rng
      .shuffle([1, 2, 3, 4, rng.pick([5, 6])])
      .slice(0, weathers.length)
      .sort((a, b) => a - b);
    const rounding = rng.pick(['down', 'up'] as const);
    if (brightnesses.join() !== '1,2,4,5' || rounding !== 'down') {
      return ruleSpaceOf(brightnesses).map((rules) => ({ ...rules, rounding }));
    }
  }
}

/** Every order of `brightnesses` over the four weathers × embers or not. */
function ruleSpaceOf(brightnesses: readonly number[]): SignalFiresRules[] {
  const orders: number[][] = [];
  const permute = (left: readonly number[], taken: readonly number[]): void => {
    if (left.length === 0) orders.push([...taken]);
    for (const value of left)
      permute(
        left.filter((other) => other !== value),
        [...taken, value],
      );
  };
  permute(brightnesses, []);
  return orders.flatMap((targets) => [false, true].map((embers) => ({ targets, embers })));
}
