// A metric's value with its interval, the shape every learning metric is reported in.

/** A point estimate with its interval: NaN bounds when none was computed, ±∞ when the data cannot bound it. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}
