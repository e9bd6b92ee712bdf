import { describe, expect, it } from 'vitest';
import { meanInterval, studentTQuantile } from './mean-interval.js';

describe('meanInterval', () => {
  it("uses Student's t quantiles (published table values)", () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.7062047, 6);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.30265273, 7);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.22813885, 7);
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.04227246, 7);
    expect(studentTQuantile(0.975, 1e6)).toBeCloseTo(1.95996, 4);
  });

  it('gives mean ± t·sd/√n, and an unbounded interval, never a point, for one episode or no spread', () => {
    const interval = meanInterval([1, 2, 3, 4]);
    const half = (3.18244631 * Math.sqrt(5 / 3)) / 2; // t(0.975, 3) from the table
    expect(interval.low).toBeCloseTo(2.5 - half, 6);
    expect(interval.high).toBeCloseTo(2.5 + half, 6);
    for (const values of [[7], [3, 3, 3]]) {
      expect(meanInterval(values)).toEqual({ low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY });
    }
  });
});
