import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../core/rng.js';
import { glicko2CountRatings } from './glicko2-counts.js';
import { glicko2Ratings } from './glicko2-ratings.js';
import type { PairwiseResult } from './pairwise-results.js';
import { resultCounts } from './result-counts.js';

/** `matches` seeded random results among `agents`, stronger agents (later names) winning more often. */
function randomResults(agents: readonly string[], matches: number, seed: number): PairwiseResult[] {
  const rng = rngFromSeed(seed);
  return Array.from({ length: matches }, (_, index) => {
    const a = rng.int(0, agents.length - 1);
    const b = (a + rng.int(1, agents.length - 1)) % agents.length;
    const roll = rng.float() + (b - a) * 0.05;
    const score = roll < 0.45 ? 1 : roll < 0.55 ? 0.5 : 0;
    return { matchId: `m${index}`, game: 'g', a: agents[a] as string, b: agents[b] as string, score };
  });
}

describe('glicko2CountRatings', () => {
  it('equals the glicko2 package over one period, for lopsided and even records and any τ', () => {
    for (const [seed, matches, tau] of [
      [1, 400, 0.5],
      [2, 37, 0.3],
      [3, 5, 1.2],
    ] as const) {
      const results = randomResults(['a', 'b', 'c', 'd', 'e'], matches, seed);
      const expected = glicko2Ratings([results], { tau });
      const actual = glicko2CountRatings(resultCounts(results), { tau });
      expect(actual.map((line) => line.agent)).toEqual(expected.map((line) => line.agent));
      for (const [index, line] of actual.entries()) {
        const want = expected[index];
        expect(line.games).toBe(want?.games);
        expect(line.rating).toBeCloseTo(want?.rating ?? Number.NaN, 6);
        expect(line.deviation).toBeCloseTo(want?.deviation ?? Number.NaN, 6);
        expect(line.volatility).toBeCloseTo(want?.volatility ?? Number.NaN, 9);
      }
    }
  });

  it('equals the package for an unbeaten agent, whose volatility search brackets from below', () => {
    const results: PairwiseResult[] = Array.from({ length: 12 }, (_, index) => ({
      matchId: `m${index}`,
      game: 'g',
      a: 'champion',
      b: index % 2 ? 'x' : 'y',
      score: 1,
    }));
    const expected = glicko2Ratings([results]);
    const actual = glicko2CountRatings(resultCounts(results));
    for (const [index, line] of actual.entries()) expect(line.rating).toBeCloseTo(expected[index]?.rating ?? 0, 6);
  });

  it('refuses ratings held before the period', () => {
    expect(() =>
      glicko2CountRatings([], { initial: { a: { rating: 1600, deviation: 80, volatility: 0.06 } } }),
    ).toThrow(/initial ratings/);
  });
});
