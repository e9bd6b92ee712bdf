// A full evaluation against the fixture pool: every program in both seats, rated against the sealed Elos.
import { afterAll, describe, expect, it } from 'vitest';
import { fixedPoolInterval, fixedPoolRating } from '../measure/fixed-pool-rating.js';
import { fullEvaluation } from './full-evaluation.js';
import { inProcessArenaRunner, testArenaRun } from './test-arena-run.js';

describe('full evaluation', () => {
  const fixture = testArenaRun();
  afterAll(fixture.cleanup);
  const { run } = fixture;

  it('plays the whole pool in both seats and rates the candidate against the sealed ladder', async () => {
    const runner = inProcessArenaRunner();
    const result = await fullEvaluation(
      { pool: run.pool, candidate: `program:${run.strategyDir}`, baseSeed: 7, baseline: true, submissionId: 'f1' },
      { runner },
    );
    expect(runner.played).toBe(8);
    expect(result).toMatchObject({ kind: 'full', baseline: true, poolSize: 4 });
    expect(result.wins + result.draws + result.losses).toBe(8);
    expect(result.opponents.map((record) => [record.opponent, record.rank, record.elo, record.games])).toEqual([
      ['t-kqj', 1, 1650, 2],
      ['t-kq', 2, 1550, 2],
      ['b-50', 3, 1450, 2],
      ['s-0', 4, 1350, 2],
    ]);
    const games = result.opponents.flatMap((record) => {
      const points = record.score;
      return [
        { score: Math.min(1, points), opponent: record.elo },
        { score: Math.max(0, points - 1), opponent: record.elo },
      ];
    });
    expect(result.elo).toBeCloseTo(fixedPoolRating(games, 1500), 1);
    const interval = fixedPoolInterval(games, 1500);
    expect(result.interval[0]).toBeCloseTo(interval.low, 1);
    expect(result.interval[1]).toBeCloseTo(interval.high, 1);
    expect(result.rank).toBe(1 + [1650, 1550, 1450, 1350].filter((elo) => elo > result.elo).length);
    expect(result.winRate).toBeCloseTo((result.wins + result.draws / 2) / 8, 4);
    const shares = result.worst.map((record) => record.score / record.games);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(result.worst).toHaveLength(4);
  });
});
