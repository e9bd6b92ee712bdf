// One bootstrap resample of a pathway's trials, two levels deep: trials with replacement, then within each drawn
// trial its evaluation episodes and its exploration episodes. Evaluation episodes are drawn per checkpoint when every
// checkpoint has fresh instances, and as whole instances (the same draw at every checkpoint) when the seeds are fixed.
import type { Rng } from '../core/rng.js';
import type { EvaluationEpisode, LearningTrial } from './learning-trials.js';

function draw<T>(items: readonly T[], rng: Rng): T[] {
  return items.length === 0 ? [] : Array.from({ length: items.length }, () => items[rng.int(0, items.length - 1)] as T);
}

/**
 * The trial's evaluation episodes grouped by episode index when it used fixed seeds — every checkpoint has the same
 * indices, and each index the same seed at every checkpoint — or undefined when they are not paired so.
 */
function pairedInstances(evaluation: readonly EvaluationEpisode[]): EvaluationEpisode[][] | undefined {
  const byIndex = new Map<number, EvaluationEpisode[]>();
  const checkpoints = new Set<number>();
  for (const episode of evaluation) {
    if (episode.seed === undefined) return undefined;
    checkpoints.add(episode.checkpoint);
    const list = byIndex.get(episode.episode) ?? [];
    byIndex.set(episode.episode, list);
    list.push(episode);
  }
  for (const list of byIndex.values()) {
    if (list.length !== checkpoints.size || list.some((episode) => episode.seed !== list[0]?.seed)) return undefined;
  }
  return [...byIndex].sort(([a], [b]) => a - b).map(([, list]) => list);
}

/** A resample of `trials` (same count) drawn with `rng`; every drawn trial gets a fresh index. */
export function resampleTrials(trials: readonly LearningTrial[], rng: Rng): LearningTrial[] {
  return draw(trials, rng).map((trial, index) => {
    const paired = pairedInstances(trial.evaluation);
    let evaluation: EvaluationEpisode[];
    if (paired) {
      evaluation = draw(paired, rng).flat();
    } else {
      const byCheckpoint = new Map<number, EvaluationEpisode[]>();
      for (const episode of trial.evaluation) {
        const list = byCheckpoint.get(episode.checkpoint) ?? [];
        byCheckpoint.set(episode.checkpoint, list);
        list.push(episode);
      }
      evaluation = [...byCheckpoint].sort(([a], [b]) => a - b).flatMap(([, list]) => draw(list, rng));
    }
    return { ...trial, trial: index, evaluation, exploration: draw(trial.exploration, rng) };
  });
}
