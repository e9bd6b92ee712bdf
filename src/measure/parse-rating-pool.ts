// Reading a rating pool file (apart from the pool's type, so that rating code loads no schema library).
import { UsageError } from '../core/usage-error.js';
import { poolMean, RATING_POOL_FORMAT, type RatingPool } from './rating-pool.js';
import { isSealedPool, parseSealedPool, sealedPoolRatings } from './sealed-pool.js';

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
