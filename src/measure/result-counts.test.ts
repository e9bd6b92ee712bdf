import { describe, expect, it } from 'vitest';
import { bootstrapCountIntervals, bootstrapIntervals } from './bootstrap-intervals.js';
import { calibrateCounts, calibratePool } from './calibrate-pool.js';
import { fixedPoolCountRatings, fixedPoolRatings } from './fixed-pool-rating.js';
import type { PairwiseResult } from './pairwise-results.js';
import { RATING_POOL_FORMAT, type RatingPool } from './rating-pool.js';
import { resultCounts } from './result-counts.js';

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

  it('bootstrap to the intervals of the match bootstrap: the same resamples, handed over as counts', () => {
    const results = tournament(300);
    const options = { count: 60, seed: 3 };
    const fromCounts = bootstrapCountIntervals(results, (counts) => calibrateCounts(counts), options);
    const fromMatches = bootstrapIntervals(
      results,
      (sample) => new Map(Object.entries(calibratePool(sample).ratings)),
      options,
    );
    expect(fromCounts).toEqual(fromMatches);
    expect(bootstrapCountIntervals(results, (counts) => calibrateCounts(counts), { count: 60, seed: 4 })).not.toEqual(
      fromMatches,
    );
    const pool: RatingPool = { formatVersion: RATING_POOL_FORMAT, mean: 1500, ratings: { a: 1400, f: 1700 } };
    const fixed = bootstrapCountIntervals(results, (counts) => fixedPoolCountRatings(counts, pool), options);
    const fixedFromMatches = bootstrapIntervals(
      results,
      (sample) => new Map(fixedPoolRatings(sample, pool).map((line) => [line.agent, line.rating])),
      options,
    );
    expect([...fixed.keys()]).toEqual([...fixedFromMatches.keys()]);
    for (const [agent, interval] of fixed) {
      expect(interval.low).toBeCloseTo(fixedFromMatches.get(agent)?.low as number, 6);
      expect(interval.high).toBeCloseTo(fixedFromMatches.get(agent)?.high as number, 6);
      expect(interval.replicates).toBe(fixedFromMatches.get(agent)?.replicates);
    }
  });
});
