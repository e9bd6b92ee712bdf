import { describe, expect, it } from 'vitest';
import { type Rng, rngFromSeed } from '../core/rng.js';
import { binomialSampler } from './binomial-draw.js';

/** Mean and variance of `count` draws of Bin(n, p). */
function moments(n: number, p: number, count: number, seed = 1): { mean: number; variance: number } {
  const draw = binomialSampler(rngFromSeed(seed));
  const values = Array.from({ length: count }, () => draw(n, p));
  const mean = values.reduce((sum, value) => sum + value, 0) / count;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1);
  return { mean, variance };
}

describe('binomialSampler', () => {
  it('draws with the binomial mean and variance, from 0 below a mean of 10 and from the mode above', () => {
    for (const [n, p] of [
      [10, 0.3],
      [1_000_000, 0.000004],
      [10_000, 0.0005],
      [100_000, 0.3],
      [50, 0.9],
      [2_000_000, 0.99999],
      [1_000_000, 0.00002],
      [200, 0.1],
    ] as const) {
      const { mean, variance } = moments(n, p, 20_000);
      const expected = n * p;
      const spread = n * p * (1 - p);
      // Five standard errors of the mean; the variance within 10%.
      expect(Math.abs(mean - expected)).toBeLessThan(5 * Math.sqrt(spread / 20_000));
      expect(variance / spread).toBeGreaterThan(0.9);
      expect(variance / spread).toBeLessThan(1.1);
    }
  });

  it('is seeded, exact at the ends, and draws a small mean of a million trials with a few uniforms, not a million', () => {
    const first = binomialSampler(rngFromSeed(7));
    const again = binomialSampler(rngFromSeed(7));
    const draws = Array.from({ length: 50 }, () => first(1000, 0.004));
    expect(Array.from({ length: 50 }, () => again(1000, 0.004))).toEqual(draws);
    expect(first(0, 0.5)).toBe(0);
    expect(first(12, 0)).toBe(0);
    expect(first(12, 1)).toBe(12);
    // Flipping a coin per trial would read a million uniforms per draw; inversion reads about one.
    const rng = rngFromSeed(3);
    let uniforms = 0;
    const counting: Rng = Object.create(rng, {
      float: {
        value: () => {
          uniforms++;
          return rng.float();
        },
      },
    });
    const counted = binomialSampler(counting);
    for (const n of [1_000_000, 1_000_000, 5_000_000]) counted(n, 2 / n);
    for (const n of [1_000_000, 5_000_000]) counted(n, 0.3);
    expect(uniforms).toBeLessThan(20);
  });
});
