// A 95% interval for a mean score over episodes, or of a metric over trials: Student's t, exact for normal scores and
// close for bounded ones at the counts used here; with no spread to scale it, the interval is unbounded, never a point.
import { sampleStandardDeviation } from 'simple-statistics';
import type { Interval } from './wilson-interval.js';

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularised incomplete beta function I_x(a, b), by its continued fraction (modified Lentz). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a);
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x)) / a;
  const tiny = 1e-300;
  let f = 1;
  let c = 1;
  let d = 0;
  for (let i = 0; i <= 400; i++) {
    const m = Math.floor(i / 2);
    const numerator =
      i === 0
        ? 1
        : i % 2 === 0
          ? (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))
          : -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + numerator * d;
    d = Math.abs(d) < tiny ? tiny : d;
    d = 1 / d;
    c = 1 + numerator / c;
    c = Math.abs(c) < tiny ? tiny : c;
    const step = c * d;
    f *= step;
    if (Math.abs(1 - step) < 1e-15) break;
  }
  return front * (f - 1);
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The `probability` quantile (0.5 < probability < 1) of Student's t with `df` degrees of freedom, by bisection. */
export function studentTQuantile(probability: number, df: number): number {
  let low = 0;
  let high = 1;
  while (studentTCdf(high, df) < probability) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const middle = (low + high) / 2;
    if (studentTCdf(middle, df) < probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The Student-t interval of the mean of `values` at `level` (default 95%): mean ± t((1 + level) / 2, n − 1) · sd / √n.
 * Fewer than two values, or values all alike (no spread to scale the interval), give (−∞, +∞): unbounded, never a
 * zero-width interval.
 */
export function meanInterval(values: readonly number[], level = 0.95): Interval {
  const n = values.length;
  const sd = sampleSd(values);
  // All alike is checked as such: rounding in the mean of e.g. three 0.1s would otherwise leave a spread of 1e-17.
  if (n < 2 || values.every((value) => value === values[0]) || !(sd > 0)) {
    return { low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
  }
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const half = (studentTQuantile((1 + level) / 2, n - 1) * sd) / Math.sqrt(n);
  return { low: mean - half, high: mean + half };
}

/** The sample standard deviation (n − 1 in the denominator; simple-statistics'), 0 for fewer than two values. */
export function sampleSd(values: readonly number[]): number {
  return values.length < 2 ? 0 : sampleStandardDeviation(values);
}
