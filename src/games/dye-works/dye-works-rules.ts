// The hidden rules of dye-works (spoilers: see RULES.md): how far round the colour circle each pigment turns the vat,
// and how many simmers it takes before what was added shows in the cloth.

/** The pigments on the shelf, by name (their names say nothing true about what they do). */
export const pigments = ['madder', 'weld', 'woad', 'walnut'] as const;

/** The colours a cloth can come out, in circle order (not shown to the player as a circle). */
export const colours = ['rose', 'amber', 'olive', 'teal', 'indigo', 'plum'] as const;

export interface DyeWorksRules {
  /** Steps round the colour circle each pigment turns the vat, in the order of `pigments`. */
  readonly turns: readonly number[];
  /** Simmers in a row, with nothing added between them, before the added pigments take. */
  readonly simmers: 1 | 2;
}

const steps = [1, 2, 4, 5] as const;

/** Every rule set: each order of the four steps over the four pigments × one or two simmers (48). */
export const dyeWorksRuleSpace: readonly DyeWorksRules[] = (() => {
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
})();
