// Exact values of nullify units, sign·√(num/den) over bigints: closed under ×, ÷, reciprocal and square, so unit
// values are compared exactly, never as floating point numbers.

/** An exact value `sign · √(num/den)`; `num/den` is in lowest terms, `num > 0` unless the value is 0 (then 0/1). */
export interface Surd {
  readonly sign: -1 | 0 | 1;
  readonly num: bigint;
  readonly den: bigint;
}

/** The value 0. */
export const zeroSurd: Surd = { sign: 0, num: 0n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Largest integer whose square is at most `n` (n ≥ 0). */
export function integerSqrt(n: bigint): bigint {
  if (n < 0n) throw new Error(`integerSqrt of a negative number ${n}`);
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Correct the floating-point guess exactly (it can be off for large n).
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

function isSquare(n: bigint): boolean {
  const root = integerSqrt(n);
  return root * root === n;
}

/** `sign · √(num/den)` reduced to lowest terms; `num`, `den` ≥ 0 with `den` > 0. */
function surd(sign: -1 | 0 | 1, num: bigint, den: bigint): Surd {
  if (sign === 0 || num === 0n) return zeroSurd;
  const divisor = gcd(num, den);
  return { sign, num: num / divisor, den: den / divisor };
}

function signOf(n: bigint): -1 | 0 | 1 {
  return n > 0n ? 1 : n < 0n ? -1 : 0;
}

/** The rational `p/q` (q ≠ 0) as a surd. */
export function rationalSurd(p: bigint | number, q: bigint | number = 1n): Surd {
  const top = BigInt(p);
  const bottom = BigInt(q);
  if (bottom === 0n) throw new Error('nullify: a fraction with denominator 0');
  const sign = (signOf(top) * signOf(bottom)) as -1 | 0 | 1;
  return surd(sign, top * top, bottom * bottom);
}

/** `a × b`. */
export function multiplySurds(a: Surd, b: Surd): Surd {
  return surd((a.sign * b.sign) as -1 | 0 | 1, a.num * b.num, a.den * b.den);
}

/** `a ÷ b`; throws on division by 0. */
export function divideSurds(a: Surd, b: Surd): Surd {
  if (b.sign === 0) throw new Error('nullify: division by 0');
  return surd((a.sign * b.sign) as -1 | 0 | 1, a.num * b.den, a.den * b.num);
}

/** `-a`. */
export function negateSurd(a: Surd): Surd {
  return a.sign === 0 ? a : { ...a, sign: a.sign === 1 ? -1 : 1 };
}

/** `1/a`; throws for 0. */
export function reciprocalSurd(a: Surd): Surd {
  if (a.sign === 0) throw new Error('nullify: reciprocal of 0');
  return { sign: a.sign, num: a.den, den: a.num };
}

/** `a²` (always a non-negative rational). */
export function squareSurd(a: Surd): Surd {
  return a.sign === 0 ? zeroSurd : { sign: 1, num: a.num * a.num, den: a.den * a.den };
}

/** True when the value is rational (its square is the square of a rational). */
export function isRational(a: Surd): boolean {
  return isSquare(a.num) && isSquare(a.den);
}

/** The value as a fraction `[p, q]` (q > 0, lowest terms), or null when it is irrational. */
export function rationalParts(a: Surd): readonly [bigint, bigint] | null {
  if (!isRational(a)) return null;
  return [BigInt(a.sign) * integerSqrt(a.num), integerSqrt(a.den)];
}

/** `√a` for a non-negative rational `a`; throws otherwise (the result would leave the value set). */
export function sqrtSurd(a: Surd): Surd {
  if (a.sign < 0) throw new Error('nullify: square root of a negative value');
  const parts = rationalParts(a);
  if (!parts) throw new Error('nullify: square root of an irrational value');
  return surd(a.sign, parts[0], parts[1]);
}

/** `⌊a⌋`, exactly. */
export function floorSurd(a: Surd): Surd {
  if (a.sign === 0) return zeroSurd;
  const below = integerSqrt(a.num / a.den);
  if (a.sign > 0) return rationalSurd(below);
  const exact = below * below * a.den === a.num;
  return rationalSurd(-(exact ? below : below + 1n));
}

/** `⌈a⌉`, exactly. */
export function ceilSurd(a: Surd): Surd {
  return negateSurd(floorSurd(negateSurd(a)));
}

/** True when `a` and `b` are equal in magnitude and opposite in sign (both non-zero): the nullify cancellation. */
export function areOpposite(a: Surd, b: Surd): boolean {
  return a.sign !== 0 && a.sign === -b.sign && a.num === b.num && a.den === b.den;
}

/** True when `a = b`. */
export function surdsEqual(a: Surd, b: Surd): boolean {
  return a.sign === b.sign && a.num === b.num && a.den === b.den;
}

/** A canonical text key of a value (equal values, equal keys). */
export function surdKey(a: Surd): string {
  return `${a.sign}:${a.num}/${a.den}`;
}

/** The value in plain notation: `-3`, `7/2`, `√6`, `-√(3/4)`; used in feedback and docs, never as a unit's text. */
export function surdText(a: Surd): string {
  if (a.sign === 0) return '0';
  const minus = a.sign < 0 ? '-' : '';
  const parts = rationalParts(a);
  if (parts) {
    const magnitude = parts[0] < 0n ? -parts[0] : parts[0];
    return parts[1] === 1n ? `${minus}${magnitude}` : `${minus}${magnitude}/${parts[1]}`;
  }
  return a.den === 1n ? `${minus}√${a.num}` : `${minus}√(${a.num}/${a.den})`;
}

/** An approximate decimal value (for heuristics and display only; never for equality). */
export function surdApprox(a: Surd): number {
  return a.sign * Math.sqrt(Number(a.num) / Number(a.den));
}
