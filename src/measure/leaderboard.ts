// One table for every rating method: point ratings with 95% intervals that have width even for perfect records,
// W-D-L with Wilson intervals, rank, an optional match bootstrap, plus head-to-head cells.
import {
  type BootstrapInterval,
  type BootstrapOptions,
  bootstrapCountIntervals,
  bootstrapIntervals,
  DEFAULT_RESAMPLE_SEED,
  DEFAULT_RESAMPLES,
} from './bootstrap-intervals.js';
import { calibrateCounts, calibratePool, calibratePoolIntervals } from './calibrate-pool.js';
import {
  fixedPoolCountRatings,
  fixedPoolIntervals,
  fixedPoolRatings,
  poolGames,
  poolRank,
} from './fixed-pool-rating.js';
import { glicko2CountRatings } from './glicko2-counts.js';
import { glicko2Ratings, ratingPeriods } from './glicko2-ratings.js';
import { type HeadToHeadCell, headToHead } from './head-to-head.js';
import { type PairwiseResult, type Tally, tally } from './pairwise-results.js';
import { inPool, type RatingPool } from './rating-pool.js';
import type { ResultCount } from './result-counts.js';
import { type Interval, wilsonInterval, Z95 } from './wilson-interval.js';

/** How to rate: Glicko-2 over periods, a Bradley–Terry fit of everyone, or candidates against a frozen pool. */
export type RatingMethod =
  | { readonly type: 'glicko2'; readonly tau?: number; readonly periodSize?: number }
  | { readonly type: 'bt'; readonly mean?: number; readonly virtualDraws?: number }
  | { readonly type: 'bt-fixed'; readonly pool: RatingPool };

/** One agent's line: rating, Glicko-2 deviation and volatility where they exist, intervals, record, rank. */
export interface LeaderboardLine extends Tally {
  readonly rank: number;
  readonly rating: number;
  readonly deviation?: number;
  readonly volatility?: number;
  /** The method's 95% rating interval (see `Leaderboard.intervals`); null for frozen pool members. */
  readonly interval: Interval | null;
  /** Wilson 95% interval of the win rate (draws half). */
  readonly winRateInterval: Interval;
  /** Percentile interval over resampled matches, when asked for; null for frozen pool members and otherwise. */
  readonly bootstrap: BootstrapInterval | null;
  /** True for a pool member whose rating was read, not fitted. */
  readonly fixed: boolean;
}

/** How each interval of a leaderboard was computed: enough to reproduce it. */
export interface IntervalProvenance {
  readonly level: 0.95;
  /**
   * Bradley–Terry (`bt`, `bt-fixed`): profile likelihood of the fit with its virtual draws (bounds where the
   * log-likelihood drops by χ²₁(0.95)/2); Glicko-2: rating ± 1.96 RD. Neither resamples.
   */
  readonly rating: { readonly method: 'profile-likelihood' | 'glicko2-rd'; readonly resamples: 0 };
  readonly winRate: { readonly method: 'wilson' };
  readonly headToHead: { readonly method: 'wilson' };
  /** The optional match bootstrap: whole matches resampled with replacement, percentile interval. */
  readonly bootstrap: {
    readonly method: 'match-bootstrap-percentile';
    readonly resamples: number;
    readonly seed: number;
    readonly level: number;
  } | null;
}

export interface Leaderboard {
  /** Distinct matches behind the lines. */
  readonly matches: number;
  /** Pairwise results the method does not read (fixed pool: games between two candidates or two members). */
  readonly ignored: number;
  /** Sorted by rating, highest first. */
  readonly lines: readonly LeaderboardLine[];
  readonly headToHead: readonly HeadToHeadCell[];
  readonly intervals: IntervalProvenance;
}

interface PointRating {
  readonly rating: number;
  readonly deviation?: number;
  readonly volatility?: number;
}

