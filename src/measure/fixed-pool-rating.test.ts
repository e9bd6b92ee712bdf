// Hand-computed vectors: with every game against one opponent at the pool mean r̄, n wins give
// n(1 − E) + (½ − E) = 0, E = (2n + 1)/(2n + 2), r̂ = r̄ + 400·log10(2n + 1); the general vector is from
// src/measure/reference/vectors.py (mpmath findroot).
import { describe, expect, it } from 'vitest';
import { expectedScore, fixedPoolRating, fixedPoolRatings, poolRank } from './fixed-pool-rating.js';
import type { PairwiseResult } from './pairwise-results.js';
import { RATING_POOL_FORMAT, type RatingPool } from './rating-pool.js';

const pool: RatingPool = {
  formatVersion: RATING_POOL_FORMAT,
  mean: 1550,
  ratings: { low: 1400, middle: 1550, high: 1700 },
};

function result(matchId: string, a: string, b: string, score: 0 | 0.5 | 1): PairwiseResult {
  return { matchId, game: 'g', a, b, score };
}

describe('expectedScore', () => {
  it('is 1 / (1 + 10^((r_j − r)/400))', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(1900, 1500)).toBeCloseTo(10 / 11, 15);
    expect(expectedScore(1500, 1900)).toBeCloseTo(1 / 11, 15);
  });
});

describe('fixedPoolRating', () => {
  it('gives the pool mean to a candidate with no games (the virtual draw alone)', () => {
    expect(fixedPoolRating([], 1500)).toBeCloseTo(1500, 8);
  });

  it('keeps perfect and hopeless records finite: r̂ = r̄ ± 400·log10(2n + 1)', () => {
    for (const n of [1, 3, 10]) {
      const wins = Array.from({ length: n }, () => ({ score: 1, opponent: 1500 }));
      const losses = Array.from({ length: n }, () => ({ score: 0, opponent: 1500 }));
      expect(fixedPoolRating(wins, 1500)).toBeCloseTo(1500 + 400 * Math.log10(2 * n + 1), 7);
      expect(fixedPoolRating(losses, 1500)).toBeCloseTo(1500 - 400 * Math.log10(2 * n + 1), 7);
    }
    expect(fixedPoolRating([{ score: 1, opponent: 1500 }], 1500)).toBeCloseTo(1690.8485019, 6);
  });

  it('rates a symmetric record at the mean: beat 1400, draw 1550, lose to 1700', () => {
    const games = [
      { score: 1, opponent: 1400 },
      { score: 0.5, opponent: 1550 },
      { score: 0, opponent: 1700 },
    ];
    expect(fixedPoolRating(games, 1550)).toBeCloseTo(1550, 8);
  });

  it('matches the independent mpmath root on a mixed record (vectors.py)', () => {
    const games = [
      { score: 1, opponent: 1400 },
      { score: 1, opponent: 1400 },
      { score: 0.5, opponent: 1550 },
      { score: 0, opponent: 1700 },
      { score: 1, opponent: 1700 },
    ];
    const rating = fixedPoolRating(games, 1550);
    expect(rating).toBeCloseTo(1684.68178460412, 7);
    const balance = games.reduce((sum, game) => sum + game.score - expectedScore(rating, game.opponent), 0);
    expect(balance + 0.5 - expectedScore(rating, 1550)).toBeCloseTo(0, 10);
  });
});

describe('poolRank', () => {
  it('is 1 + the number of pool members rated strictly above', () => {
    expect(poolRank(1800, pool)).toBe(1);
    expect(poolRank(1700, pool)).toBe(1);
    expect(poolRank(1699, pool)).toBe(2);
    expect(poolRank(1000, pool)).toBe(4);
    expect(poolRank(1550, pool, 'middle')).toBe(2);
  });
});

describe('fixedPoolRatings', () => {
  it('rates candidates on their games against members only, whatever the record order', () => {
    const results = [
      result('1', 'cand', 'low', 1),
      result('2', 'low', 'cand', 0),
      result('3', 'cand', 'middle', 0.5),
      result('4', 'high', 'cand', 1),
      result('5', 'cand', 'high', 1),
      result('6', 'cand', 'other', 0),
      result('7', 'low', 'high', 1),
      result('8', 'other', 'high', 0),
    ];
    const lines = fixedPoolRatings(results, pool);
    expect(lines.map((line) => line.agent)).toEqual(['cand', 'other']);
    expect(lines[0]?.rating).toBeCloseTo(1684.68178460412, 7);
    expect(lines[0]).toMatchObject({ rank: 2, games: 5 });
    const other = lines[1]?.rating as number;
    expect(0 - expectedScore(other, 1700) + 0.5 - expectedScore(other, 1550)).toBeCloseTo(0, 10);
    expect(fixedPoolRatings([...results].reverse(), pool)).toEqual(lines);
  });

  it('uses the mean of the pool ratings, not a stated mean that disagrees', () => {
    const stated = { ...pool, mean: 9999 };
    expect(fixedPoolRatings([result('1', 'cand', 'middle', 0.5)], stated)[0]?.rating).toBeCloseTo(1550, 8);
  });
});
