// Learn2Play's learning metrics from normalised episode scores: per game Max, Mean, learning gain LG and learning slope
// LS with percentile bootstrap intervals over trials, aggregates weighting challenge games 3×, and behaviour figures.
import { type Rng, rngFrom, seedRng } from '../core/rng.js';
import { actionSimilarity } from './action-similarity.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES, percentile } from './bootstrap-intervals.js';
import type { Estimate } from './estimate.js';
import type { Learn2PlayEpisode } from './learn2play-episodes.js';
import { type Recoveries, sumRecoveries, trialRecoveries } from './recoveries.js';

/** What the metrics need to know of a game beyond its episodes. */
export interface Learn2PlayGameInfo {
  readonly challenge: boolean;
  readonly variation: 'fixed' | 'reshuffled';
}

/** One trial's normalised scores, episode 1 first (null: no normalised score). */
export type TrialScores = readonly (number | null)[];

/** The four headline metrics as plain numbers (NaN when the scores cannot give one). */
export interface MetricValues {
  readonly max: number;
  readonly mean: number;
  readonly gain: number;
  readonly slope: number;
}

/** A point of a mean learning curve: the mean normalised score over trials at one episode. */
export interface Learn2PlayCurvePoint extends Estimate {
  readonly episode: number;
}

export interface Learn2PlayGameMetrics {
  readonly game: string;
  readonly challenge: boolean;
  readonly variation: 'fixed' | 'reshuffled';
  /** 3 for challenge games, else 1. */
  readonly weight: number;
  readonly trials: number;
  /** Episodes per trial (the highest episode stored). */
  readonly episodes: number;
  /** Agent episodes without a normalised score (unscored, or a reference ≤ 0). */
  readonly unnormalised: number;
  readonly max: Estimate;
  readonly mean: Estimate;
  readonly gain: Estimate;
  readonly slope: Estimate;
  readonly curve: readonly Learn2PlayCurvePoint[];
  /** Each trial's own normalised scores. */
  readonly perTrial: readonly { readonly trial: number; readonly scores: TrialScores }[];
  /** Mean LCS similarity of consecutive episodes' actions (fixed games only) and how many pairs it averages. */
  readonly similarity: { readonly value: number; readonly pairs: number } | null;
  readonly recoveries: Recoveries;
  /** Mean tokens and dollars of the agent's model calls per episode (play only). */
  readonly tokensPerEpisode: number;
  readonly dollarsPerEpisode: number;
}

export interface Learn2PlayMetrics {
  readonly games: readonly Learn2PlayGameMetrics[];
  /** Weighted means over games (challenge games 3×) of Max, Mean, LG and LS. */
  readonly aggregate: {
    readonly games: number;
    readonly max: Estimate;
    readonly mean: Estimate;
    readonly gain: Estimate;
    readonly slope: Estimate;
    /** Per episode, the weighted mean of the games' curves over the games that have that episode. */
    readonly curve: readonly (Learn2PlayCurvePoint & { readonly games: number })[];
    readonly similarity: { readonly value: number; readonly pairs: number } | null;
    readonly recoveries: Recoveries;
  };
  readonly bootstrap: number;
  readonly seed: number;
  readonly level: number;
}

export interface Learn2PlayMetricOptions {
  /** Resamples of the trials (default DEFAULT_RESAMPLES; 0: no intervals, NaN bounds). */
  readonly bootstrap?: number;
  readonly seed?: number;
  readonly level?: number;
}

function meanOf(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? Number.NaN : finite.reduce((sum, value) => sum + value, 0) / finite.length;
}

function present(scores: TrialScores): number[] {
  return scores.filter((score): score is number => score !== null);
}

/** Episodes in each of the early and late windows of E episodes: round(E/3), at least 1, at most ⌊E/2⌋ (2 of 5, 3 of 10). */
export function gainWindow(episodes: number): number {
  return Math.min(Math.max(1, Math.round(episodes / 3)), Math.floor(episodes / 2));
}

/** A trial's learning gain: the mean of its last `gainWindow(E)` episodes minus the mean of its first as many. */
export function trialGain(scores: TrialScores): number {
  const window = gainWindow(scores.length);
  if (window === 0) return Number.NaN;
  return meanOf(present(scores.slice(-window))) - meanOf(present(scores.slice(0, window)));
}

