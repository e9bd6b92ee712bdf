// Per-round ratings of evolving agents against frozen anchors: each round's games alone, rated by the fixed-pool
// Bradley–Terry fit, so a trajectory shows how the agent's strength moved as its experience grew.
import type { AnchoredLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { type BootstrapOptions, bootstrapIntervals } from './bootstrap-intervals.js';
import { fixedPoolIntervals, fixedPoolRatings } from './fixed-pool-rating.js';
import { isScored, type PairwiseResult } from './pairwise-results.js';
import type { RatingPool } from './rating-pool.js';

/** A stored anchored-protocol match with its label. */
export interface AnchoredMatch {
  readonly label: AnchoredLabel;
  readonly record: MatchRecord;
}

/** One evolving agent's rating in one round. */
export interface RoundRating {
  readonly agent: string;
  readonly round: number;
  readonly rating: number;
  /** Rank on the anchors' ladder: 1 + anchors rated above. */
  readonly rank: number;
  /** Scored games of the round (infra and error matches never count). */
  readonly games: number;
  /** Mean score of those games (win 1, draw ½, loss 0). */
  readonly score: number;
  /** 95% profile-likelihood interval of the fixed-pool fit (virtual draw included): finite even for 4–0. */
  readonly low?: number;
  readonly high?: number;
  /** Bootstrap percentile interval over the round's matches, when requested (not stored). */
  readonly bootstrap?: { readonly low: number; readonly high: number };
}

/** The evolving agent's result in a labelled match, or null when the match did not end in a scoreable way. */
export function anchoredResult(match: AnchoredMatch): PairwiseResult | null {
  const { record, label } = match;
  if (!isScored(record.end.status) || !record.end.scores) return null;
  const own = record.end.scores[label.seat] ?? 0;
  const other = record.end.scores[1 - label.seat] ?? 0;
  const score = own > other ? 1 : own < other ? 0 : 0.5;
  return { matchId: record.id, game: record.game, a: label.name, b: label.anchor, score };
}

/**
 * Ratings per (agent, round) with their 95% profile-likelihood intervals, sorted by agent then round; the same
 * matches in any order give the same numbers. `bootstrap` adds percentile intervals from resampling the round's
 * matches.
 */
export function roundRatings(
  matches: readonly AnchoredMatch[],
  pool: RatingPool,
  bootstrap: BootstrapOptions | false = false,
): RoundRating[] {
  const groups = new Map<string, { agent: string; round: number; results: PairwiseResult[] }>();
  for (const match of matches) {
    const result = anchoredResult(match);
    if (!result) continue;
    const key = JSON.stringify([match.label.name, match.label.round]);
    const group = groups.get(key) ?? { agent: match.label.name, round: match.label.round, results: [] };
    groups.set(key, group);
    group.results.push(result);
  }
  const rate = (results: readonly PairwiseResult[]) =>
    new Map(fixedPoolRatings(results, pool).map((line) => [line.agent, line.rating]));
  const ratings: RoundRating[] = [];
  for (const { agent, round, results } of groups.values()) {
    const sorted = [...results].sort((x, y) => (x.matchId < y.matchId ? -1 : x.matchId > y.matchId ? 1 : 0));
    const line = fixedPoolRatings(sorted, pool)[0];
    const fitted = line && fixedPoolIntervals(sorted, pool).get(line.agent);
    if (!line || !fitted) continue;
    const score = sorted.reduce((sum, result) => sum + result.score, 0) / sorted.length;
    const interval = bootstrap ? bootstrapIntervals(sorted, rate, bootstrap).get(agent) : undefined;
    ratings.push({
      agent,
      round,
      rating: line.rating,
      rank: line.rank,
      games: line.games,
      score,
      low: fitted.low,
      high: fitted.high,
      ...(interval ? { bootstrap: { low: interval.low, high: interval.high } } : {}),
    });
  }
  return ratings.sort((x, y) => (x.agent < y.agent ? -1 : x.agent > y.agent ? 1 : x.round - y.round));
}
