// Every S³Gym learning metric of a run: per-trial curve metrics (y₀, Avg, Max, AUC+, NABA) and their mean over
// trials with Student-t intervals; the mean curve, self-judging, judgment–improvement coupling and ΔNABA with bootstrap
// intervals recomputed on resamples of trials and, within them, of episodes.
import type { Params } from '../core/game.js';
import { rngFrom, seedRng } from '../core/rng.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES, percentile } from './bootstrap-intervals.js';
import type { Estimate } from './estimate.js';
import { type CouplingBlock, couplingBlocks, judgmentCoupling } from './judgment-coupling.js';
import type { CurvePoint } from './learning-curve.js';
import type { ExplorationEpisode, LearningTrial } from './learning-trials.js';
import { resampleTrials } from './resample-trials.js';
import {
  addTallies,
  type JudgingRanges,
  type JudgingTally,
  judgingFromTally,
  judgingRanges,
  judgingTally,
  type ScoreRange,
} from './self-judging.js';
import { meanOverTrials, type TrialMetricName, type TrialMetrics, trialCurve, trialMetrics } from './trial-metrics.js';

export type { Estimate } from './estimate.js';

/**
 * One pathway on one game: each trial's own curve metrics, their mean over trials (Student-t intervals), and the mean
 * curve over trials (bootstrap bands) that the learning-curve figure draws.
 */
export interface PathwayCurve {
  readonly game: string;
  readonly pathway: string;
  readonly trials: number;
  /** NABA's ε: the game's smallest non-zero score unit. */
  readonly epsilon: number;
  /** The mean curve: at each checkpoint the mean over trials of each trial's mean evaluation score, with its band. */
  readonly points: readonly (CurvePoint & { readonly low: number; readonly high: number; readonly episodes: number })[];
  /** y₀, Avg, Max, AUC+ and NABA of each trial's own curve, in trial order. */
  readonly perTrial: readonly TrialMetrics[];
  /** The mean over trials of each trial's y₀, Avg, Max, AUC+ and NABA, with Student-t intervals. */
  readonly start: Estimate;
  readonly avg: Estimate;
  readonly max: Estimate;
  readonly aucPlus: Estimate;
  readonly naba: Estimate;
}

/** Self-judging reliability of one pathway on one game (exploration transitions). */
export interface PathwayJudging {
  readonly game: string;
  readonly pathway: string;
  readonly transitions: number;
  readonly agreement: Estimate;
  readonly nmae: Estimate;
  readonly overConfidence: Estimate;
  readonly underConfidence: Estimate;
}

/** Judgment–improvement coupling over the blocks of one game and pathway, or of all of them (`all`). */
export interface CouplingLine {
  readonly game: string;
  readonly pathway: string;
  readonly blocks: number;
  readonly spearmanAgreement: Estimate;
  readonly pearsonAgreement: Estimate;
  /** ρ(−E, g): lower calibration error counts as better judgment. */
  readonly spearmanError: Estimate;
  readonly pearsonError: Estimate;
  /** Mean gain of the top tertile of blocks by agreement minus that of the bottom tertile. */
  readonly tertileGapAgreement: Estimate;
  /** The same by −E. */
  readonly tertileGapError: Estimate;
}

/** NABA(to) − NABA(from) on one game, e.g. summary − history. */
export interface NabaDelta {
  readonly game: string;
  readonly from: string;
  readonly to: string;
  readonly delta: Estimate;
}

/** Resampling settings. */
export interface LearningMetricsOptions {
  /** Bootstrap resamples (default `DEFAULT_RESAMPLES`; 0 for point estimates only). */
  readonly bootstrap?: number;
  /** Seed of the resampling (default `DEFAULT_RESAMPLE_SEED`). */
  readonly seed?: number;
  /** Interval coverage (default 0.95). */
  readonly level?: number;
  /** Pathway pairs for ΔNABA as [from, to] (default: summary − history, then every other pathway − none). */
  readonly deltas?: readonly (readonly [string, string])[];
  /** NABA's ε: the game's smallest non-zero score unit on an instance (`scoreUnit` in src/games/score-unit.ts). */
  readonly scoreUnit: (game: string, params?: Params) => number;
}

/** All learning metrics of a run. */
export interface LearningMetrics {
  readonly bootstrap: number;
  readonly seed: number;
  readonly level: number;
  readonly curves: readonly PathwayCurve[];
  readonly judging: readonly PathwayJudging[];
  readonly coupling: readonly CouplingLine[];
  readonly deltas: readonly NabaDelta[];
}

/** Fixed per-game scales, taken from the full data so every resample is normalised alike. */
interface GameScale {
  readonly epsilon: number;
  /** Range of per-trial checkpoint means: the denominator of the normalised gain g. */
  readonly evaluation: ScoreRange;
  /** Ranges of self-scores and of rewards: NMAE's min–max normalisation, each over its own. */
  readonly judging: JudgingRanges;
}

