// One bootstrap resample of a pathway's trials, two levels deep: trials with replacement, then within each drawn
// trial its evaluation episodes at each checkpoint (every checkpoint has fresh seeds) and its exploration episodes.
import type { Rng } from '../core/rng.js';
import type { EvaluationEpisode, LearningTrial } from './learning-trials.js';

function draw<T>(items: readonly T[], rng: Rng): T[] {
  return items.length === 0 ? [] : Array.from({ length: items.length }, () => items[rng.int(0, items.length - 1)] as T);
}

/** A resample of `trials` (same count) drawn with `rng`; every drawn trial gets a fresh index. */
export function resampleTrials(trials: readonly LearningTrial[], rng: Rng): LearningTrial[] {
  return draw(trials, rng).map((trial, index) => {
    const byCheckpoint = new Map<number, EvaluationEpisode[]>();
    for (const episode of trial.evaluation) {
      const list = byCheckpoint.get(episode.checkpoint) ?? [];
      byCheckpoint.set(episode.checkpoint, list);
      list.push(episode);
    }
    const evaluation = [...byCheckpoint].sort(([a], [b]) => a - b).flatMap(([, list]) => draw(list, rng));
    return { ...trial, trial: index, evaluation, exploration: draw(trial.exploration, rng) };
  });
}
