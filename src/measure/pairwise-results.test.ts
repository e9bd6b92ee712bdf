import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import { type MatchSummary, pairwiseResults, tallyCounts } from './pairwise-results.js';
import { resultCounts } from './result-counts.js';

/** A summary row as the store lists it. */
function row(
  id: string,
  seats: readonly string[],
  scores: readonly number[] | null,
  status = 'finished',
): MatchSummary {
  return { id, game: 'test-game', seats, status: status as MatchSummary['status'], scores };
}

describe('pairwiseResults', () => {
  it('scores two seats by comparing scores: higher wins, equal is a draw', () => {
    expect(
      pairwiseResults([row('m1', ['x', 'y'], [3, 1]), row('m2', ['y', 'x'], [2, 2]), row('m3', ['x', 'y'], [-1, 0])]),
    ).toEqual([
      { matchId: 'm1', game: 'test-game', a: 'x', b: 'y', score: 1 },
      { matchId: 'm2', game: 'test-game', a: 'y', b: 'x', score: 0.5 },
      { matchId: 'm3', game: 'test-game', a: 'x', b: 'y', score: 0 },
    ]);
  });

  it('counts finished, step-limit and forfeit matches and never error or infra ones', () => {
    const results = pairwiseResults([
      row('a', ['x', 'y'], [1, 0], 'step-limit'),
      row('b', ['x', 'y'], [0, 1], 'forfeit'),
      row('c', ['x', 'y'], null, 'error'),
      row('d', ['x', 'y'], [1, 0], 'infra'),
    ]);
    expect(results.map((result) => result.matchId)).toEqual(['a', 'b']);
  });

  it('makes every seat pair of a larger match and skips single seats and mirror seats', () => {
    const results = pairwiseResults([
      row('m', ['x', 'y', 'z'], [5, 9, 5]),
      row('solo', ['x'], [10]),
      row('mirror', ['x', 'x'], [1, 0]),
    ]);
    expect(results.map(({ a, b, score }) => [a, b, score])).toEqual([
      ['x', 'y', 0],
      ['x', 'z', 0.5],
      ['y', 'z', 1],
    ]);
  });

  it('does not depend on record order and counts a repeated match once', () => {
    const rows = [row('m3', ['x', 'z'], [0, 1]), row('m1', ['x', 'y'], [1, 0]), row('m2', ['y', 'z'], [1, 1])];
    const forward = pairwiseResults(rows);
    expect(pairwiseResults([...rows].reverse())).toEqual(forward);
    expect(pairwiseResults([...rows, rows[1] as MatchSummary])).toEqual(forward);
    expect(pairwiseResults([row('m1', ['x', 'y'], null, 'infra'), ...rows])).toEqual(forward);
    expect(() => pairwiseResults([...rows, row('m1', ['x', 'y'], [0, 1])])).toThrow(UsageError);
  });

  it("carries each match's position in a given play order as seq", () => {
    const rows = [row('m3', ['x', 'z'], [0, 1]), row('m1', ['x', 'y'], [1, 0]), row('m2', ['y', 'z'], [1, 1])];
    const results = pairwiseResults(rows, ['m2', 'm3', 'm1']);
    expect(results.map((result) => [result.matchId, result.seq])).toEqual([
      ['m1', 3],
      ['m2', 1],
      ['m3', 2],
    ]);
    expect(pairwiseResults(rows, ['m2'])[0]).not.toHaveProperty('seq');
  });

  it('reads full match records as well as summary rows', () => {
    const record = {
      formatVersion: 1,
      id: 'r1',
      game: 'test-game',
      version: 1,
      params: {},
      seed: 1,
      seats: [
        { agent: 'mcts?iterations=500', name: 'mcts' },
        { agent: 'random', name: 'random' },
      ],
      steps: [],
      end: { status: 'finished', scores: [1, -1], stateHash: 'h' },
    } satisfies MatchRecord;
    expect(pairwiseResults([record])).toEqual([
      { matchId: 'r1', game: 'test-game', a: 'mcts?iterations=500', b: 'random', score: 1 },
    ]);
  });

  it('tallies wins, draws and losses per agent with draws as half in the win rate', () => {
    const results = pairwiseResults([
      row('1', ['x', 'y'], [1, 0]),
      row('2', ['x', 'y'], [0, 0]),
      row('3', ['y', 'x'], [1, 0]),
    ]);
    expect(tallyCounts(resultCounts(results))).toEqual([
      { agent: 'x', games: 3, wins: 1, draws: 1, losses: 1, winRate: 0.5 },
      { agent: 'y', games: 3, wins: 1, draws: 1, losses: 1, winRate: 0.5 },
    ]);
  });
});
