// Uncertainty for any rating method: resample whole matches with replacement (seeded), re-rate each sample, and
// read percentile intervals off the replicates.
import { quantileSorted } from 'simple-statistics';
import { rngFrom, seedRng } from '../core/rng.js';
import type { PairwiseResult } from './pairwise-results.js';
import type { Interval } from './wilson-interval.js';

/** The resample count every command and the viewer use unless told otherwise, so they print the same intervals. */
export const DEFAULT_RESAMPLES = 1000;

/** The seed of every resampling unless told otherwise. */
export const DEFAULT_RESAMPLE_SEED = 1;

export interface BootstrapOptions {
  /** Resamples (default `DEFAULT_RESAMPLES`). */
  readonly count?: number;
  /** Seed of the resampling (default `DEFAULT_RESAMPLE_SEED`): the same seed and results give the same intervals. */
  readonly seed?: number;
  /** Coverage of the two-sided percentile interval (default 0.95). */
  readonly level?: number;
}

/** A percentile interval and how many resamples rated the agent (an agent absent from a resample has no value). */
export interface BootstrapInterval extends Interval {
  readonly replicates: number;
}

/** Rates one resample: a rating per agent that appears in it. */
export type Rater = (results: readonly PairwiseResult[]) => ReadonlyMap<string, number>;

/**
 * Percentile intervals per agent from `count` resamples of the matches behind `results` (all pairwise results of a
 * match travel together); each resample is passed to `rate` sorted by match id, so intervals do not depend on input
 * order.
 */
export function bootstrapIntervals(
  results: readonly PairwiseResult[],
  rate: Rater,
  options: BootstrapOptions = {},
): Map<string, BootstrapInterval> {
  const count = options.count ?? DEFAULT_RESAMPLES;
  const level = options.level ?? 0.95;
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`bootstrap count must be a positive integer, got ${count}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`level must lie strictly between 0 and 1, got ${level}`);
  const byMatch = new Map<string, PairwiseResult[]>();
  for (const result of results) {
    const group = byMatch.get(result.matchId) ?? [];
    byMatch.set(result.matchId, group);
    group.push(result);
  }
  const matches = [...byMatch.keys()].sort().map((id) => byMatch.get(id) as PairwiseResult[]);
  const values = new Map<string, number[]>();
  const intervals = new Map<string, BootstrapInterval>();
  if (matches.length === 0) return intervals;
  const rng = rngFrom(seedRng(options.seed ?? DEFAULT_RESAMPLE_SEED));
  for (let replicate = 0; replicate < count; replicate++) {
    const picks = Array.from({ length: matches.length }, () => rng.int(0, matches.length - 1)).sort((x, y) => x - y);
    const sample = picks.flatMap((pick) => matches[pick] as PairwiseResult[]);
    for (const [agent, value] of rate(sample)) {
      const list = values.get(agent) ?? [];
      values.set(agent, list);
      list.push(value);
    }
  }
  for (const [agent, list] of [...values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    list.sort((x, y) => x - y);
    intervals.set(agent, {
      low: percentile(list, (1 - level) / 2),
      high: percentile(list, (1 + level) / 2),
      replicates: list.length,
    });
  }
  return intervals;
}

/** The q-quantile of ascending `sorted` values, interpolating linearly between order statistics (R's type 7); NaN for none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? Number.NaN : quantileSorted(sorted, q);
}
