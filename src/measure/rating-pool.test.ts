import { describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { parseRatingPool } from './parse-rating-pool.js';
import { inPool, poolMean } from './rating-pool.js';

describe('parseRatingPool', () => {
  it('reads the saved format and a bare map of ratings', () => {
    const saved = parseRatingPool(
      { formatVersion: 1, game: 'kuhn-poker', mean: 1500, ratings: { a: 1400, b: 1600 } },
      'f',
    );
    expect(saved).toEqual({ formatVersion: 1, game: 'kuhn-poker', mean: 1500, ratings: { a: 1400, b: 1600 } });
    const bare = parseRatingPool({ a: 1000, b: 1200 }, 'f');
    expect(bare.mean).toBe(1100);
    expect(poolMean(bare)).toBe(1100);
    expect(inPool(bare, 'a')).toBe(true);
    expect(inPool(bare, 'toString')).toBe(false);
  });

  it('rejects what is not a pool with a message naming the file', () => {
    for (const bad of [
      [],
      null,
      3,
      { ratings: {} },
      { ratings: { a: 'x' } },
      { formatVersion: 2, ratings: { a: 1 } },
    ]) {
      expect(() => parseRatingPool(bad, 'pool.json')).toThrow(UsageError);
    }
    expect(() => parseRatingPool({ ratings: { a: '1500' } }, 'pool.json')).toThrow(/pool.json: the rating of 'a'/);
  });
});
