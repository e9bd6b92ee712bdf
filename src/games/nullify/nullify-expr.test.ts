import { describe, expect, it } from 'vitest';
import { evaluateExpr, exprText, literalCount, literalExpr, replaceLiteral } from './nullify-expr.js';
import { rationalSurd, sqrtSurd, surdText } from './nullify-value.js';
import { ceil, floor, frac, int, neg, over, recip, sqrt, square, times } from './test-nullify-scenario.js';

describe('nullify expressions', () => {
  const cases = [
    { expr: neg(sqrt(int(9))), text: '-√9', value: '-3' },
    { expr: floor(frac(7, 2)), text: 'floor(7/2)', value: '3' },
    { expr: ceil(frac(7, 2)), text: 'ceil(7/2)', value: '4' },
    { expr: recip(frac(2, 3)), text: '1/(2/3)', value: '3/2' },
    { expr: square(sqrt(int(5))), text: '(√5)²', value: '5' },
    { expr: square(int(3)), text: '3²', value: '9' },
    { expr: over(int(12), int(4)), text: '12 ÷ 4', value: '3' },
    { expr: sqrt(frac(9, 4)), text: '√(9/4)', value: '3/2' },
    { expr: sqrt(floor(frac(23, 3))), text: '√(floor(23/3))', value: '√7' },
    { expr: neg(frac(1, 2)), text: '-(1/2)', value: '-1/2' },
    { expr: times(neg(int(3)), floor(frac(7, 2))), text: '(-3) × floor(7/2)', value: '-9' },
    { expr: times(times(sqrt(int(2)), int(3)), sqrt(int(2))), text: '√2 × 3 × √2', value: '6' },
    { expr: over(int(6), times(int(2), int(3))), text: '6 ÷ (2 × 3)', value: '1' },
    { expr: recip(sqrt(int(3))), text: '1/√3', value: '√(1/3)' },
  ];

  for (const { expr, text, value } of cases) {
    it(`prints ${text} and evaluates it exactly to ${value}`, () => {
      expect(exprText(expr)).toBe(text);
      expect(surdText(evaluateExpr(expr))).toBe(value);
    });
  }

  it('writes every value in its simplest literal form', () => {
    expect(exprText(literalExpr(rationalSurd(-7, 2)))).toBe('-(7/2)');
    expect(exprText(literalExpr(sqrtSurd(rationalSurd(6))))).toBe('√6');
    expect(exprText(literalExpr(sqrtSurd(rationalSurd(3, 4))))).toBe('√(3/4)');
    expect(exprText(literalExpr(rationalSurd(5)))).toBe('5');
  });

  it('replaces one literal without touching the original', () => {
    const expr = times(int(2), sqrt(int(6)));
    expect(literalCount(expr)).toBe(2);
    const rewritten = replaceLiteral(expr, 1, floor(frac(13, 2)));
    expect(exprText(rewritten)).toBe('2 × √(floor(13/2))');
    expect(exprText(expr)).toBe('2 × √6');
  });
});
