// Pearson and Spearman correlation for the judgment–improvement coupling (simple-statistics' sample correlations);
// NaN when a correlation is undefined.
import { sampleCorrelation, sampleRankCorrelation } from 'simple-statistics';

/** `correlation` of the first min(|xs|, |ys|) pairs, within [−1, 1]; NaN with fewer than two pairs or no variance. */
function correlationOf(
  correlation: (xs: readonly number[], ys: readonly number[]) => number,
  xs: readonly number[],
  ys: readonly number[],
): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return Number.NaN;
  const r = correlation(xs.slice(0, n), ys.slice(0, n));
  return Number.isFinite(r) ? Math.max(-1, Math.min(1, r)) : Number.NaN;
}

/** Pearson's r of paired values; NaN with fewer than two pairs or when either side has no variance. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  return correlationOf(sampleCorrelation, xs, ys);
}

/** Spearman's ρ: Pearson's r of the ranks, ties sharing their average rank; NaN when undefined. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return correlationOf(sampleRankCorrelation, xs, ys);
}
