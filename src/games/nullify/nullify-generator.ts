// Builds a nullify instance backwards from 0 as KORGym's generator does, in exact arithmetic: each construction step
// adds a unit that undoes it, so applying the units to the final number in reverse order eliminates everything.
import type { Rng } from '../../core/rng.js';
import {
  addRationals,
  divideRationals,
  exactSqrt,
  floorRational,
  multiplyRationals,
  nearestPositiveRoot,
  negateRational,
  one,
  type Rational,
  rational,
  rationalSign,
  zero,
} from './nullify-rational.js';
import { realOf } from './nullify-real.js';
import type { NullifyConstructionStep } from './nullify-state.js';
import { type NullifyOperator, type NullifyUnit, nullifyOperators, numberUnit } from './nullify-unit.js';

/** A generated instance: the shuffled units, the construction steps in the order they were taken, and its solution. */
export interface NullifyInstance {
  readonly units: NullifyUnit[];
  readonly construction: NullifyConstructionStep[];
  /** The final number, then the units to combine with the running number one after another to clear the board. */
  readonly chain: readonly NullifyUnit[];
}

/** A non-zero integer in [-10, 10], KORGym's range for numbers and for `*n` / `/n`. */
function nonZero(rng: Rng): number {
  const value = rng.int(-9, 10);
  return value <= 0 ? value - 1 : value;
}

/**
 * An instance of `steps` construction steps. From `current = 0`, each step draws (uniformly) one of KORGym's three
 * kinds and adds the unit that undoes it:
 * - a number n: current ← current − n;
 * - `*n` or `/n`: current ← current ÷ n or current × n (skipped while current is 0);
 * - an operator (skipped while current is 0): `sqrt` current ← current² (skipped when negative), `reciprocal`
 *   current ← 1/current, `square` current ← √current when current is a positive rational square, else current ← s
 *   (the positive integer nearest √|current|) plus a number unit current − s²; `floor` / `ceil` current ← ⌊current⌋
 *   ± u with u a random hundredth in (0, 1), plus a number unit for current's fractional part when it has one.
 * The final value of current is the last number unit; the units are then shuffled.
 */
export function generateNullifyUnits(steps: number, rng: Rng): NullifyInstance {
  let current: Rational = zero;
  const units: NullifyUnit[] = [];
  const construction: NullifyConstructionStep[] = [];
  const add = (unit: NullifyUnit, step: NullifyConstructionStep | null): void => {
    units.push(unit);
    if (step) construction.push(step);
  };
  while (construction.length < steps) {
    const kind = rng.pick(['number', 'multiply', 'operator'] as const);
    if (kind === 'number') {
      const n = nonZero(rng);
      current = addRationals(current, rational(-n));
      add(numberUnit(realOf(rational(n))), 'number');
      continue;
    }
    if (rationalSign(current) === 0) continue;
    if (kind === 'multiply') {
      const by = nonZero(rng);
      const type = rng.pick(['times', 'divide'] as const);
      current = type === 'times' ? divideRationals(current, rational(by)) : multiplyRationals(current, rational(by));
      add({ type, by }, type);
      continue;
    }
    const operator: NullifyOperator = rng.pick(nullifyOperators);
    if (operator === 'sqrt') {
      if (rationalSign(current) < 0) continue;
      current = multiplyRationals(current, current);
    } else if (operator === 'reciprocal') {
      current = divideRationals(one, current);
    } else if (operator === 'square') {
      const root = rationalSign(current) > 0 ? exactSqrt(current) : null;
      if (root) current = root;
      else {
        const nearest = nearestPositiveRoot(current);
        add(numberUnit(realOf(addRationals(current, rational(-(nearest * nearest))))), null);
        current = rational(nearest);
      }
    } else {
      const whole = floorRational(current);
      const fraction = addRationals(current, negateRational(whole));
      if (rationalSign(fraction) !== 0) add(numberUnit(realOf(fraction)), null);
      const offset = rational(rng.int(1, 99), 100);
      current = operator === 'floor' ? addRationals(whole, offset) : addRationals(whole, negateRational(offset));
    }
    add({ type: operator }, operator);
  }
  units.push(numberUnit(realOf(current)));
  return { units: rng.shuffle(units), construction, chain: [...units].reverse() };
}
