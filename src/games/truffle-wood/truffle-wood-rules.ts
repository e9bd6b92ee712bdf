// The hidden rules of truffle-wood (spoilers: see RULES.md): which kind of tree the truffles keep to, and where they
// lie from each such tree.

/** The kinds of tree in the wood. */
export const kinds = ['oak', 'beech', 'hazel'] as const;
export type TreeKind = (typeof kinds)[number];

export interface TruffleWoodRules {
  /** The only kind of tree with truffles. */
  readonly kind: TreeKind;
  /** Where a truffle lies from each tree of that kind: two cells up, down, left or right of it. */
  readonly dx: number;
  readonly dy: number;
}

/** The steps a truffle may lie at from its tree: never next to it, always two cells away on one axis. */
const steps: readonly (readonly [number, number])[] = [
  [2, 0],
  [-2, 0],
  [0, 2],
  [0, -2],
];

/** Every rule set: 3 kinds × 4 steps (12). */
export const truffleWoodRuleSpace: readonly TruffleWoodRules[] = kinds.flatMap((kind) =>
  steps.map(([dx, dy]) => ({ kind, dx, dy })),
);
