import { describe, expect, it } from 'vitest';
import { meanInterval, sampleSd, studentTQuantile } from './mean-interval.js';

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
    // Three 0.1s: their computed mean is 0.10000000000000002, a spread of rounding only, still no interval.
    for (const values of [[7], [3, 3, 3], [0.1, 0.1, 0.1]]) {
      expect(meanInterval(values)).toEqual({ low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY });
    }
  });

  it('gives what the hand-written versions gave before simple-statistics computed the standard deviation', () => {
    const ys = [1.1, 0.4, 2.9, 3.3, -0.7, 6.1, -1.8, 3.3];
    expect(sampleSd(ys)).toBeCloseTo(2.5594363218713387, 14);
    expect(sampleSd([0.25, -1.5, 3, 3, 0.125, 7.75, -2, 0.5])).toBeCloseTo(3.143472190224416, 14);
    expect(sampleSd([12, 15, 9, 21, 15, 18, 7, 11])).toBeCloseTo(4.65985898008574, 14);
    expect([sampleSd([4]), sampleSd([])]).toEqual([0, 0]);
    const interval = meanInterval(ys);
    expect(interval.low).toBeCloseTo(-0.31474231266352737, 14);
    expect(interval.high).toBeCloseTo(3.964742312663527, 14);
  });
});
