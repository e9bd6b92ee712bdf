// The difference between two conditions measured on the same units (the same seeds, the same opponents): a mean of
// paired differences with a cluster bootstrap interval, and an exact sign test. Pairing removes each unit's own
// difficulty, so a real difference shows with fewer episodes than two independent intervals would need.
import { rngFromSeed } from '../core/rng.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES, percentile } from './bootstrap-intervals.js';
import type { Estimate } from './estimate.js';

/** One paired observation: condition minus baseline on one unit; pairs of one cluster are resampled together. */
export interface Pair {
  /** Pairs that share a cluster are not independent (e.g. one evaluation seed at every checkpoint). */
  readonly cluster: string;
  readonly difference: number;
}

export interface PairedOptions {
  /** Bootstrap resamples (default 1,000; 0: the point estimate only). */
  readonly bootstrap?: number;
  readonly seed?: number;
  readonly level?: number;
}

/** The paired comparison of a condition with a baseline. */
export interface PairedDifference {
  readonly pairs: number;
  /** Independent units: the sign test and the bootstrap count these. */
  readonly clusters: number;
  /** Mean difference over pairs, with a percentile interval over resampled clusters. */
  readonly mean: Estimate;
  /** Clusters whose mean difference is above, below and at zero. */
  readonly better: number;
  readonly worse: number;
  readonly ties: number;
  /** Two-sided exact sign test over the clusters that are not tied (1 when all are). */
  readonly signTestP: number;
}

/** Compares paired observations; the same pairs in any order give the same result. */
export function pairedDifference(pairs: readonly Pair[], options: PairedOptions = {}): PairedDifference {
  const count = options.bootstrap ?? DEFAULT_RESAMPLES;
  const level = options.level ?? 0.95;
  const clusters = new Map<string, number[]>();
  for (const pair of [...pairs].sort((a, b) => compare(a.cluster, b.cluster) || a.difference - b.difference)) {
    const list = clusters.get(pair.cluster) ?? [];
    list.push(pair.difference);
    clusters.set(pair.cluster, list);
  }
  const groups = [...clusters.values()].map((list) => ({ sum: sum(list), size: list.length }));
  const value = pairs.length ? sum(groups.map((group) => group.sum)) / pairs.length : Number.NaN;
  let low = Number.NaN;
  let high = Number.NaN;
  if (count > 0 && groups.length > 1) {
    const rng = rngFromSeed(options.seed ?? DEFAULT_RESAMPLE_SEED);
    const means: number[] = [];
    for (let replicate = 0; replicate < count; replicate++) {
      let total = 0;
      let size = 0;
      for (let index = 0; index < groups.length; index++) {
        const group = groups[rng.int(0, groups.length - 1)] as { sum: number; size: number };
        total += group.sum;
        size += group.size;
      }
      means.push(total / size);
    }
    means.sort((x, y) => x - y);
    low = percentile(means, (1 - level) / 2);
    high = percentile(means, (1 + level) / 2);
  }
  const better = groups.filter((group) => group.sum > 0).length;
  const worse = groups.filter((group) => group.sum < 0).length;
  return {
    pairs: pairs.length,
    clusters: groups.length,
    mean: { value, low, high },
    better,
    worse,
    ties: groups.length - better - worse,
    signTestP: signTestP(better, worse),
  };
}

/** Two-sided exact sign test: the probability, under no difference, of a split at least as uneven as `a` to `b`. */
export function signTestP(a: number, b: number): number {
  const n = a + b;
  if (n === 0) return 1;
  const k = Math.min(a, b);
  // Sum of C(n, i) / 2^n for i ≤ k, in log space so large n neither overflows nor underflows.
  let logTerm = -n * Math.LN2;
  let tail = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logTerm);
  }
  return Math.min(1, 2 * tail);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
