// One table for every rating method: point ratings, bootstrap intervals, W-D-L and rank, plus head-to-head cells.
import { type BootstrapInterval, type BootstrapOptions, bootstrapIntervals } from './bootstrap-intervals.js';
import { calibratePool } from './calibrate-pool.js';
import { fixedPoolRatings, poolGames, poolRank } from './fixed-pool-rating.js';
import { glicko2Ratings, ratingPeriods } from './glicko2-ratings.js';
import { type HeadToHeadCell, headToHead } from './head-to-head.js';
import { type PairwiseResult, type Tally, tally } from './pairwise-results.js';
import { inPool, type RatingPool } from './rating-pool.js';

/** How to rate: Glicko-2 over periods, a Bradley–Terry fit of everyone, or candidates against a frozen pool. */
export type RatingMethod =
  | { readonly type: 'glicko2'; readonly tau?: number; readonly periodSize?: number }
  | { readonly type: 'bt'; readonly mean?: number; readonly virtualDraws?: number }
  | { readonly type: 'bt-fixed'; readonly pool: RatingPool };

/** One agent's line: rating, Glicko-2 deviation and volatility where they exist, bootstrap interval, record, rank. */
export interface LeaderboardLine extends Tally {
  readonly rank: number;
  readonly rating: number;
  readonly deviation?: number;
  readonly volatility?: number;
  /** Percentile interval over resampled matches; null for frozen pool members and when bootstrapping is off. */
  readonly interval: BootstrapInterval | null;
  /** True for a pool member whose rating was read, not fitted. */
  readonly fixed: boolean;
}

export interface Leaderboard {
  /** Distinct matches behind the lines. */
  readonly matches: number;
  /** Pairwise results the method does not read (fixed pool: games between two candidates or two members). */
  readonly ignored: number;
  /** Sorted by rating, highest first. */
  readonly lines: readonly LeaderboardLine[];
  readonly headToHead: readonly HeadToHeadCell[];
}

interface PointRating {
  readonly rating: number;
  readonly deviation?: number;
  readonly volatility?: number;
}

/** Point ratings of the agents a method rates (for a fixed pool: the candidates only). */
function rate(results: readonly PairwiseResult[], method: RatingMethod): Map<string, PointRating> {
  switch (method.type) {
    case 'glicko2':
      return new Map(
        glicko2Ratings(ratingPeriods(results, method.periodSize), { tau: method.tau }).map((line) => [
          line.agent,
          { rating: line.rating, deviation: line.deviation, volatility: line.volatility },
        ]),
      );
    case 'bt':
      return new Map(
        Object.entries(calibratePool(results, { mean: method.mean, virtualDraws: method.virtualDraws }).ratings).map(
          ([agent, rating]) => [agent, { rating }],
        ),
      );
    case 'bt-fixed':
      return new Map(fixedPoolRatings(results, method.pool).map((line) => [line.agent, { rating: line.rating }]));
  }
}

/**
 * Rates `results` with `method` and bootstraps every fitted rating over matches (`bootstrap: false` skips it);
 * rank is 1 + the number of agents rated above (for a fixed pool: pool members rated above).
 */
export function leaderboard(
  results: readonly PairwiseResult[],
  method: RatingMethod,
  bootstrap: BootstrapOptions | false = {},
): Leaderboard {
  const used = method.type === 'bt-fixed' ? poolGames(results, method.pool) : results.slice();
  const points = rate(used, method);
  const intervals =
    bootstrap === false
      ? new Map<string, BootstrapInterval>()
      : bootstrapIntervals(
          used,
          (sample) => new Map([...rate(sample, method)].map(([agent, point]) => [agent, point.rating])),
          bootstrap,
        );
  const lines = tally(used).map((record) => {
    const fixed = method.type === 'bt-fixed' && inPool(method.pool, record.agent);
    const point: PointRating = fixed
      ? { rating: method.pool.ratings[record.agent] as number }
      : (points.get(record.agent) as PointRating);
    return { ...record, ...point, fixed, interval: fixed ? null : (intervals.get(record.agent) ?? null) };
  });
  const ranked = lines.map((line) => ({
    ...line,
    rank:
      method.type === 'bt-fixed'
        ? poolRank(line.rating, method.pool, line.agent)
        : 1 + lines.filter((other) => other.rating > line.rating).length,
  }));
  ranked.sort((x, y) => y.rating - x.rating || (x.agent < y.agent ? -1 : 1));
  return {
    matches: new Set(used.map((result) => result.matchId)).size,
    ignored: results.length - used.length,
    lines: ranked,
    headToHead: headToHead(used),
  };
}
