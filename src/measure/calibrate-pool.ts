// Fits a whole pool's Bradley–Terry Elo ratings from its internal games, so later candidates can be rated against
// frozen numbers (AAArena's fixed-pool protocol needs the pool first).
import { likelihoodInterval } from './likelihood-interval.js';
import type { PairwiseResult } from './pairwise-results.js';
import { RATING_POOL_FORMAT, type RatingPool } from './rating-pool.js';
import { type ResultCount, resultCounts } from './result-counts.js';
import type { Interval } from './wilson-interval.js';

export interface CalibrateOptions {
  /** The pool's mean rating after the fit (default 1500). */
  readonly mean?: number;
  /**
   * Virtual draws each member plays against a player at the mean (default 1, as in the fixed-pool formula); they keep
   * ratings finite for perfect records. 0 gives the plain maximum-likelihood fit, which exists only when every member
   * scored against, and conceded to, the rest (a strongly connected comparison graph).
   */
  readonly virtualDraws?: number;
}

const eloPerNat = 400 / Math.LN10;

/** log σ(x), stable for large |x|. */
function logSigmoid(x: number): number {
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Bradley–Terry ratings maximising the likelihood of `results` (a draw counts as half a win each way) plus the
 * virtual draws, under the constraint that the ratings average exactly `mean`; solved by Newton's method with
 * step halving. Throws when the plain fit (no virtual draws) does not exist.
 */
export function calibratePool(results: readonly PairwiseResult[], options: CalibrateOptions = {}): RatingPool {
  const games = [...new Set(results.map((result) => result.game))];
  return countPool(resultCounts(results), games.length === 1 ? games[0] : undefined, options);
}

/** `calibratePool` of results counted by pair and result, all of `game` (when one game). */
export function countPool(
  counts: readonly ResultCount[],
  game: string | undefined,
  options: CalibrateOptions = {},
): RatingPool {
  return {
    formatVersion: RATING_POOL_FORMAT,
    ...(game === undefined ? {} : { game }),
    mean: options.mean ?? 1500,
    ratings: Object.fromEntries(calibrateCounts(counts, options)),
  };
}

/** `calibratePool`'s ratings from results counted by pair (the same numbers: the fit reads only the counts). */
export function calibrateCounts(counts: readonly ResultCount[], options: CalibrateOptions = {}): Map<string, number> {
  const mean = options.mean ?? 1500;
  const virtualDraws = options.virtualDraws ?? 1;
  if (!(virtualDraws >= 0)) throw new RangeError(`virtualDraws must be 0 or more, got ${virtualDraws}`);
  const agents = agentsOf(counts);
  if (agents.length < 2) return new Map(agents.map((agent) => [agent, mean]));

  const pairList = pairsOf(counts, agents);
  if (virtualDraws === 0) requireConnected(agents, pairList);

  const theta = maximise(pairList, agents.length, virtualDraws, new Array(agents.length).fill(0));
  return new Map(agents.map((agent, i) => [agent, mean + eloPerNat * (theta[i] as number)]));
}

/** The agents of `counts`, sorted. */
function agentsOf(counts: readonly ResultCount[]): string[] {
  return [...new Set(counts.flatMap((row) => (row.count > 0 ? [row.a, row.b] : [])))].sort();
}

type Pair = { readonly i: number; readonly j: number; readonly games: number; readonly score: number };

/** Games per unordered pair of `agents` (sorted) and the lower-index agent's total score, in index order. */
function pairsOf(counts: readonly ResultCount[], agents: readonly string[]): Pair[] {
  const index = new Map(agents.map((agent, position) => [agent, position]));
  const pairs = new Map<string, { i: number; j: number; games: number; score: number }>();
  for (const row of counts) {
    if (row.count === 0) continue;
    const a = index.get(row.a) as number;
    const b = index.get(row.b) as number;
    const [i, j, score] = a < b ? [a, b, row.score] : [b, a, 1 - row.score];
    const key = `${i} ${j}`;
    const pair = pairs.get(key) ?? { i, j, games: 0, score: 0 };
    pairs.set(key, pair);
    pair.games += row.count;
    pair.score += row.count * score;
  }
  return [...pairs.values()].sort((x, y) => x.i - y.i || x.j - y.j);
}

/** Log-likelihood of θ (in nats) over the pairs plus `virtualDraws` draws per member against θ = 0 (the mean). */
function objective(pairs: readonly Pair[], virtualDraws: number, theta: readonly number[]): number {
  let total = 0;
  for (const { i, j, games, score } of pairs) {
    const difference = (theta[i] as number) - (theta[j] as number);
    total += score * logSigmoid(difference) + (games - score) * logSigmoid(-difference);
  }
  for (const value of theta) total += (virtualDraws / 2) * (logSigmoid(value) + logSigmoid(-value));
  return total;
}

/**
 * Maximises `objective` from `start` (which must satisfy the constraints) keeping Σθ unchanged and, when `fixed` is
 * given, θ[fixed] unchanged: Newton's method with step halving.
 */
function maximise(
  pairs: readonly Pair[],
  n: number,
  virtualDraws: number,
  start: readonly number[],
  fixed?: number,
): number[] {
  const constraints = fixed === undefined ? 1 : 2;
  const size = n + constraints;
  let theta = start.slice();
  for (let iteration = 0; iteration < 200; iteration++) {
    const gradient = new Array<number>(n).fill(0);
    // The system [−H C; Cᵀ 0] [step; λ] = [gradient; 0] keeps Cᵀθ (the mean, a fixed rating) while climbing.
    const system = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0));
    const at = (row: number, column: number, add: number) => {
      const line = system[row] as number[];
      line[column] = (line[column] as number) + add;
    };
    for (const { i, j, games, score } of pairs) {
      const p = sigmoid((theta[i] as number) - (theta[j] as number));
      const residual = score - games * p;
      gradient[i] = (gradient[i] as number) + residual;
      gradient[j] = (gradient[j] as number) - residual;
      const weight = games * p * (1 - p);
      at(i, i, weight);
      at(j, j, weight);
      at(i, j, -weight);
      at(j, i, -weight);
    }
    for (let i = 0; i < n; i++) {
      const p = sigmoid(theta[i] as number);
      gradient[i] = (gradient[i] as number) + virtualDraws * (0.5 - p);
      at(i, i, virtualDraws * p * (1 - p));
      at(i, n, 1);
      at(n, i, 1);
      at(i, size, gradient[i] as number);
    }
    if (fixed !== undefined) {
      at(fixed, n + 1, 1);
      at(n + 1, fixed, 1);
    }
    const step = solveLinear(system).slice(0, n);
    const before = objective(pairs, virtualDraws, theta);
    let scale = 1;
    let next = theta.map((value, i) => value + (step[i] as number));
    while (objective(pairs, virtualDraws, next) < before - 1e-12 && scale > 1e-6) {
      scale /= 2;
      next = theta.map((value, i) => value + scale * (step[i] as number));
    }
    theta = next;
    const largest = Math.max(...step.map((value) => Math.abs(value * scale)));
    if (largest < 1e-12) break;
    if (iteration === 199 || !Number.isFinite(largest))
      throw new Error('the Bradley–Terry fit did not converge; add virtual draws to keep ratings finite');
  }
  return theta;
}

