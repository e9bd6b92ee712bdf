// The hidden rules of signal-fires (spoilers: see RULES.md): how bright a fire each weather calls for, and whether
// last night's fire still glows tonight.

/** The weathers a night can bring, in the order `targets` lists them. */
export const weathers = ['clear', 'windy', 'rainy', 'foggy'] as const;
export type Weather = (typeof weathers)[number];

export interface SignalFiresRules {
  /** The exact brightness that turns a passing ship towards the harbour, per weather (in the order of `weathers`). */
  readonly targets: readonly number[];
  /** Whether half of last night's brightness (rounded down) adds to tonight's. */
  readonly embers: boolean;
}

const brightnesses = [1, 2, 4, 5] as const;

/** Every rule set: each order of the four brightnesses over the four weathers × embers or not (48). */
export const signalFiresRuleSpace: readonly SignalFiresRules[] = (() => {
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
})();
