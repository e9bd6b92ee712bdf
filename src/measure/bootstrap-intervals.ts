// Uncertainty for any rating method: resample whole matches with replacement (seeded), re-rate each sample, and
// read percentile intervals off the replicates; order-free ratings draw each resample as counts per kind of match.

import { quantileSorted } from 'simple-statistics';
import { rngFrom, seedRng } from '../core/rng.js';
import { binomialSampler } from './binomial-draw.js';
import { kindCounts, kindMatches, type MatchKind } from './match-kinds.js';
import type { PairwiseResult } from './pairwise-results.js';
import { countKey, type ResultCount } from './result-counts.js';
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
  const matches = byMatch(results);
  const rng = rngFrom(seedRng(options.seed ?? DEFAULT_RESAMPLE_SEED));
  const draw = () => rng.int(0, matches.length - 1);
  return percentileIntervals(options, matches.length, () => {
    const picks = Array.from({ length: matches.length }, draw).sort((x, y) => x - y);
    return rate(picks.flatMap((pick) => matches[pick] as PairwiseResult[]));
  });
}

/** Rates one resample given as counts per pair and result (for ratings that do not depend on the order of games). */
export type CountRater = (counts: readonly ResultCount[]) => ReadonlyMap<string, number>;

/**
 * `bootstrapIntervals` for order-free ratings, in time that does not grow with the matches: matches with the same
 * results (pair, seats' order aside, and outcome) are interchangeable, so a resample of N matches drawn with
 * replacement is a multinomial draw of how many of each kind it holds (one seeded binomial per kind), handed to
 * `rate` as counts. The same distribution as redrawing match by match, but not the same draws.
 */
export function bootstrapKindIntervals(
  kinds: readonly MatchKind[],
  rate: CountRater,
  options: BootstrapOptions = {},
): Map<string, BootstrapInterval> {
  const cells = kindCounts(kinds).map(({ a, b, score }) => ({ a, b, score }));
  const cellIndex = new Map(cells.map((cell, index) => [countKey(cell), index]));
  // Each kind of match: the cells one match of it adds to (in cell order), kinds in the order of those lists.
  const kindList = kinds
    .map((kind) => {
      const indices = kind.results.map((result) => cellIndex.get(countKey(result)) as number).sort((x, y) => x - y);
      return { key: indices.join(' '), cells: indices, matches: kind.matches };
    })
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const total = kindMatches(kinds);
  const drawBinomial = binomialSampler(rngFrom(seedRng(options.seed ?? DEFAULT_RESAMPLE_SEED)));
  const multiplicity = new Float64Array(cells.length);
  return percentileIntervals(options, total, () => {
    multiplicity.fill(0);
    // Sequential conditional binomials: kind k gets Bin(matches left, its share of the kinds left).
    let left = total;
    let share = total;
    for (const kind of kindList) {
      if (left === 0) break;
      const drawn = kind.matches === share ? left : drawBinomial(left, kind.matches / share);
      left -= drawn;
      share -= kind.matches;
      if (drawn === 0) continue;
      for (const cell of kind.cells) multiplicity[cell] = (multiplicity[cell] as number) + drawn;
    }
    const counts: ResultCount[] = [];
    for (const [index, cell] of cells.entries()) {
      const count = multiplicity[index] as number;
      if (count > 0) counts.push({ ...cell, count });
    }
    return rate(counts);
  });
}

/** `results` grouped by match, in match id order. */
function byMatch(results: readonly PairwiseResult[]): PairwiseResult[][] {
  const groups = new Map<string, PairwiseResult[]>();
  for (const result of results) {
    const group = groups.get(result.matchId) ?? [];
    groups.set(result.matchId, group);
    group.push(result);
  }
  return [...groups.keys()].sort().map((id) => groups.get(id) as PairwiseResult[]);
}

/** The percentile intervals of `count` replicates of `matches` matches; `replicate` draws and rates one resample. */
function percentileIntervals(
  options: BootstrapOptions,
  matches: number,
  replicate: () => ReadonlyMap<string, number>,
): Map<string, BootstrapInterval> {
  const count = options.count ?? DEFAULT_RESAMPLES;
  const level = options.level ?? 0.95;
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`bootstrap count must be a positive integer, got ${count}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`level must lie strictly between 0 and 1, got ${level}`);
  const values = new Map<string, number[]>();
  const intervals = new Map<string, BootstrapInterval>();
  if (matches === 0) return intervals;
  for (let index = 0; index < count; index++) {
    for (const [agent, value] of replicate()) {
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
