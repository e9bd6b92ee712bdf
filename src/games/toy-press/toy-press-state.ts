// The visible instance and the progress of toy-press.

/** The workshop: the tin sheets for the day (the same every episode of a seed). */
export interface ToyPressInstance {
  readonly sheets: number;
}

/** Progress: how far the wheel has moved since the start (hidden), the sheets left and the crisp soldiers made. */
export interface ToyPressProgress {
  readonly moved: number;
  readonly sheets: number;
  readonly soldiers: number;
}

export type ToyPressVisible = Omit<ToyPressProgress, 'moved'>;
