import { describe, expect, it } from 'vitest';
import { pairedDifference, signTestP } from './paired-difference.js';

describe('signTestP', () => {
  it('is the exact two-sided binomial tail at p = ½', () => {
    expect(signTestP(5, 0)).toBeCloseTo(2 / 32, 12);
    expect(signTestP(0, 5)).toBeCloseTo(2 / 32, 12);
    // (C(12,0) + C(12,1) + C(12,2)) / 2¹² twice.
    expect(signTestP(10, 2)).toBeCloseTo((2 * 79) / 4096, 12);
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
    // Large counts neither overflow nor underflow.
    expect(signTestP(600, 400)).toBeGreaterThan(0);
    expect(signTestP(600, 400)).toBeLessThan(1e-9);
  });
});

describe('pairedDifference', () => {
  it('averages the pairs and counts each cluster once for the sign test', () => {
    // Three seeds, each at two checkpoints: the condition is 1 better on every pair.
    const pairs = ['a', 'b', 'c'].flatMap((cluster) => [
      { cluster, difference: 1 },
      { cluster, difference: 1 },
    ]);
    const result = pairedDifference(pairs, { bootstrap: 200 });
    expect(result).toMatchObject({ pairs: 6, clusters: 3, better: 3, worse: 0, ties: 0 });
    expect(result.mean).toEqual({ value: 1, low: 1, high: 1 });
    expect(result.signTestP).toBeCloseTo(2 / 8, 12);
  });

  it('resamples whole clusters, so correlated pairs do not narrow the interval', () => {
    // Two clusters of 50 identical pairs each: as uncertain as two observations, not a hundred.
    const pairs = [
      ...Array.from({ length: 50 }, () => ({ cluster: 'x', difference: 1 })),
      ...Array.from({ length: 50 }, () => ({ cluster: 'y', difference: -1 })),
    ];
    const result = pairedDifference(pairs, { bootstrap: 1000, seed: 3 });
    expect(result.mean.value).toBe(0);
    expect(result.mean.low).toBe(-1);
    expect(result.mean.high).toBe(1);
    expect(result).toMatchObject({ better: 1, worse: 1, ties: 0, signTestP: 1 });
  });

  it('gives the same result for the pairs in any order, and no interval without resamples', () => {
    const pairs = Array.from({ length: 20 }, (_, index) => ({ cluster: `s${index}`, difference: (index % 5) - 1 }));
    const forward = pairedDifference(pairs, { bootstrap: 300, seed: 9 });
    expect(pairedDifference([...pairs].reverse(), { bootstrap: 300, seed: 9 })).toEqual(forward);
    expect(forward.mean.value).toBeCloseTo(1, 12);
    expect(forward.mean.low).toBeLessThan(1);
    expect(forward.mean.high).toBeGreaterThan(1);
    expect(pairedDifference(pairs, { bootstrap: 0 }).mean.low).toBeNaN();
    expect(pairedDifference([], {}).mean.value).toBeNaN();
  });
});
