import { describe, expect, it } from 'vitest';
import { bootstrapIntervals, percentile } from './bootstrap-intervals.js';
import type { PairwiseResult } from './pairwise-results.js';

function result(matchId: string, a: string, b: string, score: 0 | 0.5 | 1): PairwiseResult {
  return { matchId, game: 'g', a, b, score };
}

/** Mean score per agent: a simple statistic whose bootstrap behaviour is easy to reason about. */
function meanScore(results: readonly PairwiseResult[]): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  const add = (agent: string, score: number) => {
    const [total, count] = sums.get(agent) ?? [0, 0];
    sums.set(agent, [total + score, count + 1]);
  };
  for (const entry of results) {
    add(entry.a, entry.score);
    add(entry.b, 1 - entry.score);
  }
  return new Map([...sums].map(([agent, [total, count]]) => [agent, total / count]));
}

const results = Array.from({ length: 40 }, (_, i) =>
  result(`m${String(i).padStart(2, '0')}`, 'x', i % 5 === 0 ? 'z' : 'y', i % 3 === 0 ? 0 : 1),
);

describe('percentile', () => {
  it("interpolates between order statistics (R's type 7)", () => {
    expect(percentile([1, 2, 3, 4], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4], 1)).toBe(4);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10, 20], 0.25)).toBe(12.5);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('gives what the hand-written version gave before simple-statistics computed it', () => {
    const sorted = [-1.8, -0.7, 0.4, 1.1, 2.9, 3.3, 3.3, 6.1];
    expect([0.025, 0.1, 0.5, 0.9, 0.975].map((q) => percentile(sorted, q))).toEqual([
      -1.6075, -1.0299999999999998, 2, 4.139999999999999, 5.61,
    ]);
  });
});

describe('bootstrapIntervals', () => {
  it('is reproducible for a seed, changes with the seed, and ignores input order', () => {
    const first = bootstrapIntervals(results, meanScore, { count: 200, seed: 3 });
    expect(bootstrapIntervals([...results].reverse(), meanScore, { count: 200, seed: 3 })).toEqual(first);
    expect(bootstrapIntervals(results, meanScore, { count: 200, seed: 4 })).not.toEqual(first);
  });

  it('brackets the full-sample value and narrows as the level drops', () => {
    const point = meanScore(results).get('x') as number;
    const wide = bootstrapIntervals(results, meanScore, { count: 500, level: 0.95 }).get('x');
    const narrow = bootstrapIntervals(results, meanScore, { count: 500, level: 0.5 }).get('x');
    expect(wide?.replicates).toBe(500);
    expect(wide?.low).toBeLessThan(point);
    expect(wide?.high).toBeGreaterThan(point);
    expect((narrow?.high ?? 0) - (narrow?.low ?? 0)).toBeLessThan((wide?.high ?? 0) - (wide?.low ?? 0));
    // Binomial sanity check: the 95% interval of a mean of 40 games with p ≈ 0.67 spans roughly ±2·0.075.
    expect((wide?.high ?? 0) - (wide?.low ?? 0)).toBeGreaterThan(0.2);
    expect((wide?.high ?? 0) - (wide?.low ?? 0)).toBeLessThan(0.4);
  });

  it('resamples whole matches: pairwise results of one match stay together', () => {
    const triple = [result('a', 'x', 'y', 1), result('a', 'x', 'z', 1), result('a', 'y', 'z', 0)];
    const seen: number[] = [];
    bootstrapIntervals(
      triple,
      (sample) => {
        seen.push(sample.length);
        return new Map();
      },
      { count: 10 },
    );
    expect(seen).toEqual(Array.from({ length: 10 }, () => 3));
  });

  it('counts only the resamples in which an agent appears', () => {
    const rare = [...results.slice(0, 19), result('zz', 'x', 'rare', 1)];
    const intervals = bootstrapIntervals(rare, meanScore, { count: 300 });
    expect(intervals.get('x')?.replicates).toBe(300);
    expect(intervals.get('rare')?.replicates).toBeLessThan(300);
  });
});
