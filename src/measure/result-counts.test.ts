import { describe, expect, it } from 'vitest';
import { type BootstrapInterval, bootstrapIntervals, bootstrapKindIntervals } from './bootstrap-intervals.js';
import { calibrateCounts, calibratePool } from './calibrate-pool.js';
import { fixedPoolCountRatings, fixedPoolRatings } from './fixed-pool-rating.js';
import { matchKinds } from './match-kinds.js';
import type { PairwiseResult } from './pairwise-results.js';
import { RATING_POOL_FORMAT, type RatingPool } from './rating-pool.js';
import { countKey, type ResultCount, resultCounts } from './result-counts.js';

/** A seeded round robin of six agents of graded strength: two-seat matches, and three-seat ones (three results). */
function tournament(matches: number): PairwiseResult[] {
  let state = 7;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const agents = ['a', 'b', 'c', 'd', 'e', 'f'];
  const results: PairwiseResult[] = [];
  for (let match = 0; match < matches; match++) {
    const seats = match % 5 === 0 ? 3 : 2;
    const picked = agents
      .slice()
      .sort(() => next() - 0.5)
      .slice(0, seats);
    for (let x = 0; x < seats; x++) {
      for (let y = x + 1; y < seats; y++) {
        const [a, b] = [picked[x] as string, picked[y] as string];
        const edge = (agents.indexOf(a) - agents.indexOf(b)) * 0.08;
        const roll = next();
        const score = roll < 0.05 ? 0.5 : roll < 0.5 + edge ? 1 : 0;
        results.push({ matchId: `m${String(match).padStart(4, '0')}`, game: 'g', a, b, score });
      }
    }
  }
  return results;
}

describe('result counts', () => {
  it('count each pair and result once, from the first agent by name, whatever the input order', () => {
    const results: PairwiseResult[] = [
      { matchId: '1', game: 'g', a: 'y', b: 'x', score: 1 },
      { matchId: '2', game: 'g', a: 'x', b: 'y', score: 0 },
      { matchId: '3', game: 'g', a: 'x', b: 'y', score: 0.5 },
    ];
    const counts = [
      { a: 'x', b: 'y', score: 0, count: 2 },
      { a: 'x', b: 'y', score: 0.5, count: 1 },
    ];
    expect(resultCounts(results)).toEqual(counts);
    expect(resultCounts(results.slice().reverse())).toEqual(counts);
  });

  it('give the Bradley–Terry and fixed-pool fits the ratings the results give', () => {
    const results = tournament(400);
    expect(Object.fromEntries(calibrateCounts(resultCounts(results)))).toEqual(calibratePool(results).ratings);
    const pool: RatingPool = { formatVersion: RATING_POOL_FORMAT, mean: 1500, ratings: { a: 1400, b: 1500, c: 1600 } };
    const fromResults = fixedPoolRatings(results, pool);
    const fromCounts = fixedPoolCountRatings(resultCounts(results), pool);
    expect([...fromCounts.keys()].sort()).toEqual(fromResults.map((line) => line.agent).sort());
    for (const line of fromResults) expect(fromCounts.get(line.agent)).toBeCloseTo(line.rating, 6);
  });

  it('bootstrap to the intervals of the match bootstrap: the same distribution, drawn as counts per kind of match', () => {
    const results = tournament(300);
    const options = { count: 2000, seed: 3 };
    const rate = (counts: readonly ResultCount[]) => calibrateCounts(counts);
    const fromCounts = bootstrapKindIntervals(matchKinds(results), rate, options);
    const fromMatches = bootstrapIntervals(
      results,
      (sample) => new Map(Object.entries(calibratePool(sample).ratings)),
      options,
    );
    expect([...fromCounts.keys()]).toEqual([...fromMatches.keys()]);
    for (const [agent, interval] of fromCounts) {
      const match = fromMatches.get(agent) as BootstrapInterval;
      // Two samplings of one distribution: the bounds agree to a few percent of the interval's width.
      const width = match.high - match.low;
      expect(Math.abs(interval.low - match.low)).toBeLessThan(0.1 * width);
      expect(Math.abs(interval.high - match.high)).toBeLessThan(0.1 * width);
      expect(interval.replicates).toBe(match.replicates);
    }
    // Seeded: the same seed draws the same intervals, another seed others.
    expect(bootstrapKindIntervals(matchKinds(results), rate, options)).toEqual(fromCounts);
    expect(bootstrapKindIntervals(matchKinds(results), rate, { ...options, seed: 4 })).not.toEqual(fromCounts);
  });

  it('draws resamples of as many matches as there are, every kind in proportion', () => {
    // Two-seat matches only, so that a resample's results are its matches.
    const perMatch = new Map<string, number>();
    for (const result of tournament(300)) perMatch.set(result.matchId, (perMatch.get(result.matchId) ?? 0) + 1);
    const results = tournament(300).filter((result) => perMatch.get(result.matchId) === 1);
    const sizes: number[] = [];
    const shares = new Map<string, number>();
    bootstrapKindIntervals(
      matchKinds(results),
      (counts) => {
        sizes.push(counts.reduce((sum, row) => sum + row.count, 0));
        for (const row of counts) shares.set(countKey(row), (shares.get(countKey(row)) ?? 0) + row.count);
        return new Map();
      },
      { count: 500, seed: 1 },
    );
    expect(new Set(sizes)).toEqual(new Set([results.length]));
    for (const row of resultCounts(results)) {
      const mean = (shares.get(countKey(row)) ?? 0) / 500;
      expect(Math.abs(mean - row.count)).toBeLessThan((4 * Math.sqrt(row.count)) / Math.sqrt(500) + 0.5);
    }
  });
});
