import { describe, expect, it } from 'vitest';
import { nearestPositiveRoot, parseRational, rational, rationalText } from './nullify-rational.js';
import {
  addReals,
  type NullifyReal,
  realText,
  reciprocalReal,
  scaleReal,
  sqrtReal,
  squareReal,
} from './nullify-real.js';
import { realApproximation, realCeil, realFloor, realSign, separationBits } from './nullify-real-sign.js';

const q = (text: string) => parseRational(text);

describe('nullify rationals', () => {
  it('are written exactly: integers, decimals when the expansion ends, else fractions in lowest terms', () => {
    expect(rationalText(rational(-14, 4))).toBe('-3.5');
    expect(rationalText(rational(347, 100), true)).toBe('+3.47');
    expect(rationalText(rational(7, -3))).toBe('-7/3');
    expect(rationalText(rational(1, 1024))).toBe('0.0009765625');
    expect(rationalText(rational(0, 5), true)).toBe('0');
  });

  it('find the nearest positive integer root, at least 1', () => {
    expect(nearestPositiveRoot(q('7'))).toBe(3n);
    expect(nearestPositiveRoot(q('-6'))).toBe(2n);
    expect(nearestPositiveRoot(q('1/5'))).toBe(1n);
    expect(nearestPositiveRoot(q('12'))).toBe(3n);
    expect(nearestPositiveRoot(q('13'))).toBe(4n);
  });
});

describe('nullify reals', () => {
  const root7 = sqrtReal('7');

  it('stay rational where the result is rational and exact where it is not', () => {
    expect(sqrtReal('49/4')).toBe('7/2');
    expect(squareReal(root7)).toBe('7');
    expect(reciprocalReal(reciprocalReal(root7))).toEqual(root7);
    expect(realText(addReals(root7, '3'))).toBe('sqrt(7) + 3');
    expect(realText(addReals(scaleReal(root7, rational(-2, 3)), '-1/2'))).toBe('-sqrt(7) * 2/3 - 0.5');
    expect(realText(squareReal(addReals(root7, '1')))).toBe('(sqrt(7) + 1)^2');
  });

  it('decide signs exactly, zero included, even when the same number is written two ways', () => {
    expect(realSign(addReals(root7, '-3'))).toBe(-1);
    expect(realSign(addReals(root7, '-2'))).toBe(1);
    // √8 / 2 − √2 is 0: no interval excludes 0, and the separation bound proves it.
    const zero: NullifyReal = addReals(
      scaleReal(sqrtReal('8'), rational(1, 2)),
      scaleReal(sqrtReal('2'), rational(-1)),
    );
    expect(zero).not.toBe('0');
    expect(realSign(zero)).toBe(0);
    expect(separationBits(zero)).toBeGreaterThan(0);
    // (√2 + 1)(√2 − 1) = 1, written as 1/(√2 − 1) − √2 − 1 = 0.
    const minusOne = rational(-1);
    const inverse = reciprocalReal(addReals(sqrtReal('2'), '-1'));
    expect(realSign(addReals(inverse, scaleReal(addReals(sqrtReal('2'), '1'), minusOne)))).toBe(0);
  });

  it('take exact floors and ceilings, also of irrational numbers and of rationals in disguise', () => {
    expect(realFloor(addReals(root7, '3'))).toEqual(rational(5));
    expect(realCeil(addReals(root7, '3'))).toEqual(rational(6));
    expect(realFloor(scaleReal(root7, rational(-1)))).toEqual(rational(-3));
    const three = addReals(addReals(root7, '3'), scaleReal(root7, rational(-1)));
    expect(realFloor(three)).toEqual(rational(3));
    expect(realCeil(three)).toEqual(rational(3));
    expect(realApproximation(root7)).toBeCloseTo(Math.sqrt(7), 12);
  });
});