/** The pathway curve: at each checkpoint, the mean over trials of each trial's mean evaluation score. */
export function meanCurve(trials: readonly LearningTrial[]): (CurvePoint & { episodes: number })[] {
  const sums = new Map<number, { total: number; count: number; episodes: number }>();
  for (const trial of trials) {
    for (const point of trialCurve(trial)) {
      const entry = sums.get(point.checkpoint) ?? { total: 0, count: 0, episodes: 0 };
      sums.set(point.checkpoint, entry);
      entry.total += point.score;
      entry.count++;
    }
    for (const episode of trial.evaluation) {
      const entry = sums.get(episode.checkpoint);
      if (entry) entry.episodes++;
    }
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([checkpoint, { total, count, episodes }]) => ({ checkpoint, score: total / count, episodes }));
}

function strataOf(trials: readonly LearningTrial[]): Map<string, LearningTrial[]> {
  const strata = new Map<string, LearningTrial[]>();
  for (const trial of trials) {
    const key = JSON.stringify([trial.game, trial.pathway]);
    const list = strata.get(key) ?? [];
    strata.set(key, list);
    list.push(trial);
  }
  return strata;
}

function scalesOf(
  trials: readonly LearningTrial[],
  scoreUnit: LearningMetricsOptions['scoreUnit'],
): Map<string, GameScale> {
  const scales = new Map<string, GameScale>();
  const games = [...new Set(trials.map((trial) => trial.game))];
  for (const game of games) {
    const own = trials.filter((trial) => trial.game === game);
    const means = own.flatMap((trial) => trialCurve(trial).map((point) => point.score));
    const params = own.find((trial) => trial.evaluationParams)?.evaluationParams;
    scales.set(game, {
      epsilon: scoreUnit(game, params),
      evaluation: means.length ? { min: Math.min(...means), max: Math.max(...means) } : { min: 0, max: 0 },
      judging: judgingRanges(own.flatMap((trial) => trial.exploration.flatMap((episode) => episode.transitions))),
    });
  }
  return scales;
}

type Statistics = Map<string, number>;

/** Every scalar statistic of one (resampled) data set, keyed by name. */
function statistics(
  strata: ReadonlyMap<string, readonly LearningTrial[]>,
  scales: ReadonlyMap<string, GameScale>,
  deltas: readonly (readonly [string, string])[],
  tallies: WeakMap<ExplorationEpisode, JudgingTally>,
): Statistics {
  const out: Statistics = new Map();
  const allBlocks: CouplingBlock[] = [];
  const nabas = new Map<string, number>();
  for (const [key, trials] of strata) {
    const [game] = JSON.parse(key) as [string, string];
    const scale = scales.get(game) as GameScale;
    for (const point of meanCurve(trials)) out.set(`${key}|point|${point.checkpoint}`, point.score);
    // ΔNABA compares the pathways' mean per-trial NABA (each trial's own curve).
    nabas.set(key, meanOverTrials(trials.map((trial) => trialMetrics(trial, scale.epsilon).naba)).value);
    // Resamples reuse the episode objects, so each episode's tally is computed once for the whole bootstrap.
    const tallyOf = (episode: ExplorationEpisode): JudgingTally => {
      let tally = tallies.get(episode);
      if (!tally) {
        tally = judgingTally(episode.transitions, scale.judging);
        tallies.set(episode, tally);
      }
      return tally;
    };
    const judging = judgingFromTally(addTallies(trials.flatMap((trial) => trial.exploration.map(tallyOf))));
    for (const name of ['agreement', 'nmae', 'overConfidence', 'underConfidence'] as const)
      out.set(`${key}|${name}`, judging[name]);
    const blocks = trials.flatMap((trial) =>
      couplingBlocks(trial, trialCurve(trial), scale.judging, scale.evaluation, tallyOf),
    );
    allBlocks.push(...blocks);
    setCoupling(out, key, blocks);
  }
  setCoupling(out, JSON.stringify(['all', 'all']), allBlocks);
  const games = new Set([...strata.keys()].map((key) => (JSON.parse(key) as string[])[0] as string));
  for (const game of games) {
    for (const [from, to] of deltas) {
      const a = nabas.get(JSON.stringify([game, from]));
      const b = nabas.get(JSON.stringify([game, to]));
      if (a !== undefined && b !== undefined) out.set(`${JSON.stringify([game, from, to])}|delta`, b - a);
    }
  }
  return out;
}

function setCoupling(out: Statistics, key: string, blocks: readonly CouplingBlock[]): void {
  const coupling = judgmentCoupling(blocks);
  out.set(`${key}|blocks`, blocks.length);
  for (const name of [
    'spearmanAgreement',
    'pearsonAgreement',
    'spearmanError',
    'pearsonError',
    'tertileGapAgreement',
    'tertileGapError',
  ] as const)
    out.set(`${key}|${name}`, coupling[name]);
}

