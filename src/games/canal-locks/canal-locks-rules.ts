// The hidden rules of canal-locks (spoilers: see RULES.md): which culvert each paddle on the board opens, how much a
// culvert lets through in a turn, which lock's gates leak, by how much and which way, and where the water stood at dawn
// in the lock with no gauge.

/** Places of the flight from the bottom: the lower pound, the bottom, middle and top locks, the upper pound. */
export const placeCount = 5;
/** How far each lock lifts a boat; the lower pound stands at 0 and the upper pound at 3 × rise. */
export const rise = 3;
/** The upper pound's level. */
export const upperLevel = 3 * rise;

export interface CanalLocksRules {
  /** The culvert each paddle on the board opens (by its place on the board): culvert g joins place g and place g + 1. */
  readonly culverts: readonly number[];
  /** The most a culvert lets through in a turn. */
  readonly flow: number;
  /** The lock (1–3) whose gates leak, 0 for none. */
  readonly leak: number;
  /** How much the leak lets through on each of its turns, and how often it comes (every `leakEvery`-th turn of the day). */
  readonly leakAmount: number;
  readonly leakEvery: number;
  /** Whether the leaking gates are the lock's upper ones (it fills from the place above) rather than its lower ones. */
  readonly leakIn: boolean;
  /** How far above its lowest level (the level of the place below it) the lock with no gauge stood at dawn. */
  readonly dawn: number;
}

/** The constants a rule space is drawn over (ruleset 0's are `baseConstants`). */
export interface CanalLocksConstants {
  readonly flows: readonly number[];
  readonly leakAmount: number;
  readonly leakEvery: number;
  readonly leakIn: boolean;
}

/** Ruleset 0: culverts passing 1 or 2 a turn, a lock losing 1 every third turn through its lower gates (or none). */
export const baseConstants: CanalLocksConstants = { flows: [1, 2], leakAmount: 1, leakEvery: 3, leakIn: false };

/** Where the lock with no gauge may have stood at dawn, above its lowest level. */
const dawns = Array.from({ length: rise + 1 }, (_, dawn) => dawn);

/** Every order of `items`. */
function orders(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders(items.filter((_, other) => other !== index)).map((rest) => [item, ...rest]),
  );
}

/** Every rule set over `constants`: the paddles' culverts in any order × flow × leaking lock (or none) × dawn level. */
export function canalLocksRuleFamily({ flows, ...leaks }: CanalLocksConstants): CanalLocksRules[] {
  return orders([0, 1, 2, 3]).flatMap((culverts) =>
    flows.flatMap((flow) =>
      [0, 1, 2, 3].flatMap((leak) => dawns.map((dawn) => ({ culverts, flow, leak, ...leaks, dawn }))),
    ),
  );
}

/** The benchmark's rule space (ruleset 0): 24 orders × 2 flows × 4 leaks × 4 dawn levels (768). */
export const canalLocksRuleSpace: readonly CanalLocksRules[] = canalLocksRuleFamily(baseConstants);
