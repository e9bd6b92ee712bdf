/** z for a two-sided 95% interval, Φ⁻¹(0.975), exact to double precision. */
export const Z95 = 1.959963984540054;

/** A two-sided confidence interval. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * Wilson score interval for a proportion of `successes` in `trials` (successes may be fractional: a draw is ½);
 * [0, 1] when there are no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
