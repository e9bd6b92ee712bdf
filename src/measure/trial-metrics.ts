// Learning-curve metrics of each trial on its own, and their mean over trials with a Student-t interval: the paper ran
// one run per model, pathway and game, so Max and AUC+ are a single run's figures, never read off an averaged curve.
import type { Estimate } from './estimate.js';
import { type CurvePoint, type CurveSummary, curveSummary } from './learning-curve.js';
import type { LearningTrial } from './learning-trials.js';
import { meanInterval } from './mean-interval.js';

/** One trial's y₀, Avg, Max, AUC+ and NABA, each of its own curve. */
export interface TrialMetrics extends CurveSummary {
  readonly trial: number;
}

/** The curve summaries that are reported per trial and averaged over trials. */
export type TrialMetricName = Exclude<keyof TrialMetrics, 'trial'>;

/** A trial's curve: at each checkpoint, the mean score of its evaluation episodes there. */
export function trialCurve(trial: LearningTrial): CurvePoint[] {
  const sums = new Map<number, { total: number; count: number }>();
  for (const { checkpoint, score } of trial.evaluation) {
    const entry = sums.get(checkpoint) ?? { total: 0, count: 0 };
    sums.set(checkpoint, entry);
    entry.total += score;
    entry.count++;
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([checkpoint, { total, count }]) => ({ checkpoint, score: total / count }));
}

/** The metrics of one trial's own curve, with `epsilon` the game's NABA ε. */
export function trialMetrics(trial: LearningTrial, epsilon: number): TrialMetrics {
  return { trial: trial.trial, ...curveSummary(trialCurve(trial), epsilon) };
}

/**
 * The mean of per-trial values with its Student-t interval at `level` (unbounded with one trial or no spread between
 * trials; NaN without values). Values that are not finite (a trial without a curve) are left out.
 */
export function meanOverTrials(values: readonly number[], level = 0.95): Estimate {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return { value: Number.NaN, low: Number.NaN, high: Number.NaN };
  const value = finite.reduce((sum, x) => sum + x, 0) / finite.length;
  const interval = meanInterval(finite, level);
  return { value, low: interval.low, high: interval.high };
}
