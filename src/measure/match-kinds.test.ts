import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../core/match-record.js';
import { kindLeaderboard, leaderboard, type RatingMethod } from './leaderboard.js';
import { type CountedSummary, kindCounts, kindMatches, matchKinds, summaryKinds } from './match-kinds.js';
import { type MatchSummary, pairwiseResults } from './pairwise-results.js';
import { RATING_POOL_FORMAT } from './rating-pool.js';
import { resultCounts } from './result-counts.js';

/** Seeded summaries: two- and three-seat matches, a seat pair of one agent, and unscored statuses. */
function summaries(count: number): MatchSummary[] {
  let state = 11;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const agents = ['a', 'b', 'c', 'd', 'e'];
  const statuses: MatchStatus[] = ['finished', 'finished', 'finished', 'step-limit', 'forfeit', 'error', 'infra'];
  return Array.from({ length: count }, (_, index) => {
    const seats = Array.from({ length: index % 6 === 0 ? 3 : 2 }, () => agents[Math.floor(next() * 5)] as string);
    const status = statuses[Math.floor(next() * statuses.length)] as MatchStatus;
    const scores = seats.map(() => Math.floor(next() * 3) - 1);
    return { id: `m${index}`, game: 'g', seats, status, scores: status === 'error' ? null : scores };
  });
}

/** The summaries counted by everything but their id, as a store groups them. */
function counted(rows: readonly MatchSummary[]): CountedSummary[] {
  const groups = new Map<string, CountedSummary>();
  for (const { id: _id, ...row } of rows) {
    const key = JSON.stringify(row);
    groups.set(key, { ...row, matches: (groups.get(key)?.matches ?? 0) + 1 });
  }
  return [...groups.values()];
}

describe('match kinds', () => {
  const rows = summaries(600);
  const results = pairwiseResults(rows);

  it('count the same results from counted summaries as from the matches one by one', () => {
    const kinds = summaryKinds(counted(rows));
    expect(kinds).toEqual(matchKinds(results));
    expect(kindCounts(kinds)).toEqual(resultCounts(results));
    expect(kindMatches(kinds)).toBe(new Set(results.map((result) => result.matchId)).size);
  });

  it('give the same leaderboards, intervals and resamples as the results they count', () => {
    const methods: RatingMethod[] = [
      { type: 'glicko2' },
      { type: 'bt' },
      { type: 'bt-fixed', pool: { formatVersion: RATING_POOL_FORMAT, mean: 1500, ratings: { a: 1400, b: 1600 } } },
    ];
    const kinds = summaryKinds(counted(rows));
    for (const method of methods) {
      const board = kindLeaderboard(kinds, method, { count: 50, seed: 3 });
      expect(board).toEqual(leaderboard(results, method, { count: 50, seed: 3 }));
      expect(board.lines.length).toBeGreaterThan(1);
    }
  });

  it('refuse Glicko-2 over several periods, which reads the order of games', () => {
    expect(() => kindLeaderboard([], { type: 'glicko2', periodSize: 10 })).toThrow(/order of games/);
  });
});
