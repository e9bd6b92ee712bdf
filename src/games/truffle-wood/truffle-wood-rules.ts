// The hidden rules of truffle-wood (spoilers: see RULES.md): which kind of tree the truffles keep to, and where they
// lie from each such tree.
import { rngFromSeed } from '../../core/rng.js';

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
export const truffleWoodRuleSpace: readonly TruffleWoodRules[] = ruleSpaceOf(steps);

/** The family variants draw from: every step two cells away on the map, diagonals and knight's moves included (16). */
const familySteps: readonly (readonly [number, number])[] = [-2, -1, 0, 1, 2].flatMap((dx) =>
  [-2, -1, 0, 1, 2].filter((dy) => Math.max(Math.abs(dx), Math.abs(dy)) === 2).map((dy) => [dx, dy] as const),
);

/** Variant `ruleset`'s rule space: 3 kinds × four steps drawn from the family, never the benchmark's four. */
export function truffleWoodVariantSpace(ruleset: number): readonly TruffleWoodRules[] {
  const rng = rngFromSeed(ruleset, 0x7f1e);
  const benchmark = JSON.stringify([...steps].sort());
  for (;;) {
    const drawn = rng.shuffle(familySteps).slice(0, steps.length);
    if (JSON.stringify([...drawn].sort()) !== benchmark) return ruleSpaceOf(drawn);
  }
}

function ruleSpaceOf(offsets: readonly (readonly [number, number])[]): readonly TruffleWoodRules[] {
  return kinds.flatMap((kind) => offsets.map(([dx, dy]) => ({ kind, dx, dy })));
}
