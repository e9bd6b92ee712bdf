import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../core/rng.js';
import { scoreUnit } from '../games/score-unit.js';
import { learningMetrics } from './learning-metrics.js';
import type { LearningTrial } from './learning-trials.js';
import { resampleTrials } from './resample-trials.js';
import { meanOverTrials, trialCurve, trialMetrics } from './trial-metrics.js';

/** A trial with one evaluation episode per checkpoint 0, 3, 6, 9 scoring `scores`, seeds fixed or fresh. */
function trial(index: number, scores: readonly number[], pathway = 'history'): LearningTrial {
  return {
    game: 'trust-evolution',
    pathway,
    trial: index,
    evaluation: scores.map((score, position) => ({ checkpoint: 3 * position, episode: 0, score, seed: 1 })),
    exploration: [],
  };
}

describe('per-trial curve metrics', () => {
  it("summarise each trial's own curve", () => {
    const one = trial(0, [1, 3, 2, 5]);
    expect(trialCurve(one).map((point) => point.score)).toEqual([1, 3, 2, 5]);
    // AUC+ above y₀ = 1: 3·(0+2)/2 + 3·(2+1)/2 + 3·(1+4)/2 = 15.
    expect(trialMetrics(one, 1)).toEqual({ trial: 0, start: 1, avg: 2.75, max: 5, aucPlus: 15, naba: 15 });
  });

  it('average over trials with a Student-t interval', () => {
    const estimate = meanOverTrials([1, 2, 3, 4]);
    const half = (3.18244631 * Math.sqrt(5 / 3)) / 2;
    expect(estimate.value).toBe(2.5);
    expect(estimate.low).toBeCloseTo(2.5 - half, 6);
    expect(estimate.high).toBeCloseTo(2.5 + half, 6);
    expect(meanOverTrials([7])).toEqual({ value: 7, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY });
    expect(meanOverTrials([]).value).toBeNaN();
    expect(meanOverTrials([1, 3], 0.5).high).toBeCloseTo(3, 6); // t(0.75, 1) = 1, sd √2, n 2 → 2 ± 1
  });

  it("make the run's metrics the mean of per-trial values, and ΔNABA their difference", () => {
    const trials = [
      trial(0, [0, 4, 0, 0]),
      trial(1, [0, -4, 0, 0]),
      trial(0, [2, 2, 4, 2], 'summary'),
      trial(1, [2, 4, 2, 2], 'summary'),
    ];
    const metrics = learningMetrics(trials, { scoreUnit, bootstrap: 20 });
    const history = metrics.curves.find((curve) => curve.pathway === 'history');
    expect(history?.perTrial.map((line) => [line.max, line.aucPlus, line.naba])).toEqual([
      [4, 12, 12],
      [0, 0, 0],
    ]);
    expect([history?.max.value, history?.aucPlus.value, history?.naba.value]).toEqual([2, 6, 6]);
    // The mean curve (0, 0, 0, 0) is still drawn, labelled as a mean, with bootstrap bands.
    expect(history?.points.map((point) => point.score)).toEqual([0, 0, 0, 0]);
    const summary = metrics.curves.find((curve) => curve.pathway === 'summary');
    // Each summary trial: y₀ 2, AUC+ 6 (a triangle of height 2 over 6 episodes), NABA 6 / 2 = 3.
    expect(summary?.naba.value).toBe(3);
    expect(metrics.deltas[0]).toMatchObject({ from: 'history', to: 'summary', delta: { value: 3 - 6 } });
  });
});

describe('resampleTrials', () => {
  it('draws whole instances when the evaluation seeds are fixed, and per checkpoint when they are fresh', () => {
    const paired: LearningTrial = {
      game: 'snake',
      pathway: 'none',
      trial: 0,
      evaluation: [0, 3, 6].flatMap((checkpoint) =>
        [0, 1, 2].map((episode) => ({ checkpoint, episode, score: 10 * episode + checkpoint, seed: 100 + episode })),
      ),
      exploration: [],
    };
    const rng = rngFrom(seedRng(4));
    for (let replicate = 0; replicate < 20; replicate++) {
      const [drawn] = resampleTrials([paired], rng);
      const instances = (checkpoint: number) =>
        drawn?.evaluation.filter((episode) => episode.checkpoint === checkpoint).map((episode) => episode.seed);
      expect(instances(3)).toEqual(instances(0));
      expect(instances(6)).toEqual(instances(0));
    }
    const fresh = { ...paired, evaluation: paired.evaluation.map((episode) => ({ ...episode, seed: episode.score })) };
    let differ = false;
    for (let replicate = 0; replicate < 20 && !differ; replicate++) {
      const [drawn] = resampleTrials([fresh], rng);
      const indices = (checkpoint: number) =>
        drawn?.evaluation.filter((episode) => episode.checkpoint === checkpoint).map((episode) => episode.episode);
      differ = JSON.stringify(indices(0)) !== JSON.stringify(indices(3));
    }
    expect(differ).toBe(true);
  });
});