/** Per episode (1..E), the mean over trials of the scores present there (NaN where none is). */
export function meanCurve(trials: readonly TrialScores[]): number[] {
  const episodes = Math.max(0, ...trials.map((scores) => scores.length));
  return Array.from({ length: episodes }, (_, index) =>
    meanOf(trials.flatMap((scores) => (scores[index] === null || scores[index] === undefined ? [] : [scores[index]]))),
  );
}

/** The least-squares slope of `values` against 1, 2, 3, … over the finite values (NaN with fewer than two). */
export function leastSquaresSlope(values: readonly number[]): number {
  const points = values.flatMap((value, index) => (Number.isFinite(value) ? [[index + 1, value] as const] : []));
  if (points.length < 2) return Number.NaN;
  const mx = meanOf(points.map(([x]) => x));
  const my = meanOf(points.map(([, y]) => y));
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  return sxy / sxx;
}

/**
 * Max = mean over trials of each trial's best episode; Mean = mean over trials of each trial's mean episode; LG = mean
 * over trials of trialGain; LS = least-squares slope of the mean curve (per episode). Trials without scores are skipped.
 */
export function metricValues(trials: readonly TrialScores[]): MetricValues {
  const scored = trials.filter((scores) => present(scores).length > 0);
  return {
    max: meanOf(scored.map((scores) => Math.max(...present(scores)))),
    mean: meanOf(scored.map((scores) => meanOf(present(scores)))),
    gain: meanOf(scored.map(trialGain)),
    slope: leastSquaresSlope(meanCurve(scored)),
  };
}

/** The weighted mean of finite values (NaN when none is). */
function weightedMean(values: readonly { readonly value: number; readonly weight: number }[]): number {
  const finite = values.filter(({ value }) => Number.isFinite(value));
  const total = finite.reduce((sum, { weight }) => sum + weight, 0);
  return total === 0 ? Number.NaN : finite.reduce((sum, { value, weight }) => sum + value * weight, 0) / total;
}

function draw<T>(items: readonly T[], rng: Rng): T[] {
  return Array.from({ length: items.length }, () => items[rng.int(0, items.length - 1)] as T);
}

interface GameInput {
  readonly game: string;
  readonly info: Learn2PlayGameInfo;
  readonly weight: number;
  readonly trials: readonly TrialScores[];
}

/** Everything resampled: per game its values and curve, and the aggregate's. */
function evaluate(games: readonly GameInput[]) {
  const perGame = games.map((game) => ({ ...metricValues(game.trials), curve: meanCurve(game.trials) }));
  const aggregate = (name: keyof MetricValues) =>
    weightedMean(perGame.map((values, index) => ({ value: values[name], weight: (games[index] as GameInput).weight })));
  const longest = Math.max(0, ...perGame.map((values) => values.curve.length));
  const curve = Array.from({ length: longest }, (_, index) =>
    weightedMean(
      perGame.map((values, index2) => ({
        value: values.curve[index] ?? Number.NaN,
        weight: (games[index2] as GameInput).weight,
      })),
    ),
  );
  return {
    perGame,
    aggregate: { max: aggregate('max'), mean: aggregate('mean'), gain: aggregate('gain'), slope: aggregate('slope') },
    curve,
  };
}

type Evaluation = ReturnType<typeof evaluate>;

/**
 * The metrics of a run's agent episodes. Intervals: percentile bootstrap over trials — each replicate draws every
 * game's trials with replacement (games independently) and recomputes everything; with fewer than two trials of a
 * game its intervals (and the aggregate's) are unbounded, and with 0 resamples none are computed (NaN bounds).
 */
