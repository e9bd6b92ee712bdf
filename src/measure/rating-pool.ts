// A frozen pool of Bradley–Terry Elo ratings: written by `xparena rate --save-pool`, read by `--fixed`.

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
