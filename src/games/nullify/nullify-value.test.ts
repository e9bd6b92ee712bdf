import { describe, expect, it } from 'vitest';
import {
  areOpposite,
  ceilSurd,
  divideSurds,
  floorSurd,
  integerSqrt,
  isRational,
  multiplySurds,
  negateSurd,
  rationalParts,
  rationalSurd,
  reciprocalSurd,
  sqrtSurd,
  squareSurd,
  surdsEqual,
  surdText,
} from './nullify-value.js';

const root = (n: number, d = 1) => sqrtSurd(rationalSurd(n, d));

describe('nullify exact values', () => {
  it('multiplies square roots exactly, where floating point would not: √2 × √2 = 2 and √3 × √(1/3) = 1', () => {
    expect(Math.SQRT2 * Math.SQRT2 === 2).toBe(false);
    expect(surdsEqual(multiplySurds(root(2), root(2)), rationalSurd(2))).toBe(true);
    expect(surdsEqual(multiplySurds(root(3), root(1, 3)), rationalSurd(1))).toBe(true);
    expect(surdText(multiplySurds(root(2), root(3)))).toBe('√6');
  });

  it('divides, takes reciprocals and squares exactly', () => {
    expect(surdText(divideSurds(root(8), root(2)))).toBe('2');
    expect(surdText(divideSurds(rationalSurd(3), rationalSurd(-4)))).toBe('-3/4');
    expect(surdText(reciprocalSurd(rationalSurd(-2, 3)))).toBe('-3/2');
    expect(surdText(reciprocalSurd(root(5)))).toBe('√(1/5)');
    expect(surdText(squareSurd(root(5)))).toBe('5');
    expect(surdText(squareSurd(rationalSurd(-3, 2)))).toBe('9/4');
    expect(() => divideSurds(rationalSurd(1), rationalSurd(0))).toThrow(/division by 0/);
  });

  it('takes square roots of non-negative rationals only', () => {
    expect(surdText(root(9))).toBe('3');
    expect(surdText(root(9, 4))).toBe('3/2');
    expect(surdText(root(12))).toBe('√12');
    expect(() => sqrtSurd(rationalSurd(-4))).toThrow(/negative/);
    expect(() => sqrtSurd(root(2))).toThrow(/irrational/);
  });

  it('floors and ceils exactly, also for square roots and negative values', () => {
    expect(surdText(floorSurd(rationalSurd(7, 2)))).toBe('3');
    expect(surdText(ceilSurd(rationalSurd(7, 2)))).toBe('4');
    expect(surdText(floorSurd(rationalSurd(-7, 2)))).toBe('-4');
    expect(surdText(ceilSurd(rationalSurd(-7, 2)))).toBe('-3');
    expect(surdText(floorSurd(root(10)))).toBe('3');
    expect(surdText(floorSurd(negateSurd(root(10))))).toBe('-4');
    expect(surdText(floorSurd(root(9)))).toBe('3');
    expect(surdText(ceilSurd(root(9)))).toBe('3');
    expect(surdText(ceilSurd(root(1, 2)))).toBe('1');
    expect(surdText(floorSurd(root(1, 2)))).toBe('0');
    expect(surdText(floorSurd(rationalSurd(-3)))).toBe('-3');
  });

  it('cancels values equal in magnitude and opposite in sign, never zero against zero', () => {
    expect(areOpposite(root(2), negateSurd(root(2)))).toBe(true);
    expect(areOpposite(rationalSurd(3), rationalSurd(-6, 2))).toBe(true);
    expect(areOpposite(rationalSurd(3), rationalSurd(3))).toBe(false);
    expect(areOpposite(root(3), rationalSurd(-3))).toBe(false);
    expect(areOpposite(rationalSurd(0), rationalSurd(0))).toBe(false);
  });

  it('knows rational from irrational values and computes integer square roots of large numbers', () => {
    expect(isRational(root(9, 4))).toBe(true);
    expect(isRational(root(2))).toBe(false);
    expect(rationalParts(rationalSurd(-6, 4))).toEqual([-3n, 2n]);
    expect(integerSqrt(10n ** 40n + 1n)).toBe(10n ** 20n);
    expect(integerSqrt(10n ** 40n - 1n)).toBe(10n ** 20n - 1n);
  });
});
