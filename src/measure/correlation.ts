// Pearson, Spearman and Kendall correlation (the judgment–improvement coupling, rank agreement between runs); NaN
// when a correlation is undefined.
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

/**
 * Kendall's τ-b of paired values: (concordant − discordant) pairs over the geometric mean of the pairs untied on each
 * side; NaN with fewer than two pairs or when either side is all ties.
 */
export function kendallTau(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  let concordant = 0;
  let discordant = 0;
  let tiedX = 0;
  let tiedY = 0;
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      pairs++;
      const dx = Math.sign((xs[i] as number) - (xs[j] as number));
      const dy = Math.sign((ys[i] as number) - (ys[j] as number));
      if (dx === 0) tiedX++;
      if (dy === 0) tiedY++;
      if (dx !== 0 && dy !== 0) {
        if (dx === dy) concordant++;
        else discordant++;
      }
    }
  }
  const denominator = Math.sqrt((pairs - tiedX) * (pairs - tiedY));
  return denominator > 0 ? (concordant - discordant) / denominator : Number.NaN;
}
