// Experiences compared on the same seeds: each experience's mean score per checkpoint (or round) with a percentile
// bootstrap interval, and its paired difference from a baseline (by default `none`) over the episodes both played on
// the same seed — pairing removes the seed's own difficulty, so small gains are seen with fewer episodes.
import { rngFromSeed } from '../core/rng.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES, percentile } from './bootstrap-intervals.js';
import type { Estimate } from './estimate.js';

/** One scored episode: which experience played it, where (game, checkpoint or round), and its seed's pairing key. */
export interface ComparedScore {
  readonly experience: string;
  readonly game: string;
  /** The checkpoint (exploration episodes learned from) or the round. */
  readonly point: number;
  /** Equal for episodes played on the same seed and seat by different experiences. */
  readonly pair: string;
  readonly score: number;
}

/** One experience's mean score at one point. */
export interface ComparedPoint {
  readonly experience: string;
  readonly game: string;
  readonly point: number;
  readonly episodes: number;
  readonly mean: Estimate;
}

/** One experience's mean paired difference from the baseline at one point. */
export interface PairedDifference {
  readonly experience: string;
  readonly baseline: string;
  readonly game: string;
  readonly point: number;
  readonly pairs: number;
  readonly difference: Estimate;
}

export interface ComparisonOptions {
  readonly baseline?: string;
  /** Bootstrap resamples (default 1,000; 0: point estimates only). */
  readonly bootstrap?: number;
  readonly seed?: number;
  readonly level?: number;
}

export interface Comparison {
  readonly points: readonly ComparedPoint[];
  readonly differences: readonly PairedDifference[];
  readonly baseline: string;
  readonly bootstrap: number;
  readonly seed: number;
  readonly level: number;
}

/** Means and paired differences of `scores`, in (game, experience, point) order; pure and order-independent. */
export function compareExperiences(scores: readonly ComparedScore[], options: ComparisonOptions = {}): Comparison {
  const baseline = options.baseline ?? 'none';
  const bootstrap = options.bootstrap ?? DEFAULT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_RESAMPLE_SEED;
  const level = options.level ?? 0.95;
  const cells = new Map<string, ComparedScore[]>();
  for (const score of [...scores].sort(byKey)) {
    const key = JSON.stringify([score.game, score.experience, score.point]);
    cells.set(key, [...(cells.get(key) ?? []), score]);
  }
  const points: ComparedPoint[] = [];
  const differences: PairedDifference[] = [];
  for (const [key, cell] of cells) {
    const [game, experience, point] = JSON.parse(key) as [string, string, number];
    points.push({
      experience,
      game,
      point,
      episodes: cell.length,
      mean: meanEstimate(
        cell.map((score) => score.score),
        bootstrap,
        seed,
        level,
      ),
    });
    if (experience === baseline) continue;
    const base = new Map(
      (cells.get(JSON.stringify([game, baseline, point])) ?? []).map((score) => [score.pair, score.score]),
    );
    const paired = cell.flatMap((score) => {
      const other = base.get(score.pair);
      return other === undefined ? [] : [score.score - other];
    });
    if (paired.length === 0) continue;
    differences.push({
      experience,
      baseline,
      game,
      point,
      pairs: paired.length,
      difference: meanEstimate(paired, bootstrap, seed, level),
    });
  }
  return { points, differences, baseline, bootstrap, seed, level };
}

/** The mean of `values` with a percentile bootstrap interval (NaN bounds without resamples or with one value). */
function meanEstimate(values: readonly number[], count: number, seed: number, level: number): Estimate {
  const value = mean(values);
  if (count === 0 || values.length < 2) return { value, low: Number.NaN, high: Number.NaN };
  const rng = rngFromSeed(seed);
  const means: number[] = [];
  for (let replicate = 0; replicate < count; replicate++) {
    let sum = 0;
    for (let index = 0; index < values.length; index++) sum += values[rng.int(0, values.length - 1)] as number;
    means.push(sum / values.length);
  }
  means.sort((x, y) => x - y);
  return { value, low: percentile(means, (1 - level) / 2), high: percentile(means, (1 + level) / 2) };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function byKey(a: ComparedScore, b: ComparedScore): number {
  return (
    compare(a.game, b.game) ||
    compare(a.experience, b.experience) ||
    a.point - b.point ||
    compare(a.pair, b.pair) ||
    a.score - b.score
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
