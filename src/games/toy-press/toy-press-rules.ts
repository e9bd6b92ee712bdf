// The hidden rules of toy-press (spoilers: see RULES.md): how many positions the press's wheel turns through, at which
// two of them a stamp comes out crisp, and where the wheel stands when the day starts.

export interface ToyPressRules {
  /** Positions of the wheel; it moves on one position every turn, whatever the player does. */
  readonly positions: 6 | 7 | 8;
  /** The second position (after 0) at which a pressed sheet comes out crisp. */
  readonly second: number;
  /** The wheel's position at the start of the day. */
  readonly start: number;
}

/** Every rule set: 6–8 positions × a second crisp position 2 … positions − 2 × a starting position (56). */
export const toyPressRuleSpace: readonly ToyPressRules[] = ([6, 7, 8] as const).flatMap((positions) =>
  Array.from({ length: positions - 3 }, (_, index) => index + 2).flatMap((second) =>
    Array.from({ length: positions }, (_, start) => ({ positions, second, start })),
  ),
);

/** The wheel's position once it has moved `moved` positions since the start. */
export function positionOf(rules: ToyPressRules, moved: number): number {
  return (rules.start + moved) % rules.positions;
}

/** Whether a sheet pressed once the wheel has moved `moved` positions since the start comes out crisp. */
export function isCrisp(rules: ToyPressRules, moved: number): boolean {
  const position = positionOf(rules, moved);
  return position === 0 || position === rules.second;
}
