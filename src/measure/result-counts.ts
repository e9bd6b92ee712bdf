// Order-free ratings (Bradley–Terry, fixed pool) read only how often each pair met with each result, so they take
// counts: the same numbers from a 100,000-match store in a few dozen rows, and a bootstrap that redraws counts.
import type { PairwiseResult } from './pairwise-results.js';

/** How many times `a` scored `score` against `b` (a < b by name, so each pair and result has one row). */
export interface ResultCount {
  readonly a: string;
  readonly b: string;
  readonly score: 0 | 0.5 | 1;
  readonly count: number;
}

/** The pair and result of `result` with its agents in name order (the score from the first one's side). */
export function orientedResult(result: Pick<PairwiseResult, 'a' | 'b' | 'score'>): Omit<ResultCount, 'count'> {
  return result.a < result.b
    ? { a: result.a, b: result.b, score: result.score }
    : { a: result.b, b: result.a, score: (1 - result.score) as 0 | 0.5 | 1 };
}

/** One key per pair and result, for maps over counts. */
export function countKey(row: Omit<ResultCount, 'count'>): string {
  return `${row.a}\u0000${row.b}\u0000${row.score}`;
}

/** `results` counted by pair and result, sorted by pair then score (so the output does not depend on input order). */
export function resultCounts(results: readonly PairwiseResult[]): ResultCount[] {
  const counts = new Map<string, { a: string; b: string; score: 0 | 0.5 | 1; count: number }>();
  for (const result of results) {
    const oriented = orientedResult(result);
    const key = countKey(oriented);
    const row = counts.get(key);
    if (row) row.count++;
    else counts.set(key, { ...oriented, count: 1 });
  }
  return [...counts.values()].sort(compareCounts);
}

function compareCounts(x: Omit<ResultCount, 'count'>, y: Omit<ResultCount, 'count'>): number {
  if (x.a !== y.a) return x.a < y.a ? -1 : 1;
  if (x.b !== y.b) return x.b < y.b ? -1 : 1;
  return x.score - y.score;
}
