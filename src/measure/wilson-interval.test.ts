// Reference: Newcombe (1998), "Two-sided confidence intervals for the single proportion", Statistics in Medicine
// 17:857–872, Table I, method 3 (Wilson score, no continuity correction); full digits from vectors.py.
import { describe, expect, it } from 'vitest';
import { wilsonInterval, Z95 } from './wilson-interval.js';

describe('wilsonInterval', () => {
  it('uses the exact 95% z, not a rounded or approximated one', () => {
    expect(Z95).toBe(1.959963984540054);
  });

  it("reproduces Newcombe's published intervals", () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [successes, trials, low, high] of cases) {
      const interval = wilsonInterval(successes, trials);
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    }
    expect(wilsonInterval(81, 263).low).toBeCloseTo(0.255288519878274, 12);
    expect(wilsonInterval(81, 263).high).toBeCloseTo(0.3662095769828, 12);
  });

  it('takes fractional successes (a draw is half) and gives [0, 1] without trials', () => {
    const interval = wilsonInterval(7.5, 12);
    expect(interval.low).toBeCloseTo(0.354369013466253, 12);
    expect(interval.high).toBeCloseTo(0.835007484869937, 12);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
