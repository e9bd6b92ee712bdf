// A frozen pool of Bradley–Terry Elo ratings: written by `xparena rate --save-pool`, read by `--fixed`.
import { UsageError } from '../core/usage-error.js';
import { isSealedPool, parseSealedPool, sealedPoolRatings } from './sealed-pool.js';

/** Bump when the pool file's shape changes; readers check it. */
export const RATING_POOL_FORMAT = 1;

/** Ratings of a calibrated pool, on the Elo scale (400 points = 10:1 odds), anchored so their mean is `mean`. */
export interface RatingPool {
  readonly formatVersion: typeof RATING_POOL_FORMAT;
  /** The game the pool was calibrated on, when known. */
  readonly game?: string;
  /** The stated anchor; `poolMean` recomputes the mean actually used from `ratings`. */
  readonly mean: number;
  readonly ratings: Readonly<Record<string, number>>;
}

/** The pool's mean rating r̄, over every member. */
export function poolMean(pool: RatingPool): number {
  const values = Object.values(pool.ratings);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** True when `agent` is a member of the pool. */
export function inPool(pool: RatingPool, agent: string): boolean {
  return Object.hasOwn(pool.ratings, agent);
}

/**
 * Reads a pool from parsed JSON: the file `--save-pool` writes, a sealed opponent pool (`pools/<game>/pool.json`,
 * members named `program:pool/<game>/<id>`), or a bare `{ "agent": rating, … }` object; throws UsageError naming
 * `where` and the problem.
 */
export function parseRatingPool(value: unknown, where: string): RatingPool {
  if (isSealedPool(value)) {
    const sealed = parseSealedPool(value, where);
    const pool: RatingPool = {
      formatVersion: RATING_POOL_FORMAT,
      game: sealed.game,
      mean: 0,
      ratings: sealedPoolRatings(sealed),
    };
    return { ...pool, mean: poolMean(pool) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${where} must be a JSON object: { "ratings": { "agent": 1500, … } }`);
  const object = value as Record<string, unknown>;
  const bare = !('ratings' in object);
  if (!bare && object.formatVersion !== undefined && object.formatVersion !== RATING_POOL_FORMAT)
    throw new UsageError(
      `${where} has formatVersion ${String(object.formatVersion)}; this xparena reads ${RATING_POOL_FORMAT}`,
    );
  const ratings = bare ? object : object.ratings;
  if (typeof ratings !== 'object' || ratings === null || Array.isArray(ratings))
    throw new UsageError(`${where}: "ratings" must be an object mapping agent specs to numbers`);
  const entries = Object.entries(ratings);
  if (entries.length === 0) throw new UsageError(`${where} holds no ratings: a pool needs at least one member`);
  for (const [agent, rating] of entries) {
    if (typeof rating !== 'number' || !Number.isFinite(rating))
      throw new UsageError(`${where}: the rating of '${agent}' must be a finite number, got ${JSON.stringify(rating)}`);
  }
  const game = bare ? undefined : object.game;
  if (game !== undefined && typeof game !== 'string') throw new UsageError(`${where}: "game" must be a string`);
  const pool: RatingPool = {
    formatVersion: RATING_POOL_FORMAT,
    ...(game === undefined ? {} : { game }),
    mean: 0,
    ratings: Object.fromEntries(entries as [string, number][]),
  };
  const mean = bare ? undefined : object.mean;
  if (mean !== undefined && (typeof mean !== 'number' || !Number.isFinite(mean)))
    throw new UsageError(`${where}: "mean" must be a number`);
  return { ...pool, mean: mean ?? poolMean(pool) };
}
