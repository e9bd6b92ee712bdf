// Exact rational numbers over bigints: what KORGym's nullify computes in floating point wherever the exact result is
// rational (sums, ×n, ÷n, square, reciprocal, floor, ceil), computed here exactly.

/** `num/den` in lowest terms with `den > 0` (0 is 0/1). */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `num/den` reduced; throws on a zero denominator. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let top = BigInt(num);
  let bottom = BigInt(den);
  if (bottom === 0n) throw new Error('nullify: a fraction with denominator 0');
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = gcd(top, bottom);
  return divisor > 1n ? { num: top / divisor, den: bottom / divisor } : { num: top, den: bottom };
}

export const zero: Rational = { num: 0n, den: 1n };
export const one: Rational = { num: 1n, den: 1n };

export const addRationals = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const multiplyRationals = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const negateRational = (a: Rational): Rational => ({ num: -a.num, den: a.den });

/** `a ÷ b`; throws when b is 0. */
export function divideRationals(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new Error('nullify: division by 0');
  return rational(a.num * b.den, a.den * b.num);
}

export const rationalSign = (a: Rational): -1 | 0 | 1 => (a.num > 0n ? 1 : a.num < 0n ? -1 : 0);
export const rationalsEqual = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;

/** Largest integer ≤ `a / b` (b ≠ 0), for bigints of any sign. */
export function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}

/** Smallest integer ≥ `a / b` (b ≠ 0). */
export const ceilDivide = (a: bigint, b: bigint): bigint => -floorDivide(-a, b);

export const floorRational = (a: Rational): Rational => ({ num: floorDivide(a.num, a.den), den: 1n });
export const ceilRational = (a: Rational): Rational => ({ num: ceilDivide(a.num, a.den), den: 1n });

/** Largest integer whose square is at most `n` (n ≥ 0), by Newton's method (exact for any size). */
export function integerSqrt(n: bigint): bigint {
  if (n < 0n) throw new Error(`integerSqrt of a negative number ${n}`);
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

/** The exact rational square root of `a` (a ≥ 0), or null when `a` is not the square of a rational. */
export function exactSqrt(a: Rational): Rational | null {
  if (a.num < 0n) return null;
  const top = integerSqrt(a.num);
  const bottom = integerSqrt(a.den);
  return top * top === a.num && bottom * bottom === a.den ? { num: top, den: bottom } : null;
}

/** The positive integer nearest to √|a|, at least 1 (the nearer one on a tie is the smaller). */
export function nearestPositiveRoot(a: Rational): bigint {
  const size = a.num < 0n ? negateRational(a) : a;
  const root = integerSqrt(floorRational(size).num);
  // size - root² against (root + 1)² - size, both over size's denominator.
  const below = size.num - root * root * size.den;
  const above = (root + 1n) * (root + 1n) * size.den - size.num;
  const nearest = above < below ? root + 1n : root;
  return nearest > 0n ? nearest : 1n;
}

/** Bits of numerator plus bits of denominator: how much writing the number takes, a measure of its complexity. */
export function rationalHeight(a: Rational): number {
  const top = a.num < 0n ? -a.num : a.num;
  return top.toString(2).length + a.den.toString(2).length;
}

/** The canonical plain-JSON form kept in states: `"7"`, `"-7/3"`. */
export function rationalKey(a: Rational): string {
  return a.den === 1n ? a.num.toString() : `${a.num}/${a.den}`;
}

/** Reads `rationalKey`'s form back; throws on anything else. */
export function parseRational(text: string): Rational {
  const match = /^(-?\d+)(?:\/(\d+))?$/.exec(text);
  if (!match) throw new Error(`nullify: '${text}' is not a rational number`);
  return rational(BigInt(match[1] as string), BigInt(match[2] ?? '1'));
}

/** Decimal places of `a` when its decimal expansion ends (its denominator is 2^i·5^j), else null. */
function decimalPlaces(a: Rational): number | null {
  let den = a.den;
  let twos = 0;
  let fives = 0;
  while (den % 2n === 0n) [den, twos] = [den / 2n, twos + 1];
  while (den % 5n === 0n) [den, fives] = [den / 5n, fives + 1];
  return den === 1n ? Math.max(twos, fives) : null;
}

/**
 * The number as players read it, exactly: an integer (`-7`), a decimal when its expansion ends (`3.47`), else a
 * fraction in lowest terms (`-7/3`); `signed` adds `+` to positive numbers (`+7`), as units are written.
 */
export function rationalText(a: Rational, signed = false): string {
  const sign = a.num < 0n ? '-' : signed && a.num > 0n ? '+' : '';
  const top = a.num < 0n ? -a.num : a.num;
  if (a.den === 1n) return `${sign}${top}`;
  const places = decimalPlaces(a);
  if (places === null) return `${sign}${top}/${a.den}`;
  const scaled = (top * 10n ** BigInt(places)) / a.den;
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