/** The method's 95% rating interval per fitted agent. */
function ratingIntervals(
  results: readonly PairwiseResult[],
  method: RatingMethod,
  points: ReadonlyMap<string, PointRating>,
): Map<string, Interval> {
  switch (method.type) {
    case 'glicko2':
      return new Map(
        [...points].map(([agent, point]) => [
          agent,
          { low: point.rating - Z95 * (point.deviation ?? 0), high: point.rating + Z95 * (point.deviation ?? 0) },
        ]),
      );
    case 'bt':
      return calibratePoolIntervals(results, { mean: method.mean, virtualDraws: method.virtualDraws });
    case 'bt-fixed':
      return fixedPoolIntervals(results, method.pool);
  }
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
 * The match-bootstrap intervals of `method`: Glicko-2 over several periods re-rates each resample in order; one
 * period (the default) and the Bradley–Terry fits read only counts, so their resamples are drawn as counts.
 */
function resampledIntervals(
  results: readonly PairwiseResult[],
  method: RatingMethod,
  bootstrap: BootstrapOptions,
): Map<string, BootstrapInterval> {
  if (method.type === 'glicko2' && method.periodSize === undefined) {
    const tau = method.tau === undefined ? {} : { tau: method.tau };
    const rateCounts = (counts: readonly ResultCount[]) =>
      new Map(glicko2CountRatings(counts, tau).map((line) => [line.agent, line.rating]));
    return bootstrapCountIntervals(results, rateCounts, bootstrap);
  }
  if (method.type === 'glicko2') {
    return bootstrapIntervals(
      results,
      (sample) => new Map([...rate(sample, method)].map(([agent, point]) => [agent, point.rating])),
      bootstrap,
    );
  }
  const rateCounts = (counts: readonly ResultCount[]) =>
    method.type === 'bt'
      ? calibrateCounts(counts, { mean: method.mean, virtualDraws: method.virtualDraws })
      : fixedPoolCountRatings(counts, method.pool);
  return bootstrapCountIntervals(results, rateCounts, bootstrap);
}

/**
 * Rates `results` with `method`, with the method's 95% interval for every fitted rating and, when `bootstrap` is
 * given, a match-bootstrap interval too; rank is 1 + the number of agents rated above (for a fixed pool: pool
 * members rated above).
 */
export function leaderboard(
  results: readonly PairwiseResult[],
  method: RatingMethod,
  bootstrap: BootstrapOptions | false = false,
): Leaderboard {
  const used = method.type === 'bt-fixed' ? poolGames(results, method.pool) : results.slice();
  const points = rate(used, method);
  const intervals = ratingIntervals(used, method, points);
  const resampled =
    bootstrap === false ? new Map<string, BootstrapInterval>() : resampledIntervals(used, method, bootstrap);
  const lines = tally(used).map((record) => {
    const fixed = method.type === 'bt-fixed' && inPool(method.pool, record.agent);
    const point: PointRating = fixed
      ? { rating: method.pool.ratings[record.agent] as number }
      : (points.get(record.agent) as PointRating);
    return {
      ...record,
      ...point,
      fixed,
      interval: fixed ? null : (intervals.get(record.agent) ?? null),
      winRateInterval: wilsonInterval(record.wins + record.draws / 2, record.games),
      bootstrap: fixed ? null : (resampled.get(record.agent) ?? null),
    };
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
    intervals: {
      level: 0.95,
      rating: { method: method.type === 'glicko2' ? 'glicko2-rd' : 'profile-likelihood', resamples: 0 },
      winRate: { method: 'wilson' },
      headToHead: { method: 'wilson' },
      bootstrap:
        bootstrap === false
          ? null
          : {
              method: 'match-bootstrap-percentile',
              resamples: bootstrap.count ?? DEFAULT_RESAMPLES,
              seed: bootstrap.seed ?? DEFAULT_RESAMPLE_SEED,
              level: bootstrap.level ?? 0.95,
            },
    },
  };
}