/**
 * The 95% profile-likelihood interval of every agent's `calibratePool` rating: the ratings r of the agent for which
 * the best fit of everyone else (same mean, same virtual draws) lies within χ²₁(0.95)/2 of the overall maximum.
 * With virtual draws every bound is finite, so perfect records and single games get intervals too.
 */
export function calibratePoolIntervals(
  results: readonly PairwiseResult[],
  options: CalibrateOptions = {},
): Map<string, Interval> {
  return calibrateCountIntervals(resultCounts(results), options);
}

/** `calibratePoolIntervals` of results counted by pair and result. */
export function calibrateCountIntervals(
  counts: readonly ResultCount[],
  options: CalibrateOptions = {},
): Map<string, Interval> {
  const mean = options.mean ?? 1500;
  const virtualDraws = options.virtualDraws ?? 1;
  const ratings = calibrateCounts(counts, options);
  const agents = [...ratings.keys()].sort();
  const intervals = new Map<string, Interval>();
  if (agents.length < 2) return intervals;
  const pairList = pairsOf(counts, agents);
  const n = agents.length;
  const fitted = agents.map((agent) => ((ratings.get(agent) as number) - mean) / eloPerNat);
  for (const [k, agent] of agents.entries()) {
    const profile = (value: number) => {
      // Start from the fit with agent k moved to `value` and the others shifted to keep the mean.
      const shift = (value - (fitted[k] as number)) / (n - 1);
      const start = fitted.map((theta, i) => (i === k ? value : theta - shift));
      return objective(pairList, virtualDraws, maximise(pairList, n, virtualDraws, start, k));
    };
    const interval = likelihoodInterval(profile, fitted[k] as number, 0.25);
    intervals.set(agent, { low: mean + eloPerNat * interval.low, high: mean + eloPerNat * interval.high });
  }
  return intervals;
}

/** Throws unless every agent can be reached from every other along "scored at least a draw against" links. */
function requireConnected(agents: readonly string[], pairs: readonly Pair[]): void {
  const forward = agents.map(() => [] as number[]);
  const backward = agents.map(() => [] as number[]);
  const link = (from: number, to: number) => {
    forward[from]?.push(to);
    backward[to]?.push(from);
  };
  for (const { i, j, games, score } of pairs) {
    if (score > 0) link(i, j);
    if (score < games) link(j, i);
  }
  const reach = (edges: number[][]) => {
    const seen = new Set([0]);
    const stack = [0];
    for (let from = stack.pop(); from !== undefined; from = stack.pop()) {
      for (const next of edges[from] ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return seen.size;
  };
  if (reach(forward) < agents.length || reach(backward) < agents.length)
    throw new Error(
      'no finite Bradley–Terry fit: some agents won (or lost) every game against the rest; use virtual draws',
    );
}

/** Solves an augmented system [A | b] by Gaussian elimination with partial pivoting; returns x. */
function solveLinear(augmented: number[][]): number[] {
  const size = augmented.length;
  const rows = augmented.map((row) => row.slice());
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(rows[row]?.[column] as number) > Math.abs(rows[pivot]?.[column] as number)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot] as number[], rows[column] as number[]];
    const top = rows[column] as number[];
    const lead = top[column] as number;
    if (lead === 0) throw new Error('the Bradley–Terry system is singular: the comparison graph is not connected');
    for (let row = column + 1; row < size; row++) {
      const line = rows[row] as number[];
      const factor = (line[column] as number) / lead;
      for (let k = column; k <= size; k++) line[k] = (line[k] as number) - factor * (top[k] as number);
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    const line = rows[row] as number[];
    let value = line[size] as number;
    for (let k = row + 1; k < size; k++) value -= (line[k] as number) * (solution[k] as number);
    solution[row] = value / (line[row] as number);
  }
  return solution;
}
