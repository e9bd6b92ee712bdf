// AAArena's rating of a candidate against opponents whose ratings are frozen: a one-parameter Bradley–Terry fit
// with one virtual draw against the pool's mean, so perfect records still get finite ratings.
import { likelihoodInterval } from './likelihood-interval.js';
import type { PairwiseResult } from './pairwise-results.js';
import { inPool, poolMean, type RatingPool } from './rating-pool.js';
import type { ResultCount } from './result-counts.js';
import type { Interval } from './wilson-interval.js';

/** Expected score of rating `rating` against `opponent`: 1 / (1 + 10^((opponent − rating)/400)). */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** One game of a candidate against a pool member: the candidate's score and the opponent's frozen rating. */
export interface PoolGame {
  readonly score: number;
  readonly opponent: number;
  /** How many such games were played (default 1): a bootstrap resample's multiplicity. */
  readonly count?: number;
}

/**
 * The rating r̂ solving Σ(s_m − E(r̂, r_j(m))) + (½ − E(r̂, r̄)) = 0, where `mean` is the pool's mean r̄; the left
 * side falls strictly in r̂, so bisection finds the unique root (to 1e-9 points).
 */
export function fixedPoolRating(games: readonly PoolGame[], mean: number): number {
  const balance = (rating: number) =>
    games.reduce(
      // Written so that a count of 1 sums exactly as a single game always has (multiplying by 1 is exact).
      (sum, game) => {
        const count = game.count ?? 1;
        return sum + count * game.score - count * expectedScore(rating, game.opponent);
      },
      0.5 - expectedScore(rating, mean),
    );
  let low = mean - 400;
  let high = mean + 400;
  for (let width = 400; balance(low) < 0; width *= 2) low -= width;
  for (let width = 400; balance(high) > 0; width *= 2) high += width;
  while (high - low > 1e-9) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (balance(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** ln E(rating, opponent), stable far from the opponent. */
function logExpected(rating: number, opponent: number): number {
  const x = ((rating - opponent) * Math.LN10) / 400;
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

/**
 * The 95% profile-likelihood interval of `fixedPoolRating(games, mean)`: the ratings r where
 * Σ[s_m ln E(r, r_j) + (1 − s_m) ln(1 − E(r, r_j))] + ½ ln E(r, r̄) + ½ ln(1 − E(r, r̄)) lies within χ²₁(0.95)/2 of
 * its maximum. The virtual draw keeps both bounds finite, so a perfect record or a single game gets an interval too.
 */
export function fixedPoolInterval(games: readonly PoolGame[], mean: number): Interval {
  const logLikelihood = (rating: number) =>
    games.reduce(
      (sum, game) => {
        const count = game.count ?? 1;
        return (
          sum +
          count * game.score * logExpected(rating, game.opponent) +
          count * (1 - game.score) * logExpected(game.opponent, rating)
        );
      },
      0.5 * logExpected(rating, mean) + 0.5 * logExpected(mean, rating),
    );
  return likelihoodInterval(logLikelihood, fixedPoolRating(games, mean), 50);
}

/** Rank on the pool's ladder: 1 + the number of pool members rated strictly above `rating` (never counting `self`). */
export function poolRank(rating: number, pool: RatingPool, self?: string): number {
  return 1 + Object.entries(pool.ratings).filter(([agent, value]) => agent !== self && value > rating).length;
}

/** A candidate's fixed-pool rating and ladder rank, with the games it rests on. */
export interface FixedPoolLine {
  readonly agent: string;
  readonly rating: number;
  readonly rank: number;
  readonly games: number;
}

/** The games between one non-member and one pool member: the only games a fixed-pool rating reads. */
export function poolGames(results: readonly PairwiseResult[], pool: RatingPool): PairwiseResult[] {
  return results.filter((result) => inPool(pool, result.a) !== inPool(pool, result.b));
}

/**
 * Rates every agent outside `pool` that met a pool member, against the frozen pool (games between two candidates
 * or two members are ignored); sorted by rating, highest first.
 */
export function fixedPoolRatings(results: readonly PairwiseResult[], pool: RatingPool): FixedPoolLine[] {
  const mean = poolMean(pool);
  return [...candidateGames(results, pool)]
    .map(([agent, list]) => {
      const rating = fixedPoolRating(list, mean);
      return { agent, rating, rank: poolRank(rating, pool), games: list.length };
    })
    .sort((x, y) => y.rating - x.rating || (x.agent < y.agent ? -1 : 1));
}

/**
 * Each candidate's 95% profile-likelihood interval against the frozen pool; apart from `fixedPoolRatings` because a
 * match bootstrap re-rates hundreds of resamples and needs only the points.
 */
export function fixedPoolIntervals(results: readonly PairwiseResult[], pool: RatingPool): Map<string, Interval> {
  const mean = poolMean(pool);
  return new Map([...candidateGames(results, pool)].map(([agent, list]) => [agent, fixedPoolInterval(list, mean)]));
}

/** `fixedPoolRatings`' ratings from results counted by pair (a bootstrap resample): candidate to rating. */
export function fixedPoolCountRatings(counts: readonly ResultCount[], pool: RatingPool): Map<string, number> {
  const mean = poolMean(pool);
  return new Map([...countedPoolGames(counts, pool)].map(([agent, list]) => [agent, fixedPoolRating(list, mean)]));
}

/** `fixedPoolIntervals` of results counted by pair and result. */
export function fixedPoolCountIntervals(counts: readonly ResultCount[], pool: RatingPool): Map<string, Interval> {
  const mean = poolMean(pool);
  return new Map([...countedPoolGames(counts, pool)].map(([agent, list]) => [agent, fixedPoolInterval(list, mean)]));
}

/** Each candidate's counted games against pool members, from the candidate's side. */
function countedPoolGames(counts: readonly ResultCount[], pool: RatingPool): Map<string, PoolGame[]> {
  const games = new Map<string, PoolGame[]>();
  for (const row of counts) {
    if (row.count === 0 || inPool(pool, row.a) === inPool(pool, row.b)) continue;
    const candidateIsA = !inPool(pool, row.a);
    const candidate = candidateIsA ? row.a : row.b;
    const opponent = pool.ratings[candidateIsA ? row.b : row.a] as number;
    const list = games.get(candidate) ?? [];
    games.set(candidate, list);
    list.push({ score: candidateIsA ? row.score : 1 - row.score, opponent, count: row.count });
  }
  return games;
}

/** Each candidate's games against pool members, from the candidate's side. */
function candidateGames(results: readonly PairwiseResult[], pool: RatingPool): Map<string, PoolGame[]> {
  const games = new Map<string, PoolGame[]>();
  for (const result of poolGames(results, pool)) {
    const candidateIsA = !inPool(pool, result.a);
    const candidate = candidateIsA ? result.a : result.b;
    const opponent = pool.ratings[candidateIsA ? result.b : result.a] as number;
    const list = games.get(candidate) ?? [];
    games.set(candidate, list);
    list.push({ score: candidateIsA ? result.score : 1 - result.score, opponent });
  }
  return games;
}
