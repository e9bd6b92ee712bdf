// The visible instance and the progress of sourdough.

/** The bakery: sacks of flour for the day and loaves ordered (the same every episode of a seed). */
export interface SourdoughInstance {
  readonly sacks: number;
  readonly orders: number;
}

/** Progress: turns since the starter's last feed (hidden; null once a bake has used it), flour left, loaves baked. */
export interface SourdoughProgress {
  readonly since: number | null;
  readonly sacks: number;
  readonly risen: number;
  readonly flat: number;
}

export type SourdoughVisible = Omit<SourdoughProgress, 'since'>;
