// Exact sign, floor and ceiling of unit values, irrational ones included: interval arithmetic at rising precision
// decides any non-zero value, and a separation bound (Burnikel, Fleischer, Mehlhorn and Schirra, Algorithmica 2000)
// says how small a non-zero value can be, so an interval around 0 narrower than that proves the value is 0.

import {
  ceilDivide,
  floorDivide,
  integerSqrt,
  parseRational,
  type Rational,
  rational,
  rationalSign,
} from './nullify-rational.js';
import { addReals, type NullifyReal, realOf } from './nullify-real.js';

/** `[lo, hi] / 2^precision`, containing the value. */
interface Interval {
  readonly lo: bigint;
  readonly hi: bigint;
}

const bits = (n: bigint): number => (n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length);

/** Encloses `value` at `precision` bits after the binary point; null where a reciprocal's interval still holds 0. */
function enclose(value: NullifyReal, precision: bigint): Interval | null {
  if (typeof value === 'string') {
    const { num, den } = parseRational(value);
    return { lo: floorDivide(num << precision, den), hi: ceilDivide(num << precision, den) };
  }
  switch (value.type) {
    case 'sum': {
      let lo = 0n;
      let hi = 0n;
      for (const term of value.terms) {
        const part = enclose(term, precision);
        if (!part) return null;
        lo += part.lo;
        hi += part.hi;
      }
      return { lo, hi };
    }
    case 'scaled': {
      const part = enclose(value.of, precision);
      if (!part) return null;
      const { num, den } = parseRational(value.by);
      const [a, b] = num > 0n ? [part.lo, part.hi] : [part.hi, part.lo];
      return { lo: floorDivide(a * num, den), hi: ceilDivide(b * num, den) };
    }
    case 'sqrt': {
      const part = enclose(value.of, precision);
      if (!part) return null;
      const lo = integerSqrt((part.lo > 0n ? part.lo : 0n) << precision);
      const top = (part.hi > 0n ? part.hi : 0n) << precision;
      const root = integerSqrt(top);
      return { lo, hi: root * root === top ? root : root + 1n };
    }
    case 'square': {
      const part = enclose(value.of, precision);
      if (!part) return null;
      const squares = [part.lo * part.lo, part.hi * part.hi].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const [small, large] = squares as [bigint, bigint];
      const high = ceilDivide(large, 1n << precision);
      if (part.lo <= 0n && part.hi >= 0n) return { lo: 0n, hi: high };
      return { lo: floorDivide(small, 1n << precision), hi: high };
    }
    case 'reciprocal': {
      const part = enclose(value.of, precision);
      if (!part || (part.lo <= 0n && part.hi >= 0n)) return null;
      const unit = 1n << (2n * precision);
      return { lo: floorDivide(unit, part.hi), hi: ceilDivide(unit, part.lo) };
    }
  }
}

/** log2 bounds of BFMSS's u(E) and l(E), and the number of square roots (the degree bound is 2^roots). */
interface Measure {
  readonly upper: number;
  readonly lower: number;
  readonly roots: number;
}

function measure(value: NullifyReal): Measure {
  if (typeof value === 'string') {
    const { num, den } = parseRational(value);
    return { upper: bits(num), lower: bits(den), roots: 0 };
  }
  switch (value.type) {
    case 'sum':
      return value.terms.map(measure).reduce((a, b) => ({
        upper: 1 + Math.max(a.upper + b.lower, a.lower + b.upper),
        lower: a.lower + b.lower,
        roots: a.roots + b.roots,
      }));
    case 'scaled': {
      const inner = measure(value.of);
      const { num, den } = parseRational(value.by);
      return { upper: inner.upper + bits(num), lower: inner.lower + bits(den), roots: inner.roots };
    }
    case 'sqrt': {
      const inner = measure(value.of);
      return { upper: inner.upper / 2, lower: inner.lower / 2, roots: inner.roots + 1 };
    }
    case 'square': {
      const inner = measure(value.of);
      return { upper: 2 * inner.upper, lower: 2 * inner.lower, roots: inner.roots };
    }
    case 'reciprocal': {
      const inner = measure(value.of);
      return { upper: inner.lower, lower: inner.upper, roots: inner.roots };
    }
  }
}

/** b such that a non-zero `value` has |value| ≥ 2^-b: BFMSS's (u^(D²−1)·l)^-1 with D = 2^roots, rounded up. */
export function separationBits(value: NullifyReal): number {
  const { upper, lower, roots } = measure(value);
  const degree = 2 ** roots;
  return Math.ceil((degree * degree - 1) * upper + lower) + 2;
}

/** Beyond this precision something is wrong (a bound that large needs more than a megabyte per number). */
const precisionLimit = 1 << 23;
const signs = new WeakMap<object, -1 | 0 | 1>();

/** The exact sign of `value`. */
export function realSign(value: NullifyReal): -1 | 0 | 1 {
  if (typeof value === 'string') return rationalSign(parseRational(value));
  const known = signs.get(value);
  if (known !== undefined) return known;
  const separation = separationBits(value);
  for (let precision = 64; precision <= precisionLimit; precision *= 2) {
    const interval = enclose(value, BigInt(precision));
    if (!interval) continue;
    let sign: -1 | 0 | 1 | null = interval.lo > 0n ? 1 : interval.hi < 0n ? -1 : null;
    // The interval holds 0 and is narrower than the smallest non-zero value: the value is 0.
    if (sign === null && precision > separation && interval.hi - interval.lo < 1n << BigInt(precision - separation))
      sign = 0;
    if (sign !== null) {
      signs.set(value, sign);
      return sign;
    }
  }
  throw new Error(`nullify: could not decide the sign of a value within ${precisionLimit} bits`);
}

/** `value - n` as a real, for comparing `value` with the integer `n`. */
const minus = (value: NullifyReal, n: bigint): NullifyReal => addReals(value, realOf(rational(-n)));

/** An enclosure of `value` at the first precision from 64 bits on where one exists. */
function encloseSomewhere(value: NullifyReal): { readonly interval: Interval; readonly precision: bigint } {
  for (let precision = 64n; precision <= BigInt(precisionLimit); precision *= 2n) {
    const interval = enclose(value, precision);
    if (interval) return { interval, precision };
  }
  throw new Error(`nullify: could not enclose a value within ${precisionLimit} bits`);
}

/** The largest integer ≤ `value`, exactly. */
export function realFloor(value: NullifyReal): Rational {
  if (typeof value === 'string') {
    const { num, den } = parseRational(value);
    return rational(floorDivide(num, den));
  }
  const { interval, precision } = encloseSomewhere(value);
  let guess = floorDivide(interval.lo, 1n << precision);
  while (realSign(minus(value, guess)) < 0) guess -= 1n;
  while (realSign(minus(value, guess + 1n)) >= 0) guess += 1n;
  return rational(guess);
}

/** The smallest integer ≥ `value`, exactly. */
export function realCeil(value: NullifyReal): Rational {
  const below = realFloor(value);
  return realSign(minus(value, below.num)) === 0 ? below : rational(below.num + 1n);
}

/** `value` as a floating-point number (about 16 significant digits), for showing beside an exact expression. */
export function realApproximation(value: NullifyReal): number {
  const { interval, precision } = encloseSomewhere(value);
  const middle = (interval.lo + interval.hi) / 2n;
  const shift = precision - 64n;
  return Number(shift > 0n ? middle >> shift : middle) / 2 ** 64;
}
