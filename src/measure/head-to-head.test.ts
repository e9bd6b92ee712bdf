import { describe, expect, it } from 'vitest';
import { headToHeadCounts } from './head-to-head.js';
import type { PairwiseResult } from './pairwise-results.js';
import { resultCounts } from './result-counts.js';
import { wilsonInterval } from './wilson-interval.js';

function result(matchId: string, a: string, b: string, score: 0 | 0.5 | 1): PairwiseResult {
  return { matchId, game: 'g', a, b, score };
}

const headToHead = (results: readonly PairwiseResult[]) => headToHeadCounts(resultCounts(results));

describe('headToHeadCounts', () => {
  const results = [
    result('1', 'x', 'y', 1),
    result('2', 'y', 'x', 0.5),
    result('3', 'x', 'y', 0),
    result('4', 'y', 'x', 0),
    result('5', 'x', 'z', 1),
  ];

  it('fills both directions with draws counted as half and Wilson intervals', () => {
    const cells = headToHead(results);
    expect(cells.map((cell) => [cell.agent, cell.opponent, cell.wins, cell.draws, cell.losses])).toEqual([
      ['x', 'y', 2, 1, 1],
      ['x', 'z', 1, 0, 0],
      ['y', 'x', 1, 1, 2],
      ['z', 'x', 0, 0, 1],
    ]);
    const xy = cells[0];
    expect(xy?.winRate).toBe(2.5 / 4);
    expect(xy?.low).toBe(wilsonInterval(2.5, 4).low);
    expect(xy?.high).toBe(wilsonInterval(2.5, 4).high);
    expect((cells[2]?.winRate ?? 0) + (xy?.winRate ?? 0)).toBe(1);
  });

  it('does not depend on result order', () => {
    expect(headToHead([...results].reverse())).toEqual(headToHead(results));
  });
});
