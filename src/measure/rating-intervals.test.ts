// Records a match bootstrap cannot describe (8–0, 0–8, a single game) must still get a 95% interval with width,
// whichever method rates them.
import { describe, expect, it } from 'vitest';
import { expectedScore, fixedPoolInterval, fixedPoolRating } from './fixed-pool-rating.js';
import { leaderboard, type RatingMethod } from './leaderboard.js';
import type { PairwiseResult } from './pairwise-results.js';
import type { RatingPool } from './rating-pool.js';

/** `games` results of a against b, a scoring `score` in each, ids in play order. */
function series(a: string, b: string, games: number, score: 0 | 0.5 | 1, from = 0): PairwiseResult[] {
  return Array.from({ length: games }, (_, i) => ({
    matchId: `${a}-${b}-${String(from + i).padStart(3, '0')}`,
    game: 'g',
    a,
    b,
    score,
    seq: from + i + 1,
  }));
}

const pool: RatingPool = { formatVersion: 1, mean: 1500, ratings: { anchor: 1500, strong: 1700 } };

const records: Record<string, PairwiseResult[]> = {
  '8–0': series('hero', 'anchor', 8, 1),
  '0–8': series('hero', 'anchor', 8, 0),
  'one game': series('hero', 'anchor', 1, 1),
};

const methods: RatingMethod[] = [{ type: 'glicko2' }, { type: 'bt' }, { type: 'bt-fixed', pool }];

describe('rating intervals of records a bootstrap cannot describe', () => {
  for (const method of methods) {
    for (const [name, results] of Object.entries(records)) {
      it(`gives ${name} a 95% interval with width around its rating (${method.type})`, () => {
        const board = leaderboard(results, method, { count: 100 });
        const hero = board.lines.find((line) => line.agent === 'hero');
        expect(hero?.interval).not.toBeNull();
        const interval = hero?.interval as { low: number; high: number };
        expect(interval.high - interval.low).toBeGreaterThan(50);
        expect(interval.low).toBeLessThan(hero?.rating as number);
        expect(interval.high).toBeGreaterThan(hero?.rating as number);
        expect(hero?.winRateInterval.high).toBeGreaterThan(hero?.winRateInterval.low as number);
        expect(board.intervals.rating.resamples).toBe(0);
      });
    }
  }

  it('bounds the fixed-pool interval where the log-likelihood, virtual draw included, drops by χ²₁(0.95)/2', () => {
    const games = [
      ...Array.from({ length: 8 }, () => ({ score: 1, opponent: 1500 })),
      { score: 1, opponent: 1700 },
      { score: 0.5, opponent: 1700 },
    ];
    // Written out independently of the implementation: Σ s ln E + (1 − s) ln(1 − E), plus ½ ln E + ½ ln(1 − E) at r̄.
    const logLikelihood = (rating: number) =>
      [...games, { score: 0.5, opponent: 1600 }].reduce((sum, game) => {
        const expected = expectedScore(rating, game.opponent);
        return sum + game.score * Math.log(expected) + (1 - game.score) * Math.log(1 - expected);
      }, 0);
    const rating = fixedPoolRating(games, 1600);
    const interval = fixedPoolInterval(games, 1600);
    const peak = logLikelihood(rating);
    expect(peak - logLikelihood(interval.low)).toBeCloseTo(3.841458820694124 / 2, 6);
    expect(peak - logLikelihood(interval.high)).toBeCloseTo(3.841458820694124 / 2, 6);
    expect(interval.low).toBeLessThan(rating);
    expect(interval.high).toBeGreaterThan(rating);
  });
});
