import { describe, expect, it } from 'vitest';
import { calibratePool } from './calibrate-pool.js';
import { leaderboard, type RatingMethod } from './leaderboard.js';
import { type MatchSummary, pairwiseResults } from './pairwise-results.js';

/** A seeded round robin: `strong` beats `middle` 3 of 4, `middle` beats `weak` 3 of 4, `strong` beats `weak` always. */
function roundRobin(): MatchSummary[] {
  const rows: MatchSummary[] = [];
  const add = (seats: [string, string], scores: [number, number]) =>
    rows.push({
      id: `id-${(rows.length * 2654435761) % 1000003}`,
      game: 'g',
      seats,
      status: 'finished',
      scores,
    });
  for (let game = 0; game < 8; game++) {
    add(['strong', 'middle'], game % 4 === 0 ? [0, 1] : [1, 0]);
    add(['middle', 'weak'], game % 4 === 1 ? [0, 1] : [1, 0]);
    add(['weak', 'strong'], game % 4 === 2 ? [0, 0] : [0, 1]);
  }
  return rows;
}

function shuffled<T>(items: readonly T[]): T[] {
  return items
    .map((item, i) => [(i * 7919) % 31, item] as const)
    .sort(([x], [y]) => x - y)
    .map(([, item]) => item);
}

const methods: RatingMethod[] = [
  { type: 'glicko2' },
  { type: 'glicko2', tau: 0.3, periodSize: 6 },
  { type: 'bt' },
  {
    type: 'bt-fixed',
    pool: calibratePool(pairwiseResults(roundRobin()).filter((r) => r.a !== 'middle' && r.b !== 'middle')),
  },
];

describe('leaderboard', () => {
  for (const method of methods) {
    it(`ranks and bootstraps with ${method.type}${'periodSize' in method ? ' in periods' : ''}, whatever the record order`, () => {
      const board = leaderboard(pairwiseResults(roundRobin()), method, { count: 200 });
      const again = leaderboard(pairwiseResults(shuffled(roundRobin())), method, { count: 200 });
      expect(again).toEqual(board);
      expect(board.lines.map((line) => line.agent)).toEqual(['strong', 'middle', 'weak']);
      for (const line of board.lines) {
        if (line.fixed) {
          expect(line.interval).toBeNull();
          continue;
        }
        expect(line.interval?.low).toBeLessThan(line.rating);
        expect(line.interval?.high).toBeGreaterThan(line.rating);
        expect(line.bootstrap?.low).toBeLessThanOrEqual(line.rating);
        expect(line.bootstrap?.high).toBeGreaterThanOrEqual(line.rating);
      }
      expect(board.intervals.bootstrap).toEqual({
        method: 'match-bootstrap-percentile',
        resamples: 200,
        seed: 1,
        level: 0.95,
      });
    });
  }

  it('reports W-D-L, win rate and rank from the games the method reads', () => {
    const board = leaderboard(pairwiseResults(roundRobin()), { type: 'bt' }, false);
    expect(board.matches).toBe(24);
    expect(board.ignored).toBe(0);
    expect(board.lines[0]).toMatchObject({ agent: 'strong', rank: 1, games: 16, wins: 12, draws: 2, losses: 2 });
    expect(board.lines[0]?.winRate).toBe(13 / 16);
    expect(board.lines.map((line) => line.rank)).toEqual([1, 2, 3]);
    // The rating interval is the method's own (profile likelihood) and needs no resampling; `false` skips only the bootstrap.
    expect(board.lines[0]?.interval?.low).toBeLessThan(board.lines[0]?.rating as number);
    expect(board.lines[0]?.bootstrap).toBeNull();
    expect(board.intervals.bootstrap).toBeNull();
    expect(board.headToHead.length).toBe(6);
  });

  it('gives Glicko-2 lines a deviation and volatility', () => {
    const board = leaderboard(pairwiseResults(roundRobin()), { type: 'glicko2' }, false);
    expect(board.lines[0]?.deviation).toBeGreaterThan(0);
    expect(board.lines[0]?.volatility).toBeCloseTo(0.06, 2);
  });

  it('rates a candidate against a frozen pool and ranks it on the pool ladder', () => {
    const method = methods[3] as Extract<RatingMethod, { type: 'bt-fixed' }>;
    const board = leaderboard(pairwiseResults(roundRobin()), method, { count: 100 });
    expect(board.ignored).toBe(8);
    const middle = board.lines.find((line) => line.agent === 'middle');
    expect(middle).toMatchObject({ fixed: false, rank: 2, games: 16 });
    const strong = board.lines.find((line) => line.agent === 'strong');
    expect(strong).toMatchObject({ fixed: true, rank: 1, rating: method.pool.ratings.strong, games: 8 });
  });
});
