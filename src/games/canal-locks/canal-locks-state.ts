// The visible instance and the progress of canal-locks.

/** The flight of one seed (the same every episode): the board's paddles, the boats, the gauges, the morning's levels. */
export interface CanalLocksInstance {
  /** The paddles' names, in their order on the board. */
  readonly paddles: readonly string[];
  /** The boats waiting in the lower pound, in the order they came. */
  readonly boats: readonly string[];
  /** Whether each lock (bottom, middle, top) has a gauge. */
  readonly gauges: readonly boolean[];
  /** Each lock's level at dawn as its gauge showed it (bottom, middle, top; null for the lock with no gauge). */
  readonly levels: readonly (number | null)[];
}

/**
 * Each lock's level (null: as at dawn, until the rules say what that was), each boat's place (0: the lower pound, 4: the
 * upper pound), and which locks have gauges (the instance's, so that `visible` can hide the others).
 */
export interface CanalLocksProgress {
  readonly levels: readonly (number | null)[];
  readonly boats: readonly number[];
  readonly gauges: readonly boolean[];
}

/** The gauges' readings (null where a lock has none) and the boats' places. */
export interface CanalLocksVisible {
  readonly gauges: readonly (number | null)[];
  readonly boats: readonly number[];
}
