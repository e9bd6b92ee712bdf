import { describe, expect, it } from 'vitest';
import { averageRanks, pearson, spearman } from './correlation.js';

describe('correlation', () => {
  it('matches hand-computed Pearson and Spearman values', () => {
    const xs = [1, 2, 3, 4, 5];
    const ys = [2, 4, 5, 4, 5];
    // sxy = 6, sxx = 10, syy = 6: r = 6/√60.
    expect(pearson(xs, ys)).toBeCloseTo(6 / Math.sqrt(60), 14);
    // Tied ranks of ys: 1, 2.5, 4.5, 2.5, 4.5; sxy = 7, syy = 9: ρ = 7/√90.
    expect(averageRanks(ys)).toEqual([1, 2.5, 4.5, 2.5, 4.5]);
    expect(spearman(xs, ys)).toBeCloseTo(7 / Math.sqrt(90), 14);
  });

  it('is ±1 for monotone data and NaN when undefined', () => {
    expect(spearman([1, 2, 3], [1, 10, 100])).toBeCloseTo(1, 14);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 14);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearman([1], [2])).toBeNaN();
  });
});