export function learn2playMetrics(
  episodes: readonly Learn2PlayEpisode[],
  info: (game: string) => Learn2PlayGameInfo,
  options: Learn2PlayMetricOptions = {},
): Learn2PlayMetrics {
  const bootstrap = options.bootstrap ?? DEFAULT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_RESAMPLE_SEED;
  const level = options.level ?? 0.95;
  const byGame = new Map<string, Learn2PlayEpisode[]>();
  for (const episode of episodes) byGame.set(episode.game, [...(byGame.get(episode.game) ?? []), episode]);
  const games: (GameInput & { readonly episodes: readonly Learn2PlayEpisode[]; readonly count: number })[] = [...byGame]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([game, list]) => {
      const gameInfo = info(game);
      const count = Math.max(...list.map((episode) => episode.episode));
      const trialIds = [...new Set(list.map((episode) => episode.trial))].sort((a, b) => a - b);
      const trials = trialIds.map((trial) => {
        const scores: (number | null)[] = Array(count).fill(null);
        for (const episode of list) if (episode.trial === trial) scores[episode.episode - 1] = episode.normalised;
        return scores;
      });
      return { game, info: gameInfo, weight: gameInfo.challenge ? 3 : 1, trials, episodes: list, count };
    });
  const point = evaluate(games);
  const replicates: Evaluation[] = [];
  if (bootstrap > 0) {
    const rng = rngFrom(seedRng(seed));
    for (let index = 0; index < bootstrap; index++)
      replicates.push(evaluate(games.map((game) => ({ ...game, trials: draw(game.trials, rng) }))));
  }
  const unbounded = (trials: number) => bootstrap > 0 && trials < 2;
  const estimate = (value: number, pick: (replicate: Evaluation) => number, open: boolean): Estimate => {
    if (bootstrap === 0) return { value, low: Number.NaN, high: Number.NaN };
    if (open) return { value, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
    const values = replicates
      .map(pick)
      .filter((x) => Number.isFinite(x))
      .sort((a, b) => a - b);
    return { value, low: percentile(values, (1 - level) / 2), high: percentile(values, (1 + level) / 2) };
  };
  const anyOpen = games.some((game) => unbounded(game.trials.length));
  const gameMetrics = games.map((game, index): Learn2PlayGameMetrics => {
    const values = point.perGame[index] as Evaluation['perGame'][number];
    const open = unbounded(game.trials.length);
    const one = (name: keyof MetricValues) =>
      estimate(values[name], (replicate) => (replicate.perGame[index] as MetricValues)[name], open);
    const trialIds = [...new Set(game.episodes.map((episode) => episode.trial))].sort((a, b) => a - b);
    const similarity = game.info.variation === 'fixed' ? similarityOf(game.episodes) : null;
    return {
      game: game.game,
      challenge: game.info.challenge,
      variation: game.info.variation,
      weight: game.weight,
      trials: game.trials.length,
      episodes: game.count,
      unnormalised: game.episodes.filter((episode) => episode.normalised === null).length,
      max: one('max'),
      mean: one('mean'),
      gain: one('gain'),
      slope: one('slope'),
      curve: values.curve.map((value, episode) => ({
        episode: episode + 1,
        ...estimate(value, (replicate) => replicate.perGame[index]?.curve[episode] ?? Number.NaN, open),
      })),
      perTrial: trialIds.map((trial, position) => ({ trial, scores: game.trials[position] as TrialScores })),
      similarity,
      recoveries: sumRecoveries(game.trials.map(trialRecoveries)),
      tokensPerEpisode: meanOf(game.episodes.map((episode) => episode.tokens)),
      dollarsPerEpisode: meanOf(game.episodes.map((episode) => episode.dollars)),
    };
  });
  const similarities = gameMetrics.flatMap((game) => (game.similarity ? [game.similarity] : []));
  const pairs = similarities.reduce((sum, item) => sum + item.pairs, 0);
  const aggregateOne = (name: keyof MetricValues) =>
    estimate(point.aggregate[name], (replicate) => replicate.aggregate[name], anyOpen);
  return {
    games: gameMetrics,
    aggregate: {
      games: games.length,
      max: aggregateOne('max'),
      mean: aggregateOne('mean'),
      gain: aggregateOne('gain'),
      slope: aggregateOne('slope'),
      curve: point.curve.map((value, episode) => ({
        episode: episode + 1,
        games: games.filter((game) => game.count > episode).length,
        ...estimate(value, (replicate) => replicate.curve[episode] ?? Number.NaN, anyOpen),
      })),
      similarity:
        pairs === 0
          ? null
          : { value: similarities.reduce((sum, item) => sum + item.value * item.pairs, 0) / pairs, pairs },
      recoveries: sumRecoveries(gameMetrics.map((game) => game.recoveries)),
    },
    bootstrap,
    seed,
    level,
  };
}

/** The mean similarity of consecutive episodes' action sequences within each trial, over every such pair. */
function similarityOf(episodes: readonly Learn2PlayEpisode[]): { value: number; pairs: number } | null {
  const values: number[] = [];
  for (const episode of episodes) {
    const next = episodes.find(
      (other) => other.trial === episode.trial && other.episode === episode.episode + 1 && other.raw !== null,
    );
    if (next && episode.raw !== null) values.push(actionSimilarity(episode.actions, next.actions));
  }
  return values.length === 0 ? null : { value: meanOf(values), pairs: values.length };
}
