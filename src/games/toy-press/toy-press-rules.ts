// The hidden rules of toy-press (spoilers: see RULES.md): how many positions the press's wheel turns through, at which
// two of them a stamp comes out crisp, and where the wheel stands when the day starts.
import { rngFromSeed } from '../../core/rng.js';

export interface ToyPressRules {
  /** Positions of the wheel; it moves on one position every turn, whatever the player does. */
  readonly positions: number;
  /** The second position (after 0) at which a pressed sheet comes out crisp. */
  readonly second: number;
  /** The wheel's position at the start of the day. */
  readonly start: number;
  /** A variant's positions a bent stamp moves the wheel on beyond the turn's one (absent: 1; -1 holds it still). */
  readonly jolt?: number;
  /** A variant's positions a crisp stamp moves the wheel on beyond the turn's one (absent: 0). */
  readonly crispJolt?: number;
  /** A variant's turns ahead of a crisp position that a click is heard (absent: 0, a click means now). */
  readonly lead?: number;
}

/** What a variant draws: the wheel sizes, the jolts of a bent and a crisp stamp and the click's lead. */
interface ToyPressFamily {
  readonly sizes: readonly number[];
  readonly jolt: number;
  readonly crispJolt: number;
  readonly lead: number;
}

const benchmark: ToyPressFamily = { sizes: [6, 7, 8], jolt: 1, crispJolt: 0, lead: 0 };

/** Every rule set of a family: each wheel size × a second crisp position 2 … positions − 2 × a starting position. */
function ruleSpaceOf(family: ToyPressFamily): readonly ToyPressRules[] {
  const { jolt, crispJolt, lead } = family;
  const constants = family === benchmark ? {} : { jolt, crispJolt, lead };
  return family.sizes.flatMap((positions) =>
    Array.from({ length: positions - 3 }, (_, index) => index + 2).flatMap((second) =>
      Array.from({ length: positions }, (_, start) => ({ positions, second, start, ...constants })),
    ),
  );
}

/** Every rule set: 6–8 positions × a second crisp position 2 … positions − 2 × a starting position (86). */
export const toyPressRuleSpace: readonly ToyPressRules[] = ruleSpaceOf(benchmark);

/**
 * Variant `ruleset`'s rule space: wheels of 5–7, 6–8, 7–9 or 8–10 positions (56 to 164 rule sets), a bent stamp's
 * jolt of -1 to 2 further positions and a crisp one's of 0 or 1, a click heard when the crisp position is now, two or
 * three turns ahead. Never the benchmark's.
 */
export function toyPressVariantSpace(ruleset: number): readonly ToyPressRules[] {
  const rng = rngFromSeed(ruleset, 0x7e5a);
  for (;;) {
    const family: ToyPressFamily = {
      sizes: rng.pick([[5, 6, 7], benchmark.sizes, [7, 8, 9], [8, 9, 10]]),
      jolt: rng.pick([-1, 0, 1, 2]),
      crispJolt: rng.pick([0, 1]),
      lead: rng.pick([0, 2, 3]),
    };
    if (JSON.stringify(family) !== JSON.stringify(benchmark)) return ruleSpaceOf(family);
  }
}

/** The wheel's position once it has moved `moved` positions since the start. */
export function positionOf(rules: ToyPressRules, moved: number): number {
  return (rules.start + moved) % rules.positions;
}

/** Whether a sheet pressed once the wheel has moved `moved` positions since the start comes out crisp. */
export function isCrisp(rules: ToyPressRules, moved: number): boolean {
  const position = positionOf(rules, moved);
  return position === 0 || position === rules.second;
}

/** Whether a player listening once the wheel has moved `moved` positions hears a click. */
export function clicks(rules: ToyPressRules, moved: number): boolean {
  return isCrisp(rules, moved + (rules.lead ?? 0));
}

/** Positions a stamp, crisp or bent, moves the wheel on beyond the turn's one. */
export function joltOf(rules: ToyPressRules, crisp: boolean): number {
  return crisp ? (rules.crispJolt ?? 0) : (rules.jolt ?? 1);
}
