// Order-free ratings read only which pairwise results each match produced, so matches with the same results are
// interchangeable: a 100,000-match run is a few hundred kinds of match with a count each, whether they come from
// records or from a store's counted summaries.
import { type MatchSummary, type PairwiseResult, seatResults } from './pairwise-results.js';
import { countKey, orientedResult, type ResultCount } from './result-counts.js';

/** One pair's result, agents in name order (the score from the first one's side). */
export type ResultKey = Omit<ResultCount, 'count'>;

/** Matches that produced the same pairwise results (sorted by `countKey`), and how many there were. */
export interface MatchKind {
  readonly results: readonly ResultKey[];
  readonly matches: number;
}

/** Match summaries that are alike in everything a rating reads, and how many matches each row stands for. */
export interface CountedSummary extends Omit<MatchSummary, 'id'> {
  readonly matches: number;
}

/** The kinds of the matches behind `results` (grouped by match id), in key order. */
export function matchKinds(results: readonly PairwiseResult[]): MatchKind[] {
  const byMatch = new Map<string, ResultKey[]>();
  for (const result of results) {
    const list = byMatch.get(result.matchId) ?? [];
    byMatch.set(result.matchId, list);
    list.push(orientedResult(result));
  }
  return collect([...byMatch.values()].map((keys) => ({ results: keys, matches: 1 })));
}

/** The kinds of counted summaries: each scored row with two or more seats adds its count to its kind. */
export function summaryKinds(rows: readonly CountedSummary[]): MatchKind[] {
  const groups: { results: ResultKey[]; matches: number }[] = [];
  for (const row of rows) {
    const results = seatResults(row).map(orientedResult);
    if (results.length > 0 && row.matches > 0) groups.push({ results, matches: row.matches });
  }
  return collect(groups);
}

/** Kinds whose results `keep` keeps, each keeping only those; a kind left with none is dropped. */
export function filterKinds(kinds: readonly MatchKind[], keep: (result: ResultKey) => boolean): MatchKind[] {
  return collect(kinds.map((kind) => ({ results: kind.results.filter(keep), matches: kind.matches })));
}

/** How many matches `kinds` hold. */
export function kindMatches(kinds: readonly MatchKind[]): number {
  return kinds.reduce((sum, kind) => sum + kind.matches, 0);
}

/** How many pairwise results `kinds` hold. */
export function kindResults(kinds: readonly MatchKind[]): number {
  return kinds.reduce((sum, kind) => sum + kind.matches * kind.results.length, 0);
}

/** The pairwise results of `kinds` counted by pair and result, sorted by pair then score (as `resultCounts`). */
export function kindCounts(kinds: readonly MatchKind[]): ResultCount[] {
  const counts = new Map<string, { a: string; b: string; score: 0 | 0.5 | 1; count: number }>();
  for (const kind of kinds) {
    for (const result of kind.results) {
      const key = countKey(result);
      const row = counts.get(key);
      if (row) row.count += kind.matches;
      else counts.set(key, { ...result, count: kind.matches });
    }
  }
  return [...counts.entries()].sort(([x], [y]) => compareKeys(x, y)).map(([, row]) => row);
}

/** Groups with the same results merged into one kind; kinds in key order, empty ones dropped. */
function collect(groups: readonly { results: readonly ResultKey[]; matches: number }[]): MatchKind[] {
  const kinds = new Map<string, { results: ResultKey[]; matches: number }>();
  for (const group of groups) {
    if (group.results.length === 0) continue;
    const results = [...group.results].sort((x, y) => compareKeys(countKey(x), countKey(y)));
    const key = results.map(countKey).join('\u0001');
    const kind = kinds.get(key);
    if (kind) kind.matches += group.matches;
    else kinds.set(key, { results, matches: group.matches });
  }
  return [...kinds.entries()].sort(([x], [y]) => compareKeys(x, y)).map(([, kind]) => kind);
}

function compareKeys(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
