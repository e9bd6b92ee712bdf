// Profile-likelihood intervals: every rating value the data cannot reject at 95%, i.e. where the log-likelihood lies
// within χ²₁(0.95)/2 of its peak. Unlike a match bootstrap, this has width for a perfect record or a single game.
import type { Interval } from './wilson-interval.js';

/** χ²₁(0.95)/2 = 3.841458820694124/2: the log-likelihood drop that bounds a 95% profile-likelihood interval. */
export const PROFILE_DROP_95 = 1.920729410347062;

/**
 * The interval around `peak` where the concave `logLikelihood` stays within `drop` of its value at `peak`, found by
 * stepping out from `peak` by `step`, 2·`step`, 4·`step`, … and bisecting (to 1e-6); a side whose log-likelihood never
 * drops that far within 2^40·`step` is unbounded (±Infinity).
 */
export function likelihoodInterval(
  logLikelihood: (value: number) => number,
  peak: number,
  step: number,
  drop = PROFILE_DROP_95,
): Interval {
  const target = logLikelihood(peak) - drop;
  const bound = (direction: 1 | -1) => {
    let inside = peak;
    let width = step;
    let outside = peak + direction * width;
    while (logLikelihood(outside) > target) {
      if (width > step * 2 ** 40) return direction * Number.POSITIVE_INFINITY;
      inside = outside;
      width *= 2;
      outside = peak + direction * width;
    }
    while (Math.abs(outside - inside) > 1e-6) {
      const middle = (inside + outside) / 2;
      if (middle === inside || middle === outside) break;
      if (logLikelihood(middle) > target) inside = middle;
      else outside = middle;
    }
    return (inside + outside) / 2;
  };
  return { low: bound(-1), high: bound(1) };
}
