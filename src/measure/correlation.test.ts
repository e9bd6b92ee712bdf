import { describe, expect, it } from 'vitest';
import { kendallTau, pearson, spearman } from './correlation.js';

describe('correlation', () => {
  it('matches hand-computed Pearson and Spearman values', () => {
    const xs = [1, 2, 3, 4, 5];
    const ys = [2, 4, 5, 4, 5];
    // sxy = 6, sxx = 10, syy = 6: r = 6/√60.
    expect(pearson(xs, ys)).toBeCloseTo(6 / Math.sqrt(60), 14);
    // Tied ranks of ys: 1, 2.5, 4.5, 2.5, 4.5; sxy = 7, syy = 9: ρ = 7/√90.
    expect(spearman(xs, ys)).toBeCloseTo(7 / Math.sqrt(90), 14);
  });

  it('is ±1 for monotone data and NaN when undefined', () => {
    expect(spearman([1, 2, 3], [1, 10, 100])).toBeCloseTo(1, 14);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 14);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearman([1], [2])).toBeNaN();
    expect(spearman([2, 2, 2], [1, 2, 3])).toBeNaN();
  });

  it('gives what the hand-written version gave before simple-statistics computed it, on the shorter length', () => {
    const xs = [0.25, -1.5, 3, 3, 0.125, 7.75, -2, 0.5];
    const ys = [1.1, 0.4, 2.9, 3.3, -0.7, 6.1, -1.8, 3.3];
    const zs = [12, 15, 9, 21, 15, 18, 7, 11];
    expect(pearson(xs, ys)).toBeCloseTo(0.8950747819955458, 14);
    expect(spearman(xs, ys)).toBeCloseTo(0.9216867469879518, 14);
    expect(pearson(ys, zs)).toBeCloseTo(0.4851096125529904, 14);
    expect(spearman(zs, xs)).toBeCloseTo(0.4457831325301205, 14);
    expect(pearson(xs, zs.slice(0, 5))).toBeCloseTo(0.06192737093073244, 14);
  });
});

describe('kendallTau', () => {
  it('counts concordant and discordant pairs, with ties left out of the denominator (τ-b)', () => {
    expect(kendallTau([1, 2, 3, 4], [1, 2, 3, 4])).toBe(1);
    expect(kendallTau([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    // One swapped pair of six: (5 − 1) / 6.
    expect(kendallTau([1, 2, 3, 4], [1, 2, 4, 3])).toBeCloseTo(4 / 6, 12);
    // x ties one pair: 5 pairs untied in x, 6 in y; concordant 4, discordant 1 → 3 / √30.
    expect(kendallTau([1, 1, 2, 3], [1, 2, 4, 3])).toBeCloseTo(3 / Math.sqrt(30), 12);
    expect(kendallTau([1], [1])).toBeNaN();
    expect(kendallTau([2, 2, 2], [1, 2, 3])).toBeNaN();
  });
});
