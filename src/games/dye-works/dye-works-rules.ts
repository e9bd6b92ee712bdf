// The hidden rules of dye-works (spoilers: see RULES.md): how far round the colour circle each pigment turns the vat,
// how many simmers it takes before what was added shows in the cloth, and (in a variant) the order of the circle.
import { rngFromSeed } from '../../core/rng.js';

/** The pigments on the shelf, by name (their names say nothing true about what they do). */
export const pigments = ['madder', 'weld', 'woad', 'walnut'] as const;

/** The colours a cloth can come out, in the benchmark's circle order (not shown to the player as a circle). */
export const colours = ['rose', 'amber', 'olive', 'teal', 'indigo', 'plum'] as const;

export interface DyeWorksRules {
  /** Steps round the colour circle each pigment turns the vat, in the order of `pigments`. */
  readonly turns: readonly number[];
  /** Simmers in a row, with nothing added between them, before the added pigments take. */
  readonly simmers: 1 | 2;
  /** Variants only (absent: `colours` in their order): the colour (index into `colours`) at each place round the circle. */
  readonly circle?: readonly number[];
}

/** Every rule set: each order of the four steps 1, 2, 4, 5 over the four pigments × one or two simmers (48). */
export const dyeWorksRuleSpace: readonly DyeWorksRules[] = ruleSpaceOf([1, 2, 4, 5]);

/**
 * Variant `ruleset`'s rule space: the steps 1, 2 and two of 3–5 in every order × one or two simmers, round a circle of
 * the colours drawn anew (rose first, as clear water); never the benchmark's (1, 2, 4, 5 round rose, amber, olive,
 * teal, indigo, plum). Without a step of 1 or 2 the reference falls short of the ladder.
 */
export function dyeWorksVariantSpace(ruleset: number): readonly DyeWorksRules[] {
  const rng = rngFromSeed(ruleset, 0xd1e5);
  for (;;) {
    const steps = [1, 2, ...rng.shuffle([3, 4, 5]).slice(0, 2)].sort((a, b) => a - b);
    const circle = [0, ...rng.shuffle([1, 2, 3, 4, 5])];
    if (steps.join() !== '1,2,4,5' || circle.join() !== '0,1,2,3,4,5') {
      return ruleSpaceOf(steps).map((rules) => ({ ...rules, circle }));
    }
  }
}

/** Every order of `steps` over the pigments × one or two simmers. */
function ruleSpaceOf(steps: readonly number[]): DyeWorksRules[] {
  const orders: number[][] = [];
  const permute = (left: readonly number[], taken: readonly number[]): void => {
    if (left.length === 0) orders.push([...taken]);
    for (const step of left)
      permute(
        left.filter((other) => other !== step),
        [...taken, step],
      );
  };
  permute(steps, []);
  return orders.flatMap((turns) => ([1, 2] as const).map((simmers) => ({ turns, simmers })));
}
