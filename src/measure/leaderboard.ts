// One table for every rating method: point ratings with 95% intervals that have width even for perfect records,
// W-D-L with Wilson intervals, rank, an optional match bootstrap, plus head-to-head cells.
import {
  type BootstrapInterval,
  type BootstrapOptions,
  bootstrapIntervals,
  bootstrapKindIntervals,
  type CountRater,
  DEFAULT_RESAMPLE_SEED,
  DEFAULT_RESAMPLES,
} from './bootstrap-intervals.js';
import { calibrateCountIntervals, calibrateCounts } from './calibrate-pool.js';
import { fixedPoolCountIntervals, fixedPoolCountRatings, poolRank } from './fixed-pool-rating.js';
import { glicko2CountRatings } from './glicko2-counts.js';
import { glicko2Ratings, ratingPeriods } from './glicko2-ratings.js';
import { type HeadToHeadCell, headToHeadCounts } from './head-to-head.js';
import { filterKinds, kindCounts, kindMatches, kindResults, type MatchKind, matchKinds } from './match-kinds.js';
import { type PairwiseResult, type Tally, tallyCounts } from './pairwise-results.js';
import { inPool, type RatingPool } from './rating-pool.js';
import { type ResultCount, resultCounts } from './result-counts.js';
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

/** What every method gives a leaderboard: points, the method's intervals, resampled intervals, and what it read. */
interface Fit {
  readonly points: ReadonlyMap<string, PointRating>;
  readonly intervals: ReadonlyMap<string, Interval>;
  readonly resampled: ReadonlyMap<string, BootstrapInterval>;
  readonly counts: readonly ResultCount[];
  readonly matches: number;
  readonly ignored: number;
}

/** Each Glicko-2 point's rating ± 1.96 RD. */
function deviationIntervals(points: ReadonlyMap<string, PointRating>): Map<string, Interval> {
  return new Map(
    [...points].map(([agent, point]) => [
      agent,
      { low: point.rating - Z95 * (point.deviation ?? 0), high: point.rating + Z95 * (point.deviation ?? 0) },
    ]),
  );
}

/** Glicko-2 over periods of `periodSize` matches in play order: the only method that reads the order of games. */
function periodFit(
  results: readonly PairwiseResult[],
  method: { readonly tau?: number; readonly periodSize: number },
  bootstrap: BootstrapOptions | false,
): Fit {
  const rate = (sample: readonly PairwiseResult[]) =>
    new Map(
      glicko2Ratings(ratingPeriods(sample, method.periodSize), { tau: method.tau }).map((line) => [
        line.agent,
        { rating: line.rating, deviation: line.deviation, volatility: line.volatility },
      ]),
    );
  const points = rate(results);
  const resampled =
    bootstrap === false
      ? new Map<string, BootstrapInterval>()
      : bootstrapIntervals(
          results,
          (sample) => new Map([...rate(sample)].map(([agent, point]) => [agent, point.rating])),
          bootstrap,
        );
  return {
    points,
    intervals: deviationIntervals(points),
    resampled,
    counts: resultCounts(results),
    matches: new Set(results.map((result) => result.matchId)).size,
    ignored: 0,
  };
}

/** A method that reads only how often each pair met with each result (all but Glicko-2 over several periods). */
function countFit(kinds: readonly MatchKind[], method: RatingMethod, bootstrap: BootstrapOptions | false): Fit {
  const used =
    method.type === 'bt-fixed'
      ? filterKinds(kinds, (result) => inPool(method.pool, result.a) !== inPool(method.pool, result.b))
      : kinds;
  const counts = kindCounts(used);
  let points: Map<string, PointRating>;
  let intervals: Map<string, Interval>;
  let rateCounts: CountRater;
  switch (method.type) {
    case 'glicko2': {
      const tau = method.tau === undefined ? {} : { tau: method.tau };
      points = new Map(
        glicko2CountRatings(counts, tau).map((line) => [
          line.agent,
          { rating: line.rating, deviation: line.deviation, volatility: line.volatility },
        ]),
      );
      intervals = deviationIntervals(points);
      rateCounts = (sample) => new Map(glicko2CountRatings(sample, tau).map((line) => [line.agent, line.rating]));
      break;
    }
    case 'bt': {
      const options = { mean: method.mean, virtualDraws: method.virtualDraws };
      points = new Map([...calibrateCounts(counts, options)].map(([agent, rating]) => [agent, { rating }]));
      intervals = calibrateCountIntervals(counts, options);
      rateCounts = (sample) => calibrateCounts(sample, options);
      break;
    }
    case 'bt-fixed':
      points = new Map([...fixedPoolCountRatings(counts, method.pool)].map(([agent, rating]) => [agent, { rating }]));
      intervals = fixedPoolCountIntervals(counts, method.pool);
      rateCounts = (sample) => fixedPoolCountRatings(sample, method.pool);
      break;
  }
  return {
    points,
    intervals,
    resampled: bootstrap === false ? new Map() : bootstrapKindIntervals(used, rateCounts, bootstrap),
    counts,
    matches: kindMatches(used),
    ignored: kindResults(kinds) - kindResults(used),
  };
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
  if (method.type === 'glicko2' && method.periodSize !== undefined)
    return board(periodFit(results, { tau: method.tau, periodSize: method.periodSize }, bootstrap), method, bootstrap);
  return board(countFit(matchKinds(results), method, bootstrap), method, bootstrap);
}

/**
 * `leaderboard` of matches given as kinds (e.g. counted in a store, without reading each match); for the methods
 * that do not read the order of games (not Glicko-2 over several periods).
 */
export function kindLeaderboard(
  kinds: readonly MatchKind[],
  method: RatingMethod,
  bootstrap: BootstrapOptions | false = false,
): Leaderboard {
  if (method.type === 'glicko2' && method.periodSize !== undefined)
    throw new RangeError('Glicko-2 over several periods reads the order of games: rate the results instead');
  return board(countFit(kinds, method, bootstrap), method, bootstrap);
}

/** The leaderboard of a fit: lines with records and intervals, ranked, and head-to-head cells. */
function board(fit: Fit, method: RatingMethod, bootstrap: BootstrapOptions | false): Leaderboard {
  const lines = tallyCounts(fit.counts).map((record) => {
    const fixed = method.type === 'bt-fixed' && inPool(method.pool, record.agent);
    const point: PointRating = fixed
      ? { rating: method.pool.ratings[record.agent] as number }
      : (fit.points.get(record.agent) as PointRating);
    return {
      ...record,
      ...point,
      fixed,
      interval: fixed ? null : (fit.intervals.get(record.agent) ?? null),
      winRateInterval: wilsonInterval(record.wins + record.draws / 2, record.games),
      bootstrap: fixed ? null : (fit.resampled.get(record.agent) ?? null),
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
    matches: fit.matches,
    ignored: fit.ignored,
    lines: ranked,
    headToHead: headToHeadCounts(fit.counts),
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
