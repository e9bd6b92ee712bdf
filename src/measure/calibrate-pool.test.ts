// Known fits: when a pair's wins equal their expectation under strengths π, the BT likelihood equations hold at π,
// so π = (4, 2, 1) with A–B 2 of 3, B–C 2 of 3, A–C 4 of 5 is the exact MLE: ratings 400·log10 π, re-centred;
// two players with w of n give a gap of 400·log10(w/(n − w)). The regularised vector is from vectors.py.
import { describe, expect, it } from 'vitest';
import { calibratePool } from './calibrate-pool.js';
import type { PairwiseResult } from './pairwise-results.js';

let counter = 0;
function games(a: string, b: string, wins: number, losses: number, draws = 0): PairwiseResult[] {
  const list: PairwiseResult[] = [];
  const add = (score: 0 | 0.5 | 1) => {
    counter++;
    list.push({ matchId: `m${String(counter).padStart(4, '0')}`, game: 'g', a, b, score });
  };
  for (let i = 0; i < wins; i++) add(1);
  for (let i = 0; i < losses; i++) add(0);
  for (let i = 0; i < draws; i++) add(0.5);
  return list;
}

const step = 400 * Math.log10(2);

describe('calibratePool', () => {
  it('finds the closed-form three-player maximum-likelihood fit, anchored to the mean', () => {
    const results = [...games('A', 'B', 2, 1), ...games('B', 'C', 2, 1), ...games('A', 'C', 4, 1)];
    const pool = calibratePool(results, { virtualDraws: 0 });
    expect(pool.mean).toBe(1500);
    expect(pool.game).toBe('g');
    expect(pool.ratings.A).toBeCloseTo(1500 + step, 8);
    expect(pool.ratings.B).toBeCloseTo(1500, 8);
    expect(pool.ratings.C).toBeCloseTo(1500 - step, 8);
    const shifted = calibratePool(results, { virtualDraws: 0, mean: 2000 });
    expect(shifted.ratings.A).toBeCloseTo(2000 + step, 8);
  });

  it('gives two players a gap of 400·log10(w/(n − w)), counting draws as half', () => {
    const pool = calibratePool(games('x', 'y', 3, 1), { virtualDraws: 0 });
    expect((pool.ratings.x as number) - (pool.ratings.y as number)).toBeCloseTo(400 * Math.log10(3), 8);
    const drawn = calibratePool(games('x', 'y', 2, 0, 2), { virtualDraws: 0 });
    expect((drawn.ratings.x as number) - (drawn.ratings.y as number)).toBeCloseTo(400 * Math.log10(3), 8);
  });

  it('matches the independent mpmath fit with one virtual draw per member (vectors.py)', () => {
    const results = [
      ...games('x', 'y', 2, 1),
      ...games('y', 'z', 1, 0, 1),
      ...games('x', 'z', 2, 0),
      ...games('z', 'w', 1, 0),
      ...games('w', 'x', 0, 0, 1),
      ...games('y', 'w', 0, 1),
    ];
    const pool = calibratePool(results);
    expect(pool.ratings.w).toBeCloseTo(1499.34496249941, 7);
    expect(pool.ratings.x).toBeCloseTo(1622.00929013792, 7);
    expect(pool.ratings.y).toBeCloseTo(1472.23662018416, 7);
    expect(pool.ratings.z).toBeCloseTo(1406.40912717851, 7);
    expect(calibratePool([...results].reverse())).toEqual(pool);
  });

  it('keeps a perfect record finite with virtual draws and refuses the plain fit', () => {
    const results = [...games('a', 'b', 5, 0), ...games('b', 'c', 3, 2)];
    const pool = calibratePool(results);
    expect(Number.isFinite(pool.ratings.a)).toBe(true);
    expect(pool.ratings.a).toBeGreaterThan(pool.ratings.b as number);
    expect(() => calibratePool(results, { virtualDraws: 0 })).toThrow(/no finite Bradley–Terry fit/);
  });

  it('gives an empty pool for no results', () => {
    expect(calibratePool([]).ratings).toEqual({});
  });
});