/** Computes every learning metric of `trials` with bootstrap intervals; the same trials in any order give the same result. */
export function learningMetrics(trials: readonly LearningTrial[], options: LearningMetricsOptions): LearningMetrics {
  const count = options.bootstrap ?? DEFAULT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_RESAMPLE_SEED;
  const level = options.level ?? 0.95;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`bootstrap count must be a non-negative integer, got ${count}`);
  if (!(level > 0 && level < 1)) throw new RangeError(`level must lie strictly between 0 and 1, got ${level}`);
  const ordered = [...trials].sort(
    (a, b) => compare(a.game, b.game) || compare(a.pathway, b.pathway) || a.trial - b.trial,
  );
  const deltaPairs = options.deltas ?? defaultDeltas(ordered);
  const strata = strataOf(ordered);
  const scales = scalesOf(ordered, options.scoreUnit);
  const tallies = new WeakMap<ExplorationEpisode, JudgingTally>();
  const point = statistics(strata, scales, deltaPairs, tallies);
  const replicates = new Map<string, number[]>();
  const rng = rngFrom(seedRng(seed));
  for (let replicate = 0; replicate < count; replicate++) {
    const sample = new Map([...strata].map(([key, list]) => [key, resampleTrials(list, rng)]));
    for (const [name, value] of statistics(sample, scales, deltaPairs, tallies)) {
      if (!Number.isFinite(value)) continue;
      const list = replicates.get(name) ?? [];
      replicates.set(name, list);
      list.push(value);
    }
  }
  const estimate = (name: string): Estimate => {
    const value = point.get(name) ?? Number.NaN;
    const list = (replicates.get(name) ?? []).sort((x, y) => x - y);
    return { value, low: percentile(list, (1 - level) / 2), high: percentile(list, (1 + level) / 2) };
  };
  const curves: PathwayCurve[] = [];
  const judging: PathwayJudging[] = [];
  const coupling: CouplingLine[] = [];
  for (const [key, list] of strata) {
    const [game, pathway] = JSON.parse(key) as [string, string];
    const scale = scales.get(game) as GameScale;
    const perTrial = list.map((trial) => trialMetrics(trial, scale.epsilon));
    const values = (name: TrialMetricName) => perTrial.map((metrics) => metrics[name]);
    const mean = (name: TrialMetricName) => meanOverTrials(values(name), level);
    curves.push({
      game,
      pathway,
      trials: list.length,
      epsilon: scale.epsilon,
      points: meanCurve(list).map((entry) => {
        const interval = estimate(`${key}|point|${entry.checkpoint}`);
        return { ...entry, low: interval.low, high: interval.high };
      }),
      perTrial,
      start: mean('start'),
      avg: mean('avg'),
      max: mean('max'),
      aucPlus: mean('aucPlus'),
      naba: mean('naba'),
    });
    judging.push({
      game,
      pathway,
      transitions: list.reduce(
        (sum, trial) => sum + trial.exploration.reduce((n, episode) => n + episode.transitions.length, 0),
        0,
      ),
      agreement: estimate(`${key}|agreement`),
      nmae: estimate(`${key}|nmae`),
      overConfidence: estimate(`${key}|overConfidence`),
      underConfidence: estimate(`${key}|underConfidence`),
    });
    coupling.push(couplingLine(game, pathway, key, point, estimate));
  }
  if (strata.size > 1) coupling.push(couplingLine('all', 'all', JSON.stringify(['all', 'all']), point, estimate));
  const deltas: NabaDelta[] = [];
  for (const game of new Set(ordered.map((trial) => trial.game))) {
    for (const [from, to] of deltaPairs) {
      const name = `${JSON.stringify([game, from, to])}|delta`;
      if (point.has(name)) deltas.push({ game, from, to, delta: estimate(name) });
    }
  }
  return { bootstrap: count, seed, level, curves, judging, coupling, deltas };
}

function couplingLine(
  game: string,
  pathway: string,
  key: string,
  point: Statistics,
  estimate: (name: string) => Estimate,
): CouplingLine {
  return {
    game,
    pathway,
    blocks: point.get(`${key}|blocks`) ?? 0,
    spearmanAgreement: estimate(`${key}|spearmanAgreement`),
    pearsonAgreement: estimate(`${key}|pearsonAgreement`),
    spearmanError: estimate(`${key}|spearmanError`),
    pearsonError: estimate(`${key}|pearsonError`),
    tertileGapAgreement: estimate(`${key}|tertileGapAgreement`),
    tertileGapError: estimate(`${key}|tertileGapError`),
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The paper's summary − history, then each pathway against the naive one (`none`), when it was run. */
function defaultDeltas(trials: readonly LearningTrial[]): [string, string][] {
  const pathways = new Set(trials.map((trial) => trial.pathway));
  const pairs: [string, string][] = [['history', 'summary']];
  if (pathways.has('none'))
    for (const pathway of [...pathways].sort()) if (pathway !== 'none') pairs.push(['none', pathway]);
  return pairs;
}
