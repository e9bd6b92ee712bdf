import { describe, expect, it } from 'vitest';
import { actionSimilarity, lcsLength } from './action-similarity.js';
import type { Learn2PlayEpisode } from './learn2play-episodes.js';
import {
  gainWindow,
  learn2playMetrics,
  leastSquaresSlope,
  meanCurve,
  metricValues,
  trialGain,
} from './learn2play-metrics.js';
import { normalisedScore } from './normalised-score.js';
import { trialRecoveries } from './recoveries.js';

/** Agent episodes of one game from normalised scores per trial (reference 100, so raw = normalised). */
function episodes(
  game: string,
  trials: readonly (readonly number[])[],
  actions?: (trial: number, episode: number) => string[],
) {
  return trials.flatMap((scores, trial) =>
    scores.map(
      (score, index): Learn2PlayEpisode => ({
        game,
        experience: 'none',
        trial,
        episode: index + 1,
        raw: score,
        reference: 100,
        normalised: score,
        actions: actions?.(trial, index + 1) ?? [],
        tokens: 10,
        dollars: 0.5,
      }),
    ),
  );
}

const fixedGame = { challenge: false, variation: 'fixed' } as const;
const challengeGame = { challenge: true, variation: 'reshuffled' } as const;

describe('normalised score', () => {
  it('is raw ÷ reference × 100, and undefined (null) for a reference ≤ 0 or a missing score', () => {
    expect(normalisedScore(3, 4)).toBe(75);
    expect(normalisedScore(5, 4)).toBe(125);
    expect(normalisedScore(3, 0)).toBeNull();
    expect(normalisedScore(3, -2)).toBeNull();
    expect(normalisedScore(null, 4)).toBeNull();
    expect(normalisedScore(3, null)).toBeNull();
  });
});

describe('Learn2Play metrics', () => {
  it('takes Max as the mean of each trial’s peak: peaks 40, 60, 80 → 60', () => {
    const values = metricValues([
      [10, 40, 20, 30, 0],
      [60, 50, 40, 30, 20],
      [0, 0, 0, 0, 80],
    ]);
    expect(values.max).toBe(60);
    // Trial means 20, 40, 16.
    expect(values.mean).toBeCloseTo(76 / 3, 10);
  });

  it('takes LG as the last round(E/3) episodes minus the first as many, and LS as the slope of the mean curve', () => {
    expect([1, 2, 3, 4, 5, 10].map(gainWindow)).toEqual([0, 1, 1, 1, 2, 3]);
    // E = 5: (40 + 50) / 2 − (10 + 20) / 2 = 30.
    expect(trialGain([10, 20, 30, 40, 50])).toBe(30);
    // E = 10: mean(8, 9, 10) − mean(1, 2, 3) = 7.
    expect(trialGain([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(7);
    expect(leastSquaresSlope([10, 20, 30, 40, 50])).toBeCloseTo(10, 12);
    // x = 1..4, y = 1, 3, 2, 6: slope = Σ(x−2.5)(y−3) / Σ(x−2.5)² = 7 / 5.
    expect(leastSquaresSlope([1, 3, 2, 6])).toBeCloseTo(1.4, 12);
    expect(
      meanCurve([
        [0, 10],
        [20, null],
      ]),
    ).toEqual([10, 10]);
    const values = metricValues([
      [0, 10, 20, 30, 40],
      [10, 10, 10, 10, 10],
    ]);
    expect(values.gain).toBe(15);
    expect(values.slope).toBeCloseTo(5, 12);
  });

  it('leaves episodes without a normalised score out, and counts them', () => {
    const list = episodes('g', [[50, 70, 90]]).map((episode) =>
      episode.episode === 3 ? { ...episode, reference: 0, normalised: null } : episode,
    );
    const metrics = learn2playMetrics(list, () => fixedGame, { bootstrap: 0 });
    expect(metrics.games[0]).toMatchObject({ unnormalised: 1, max: { value: 70 }, mean: { value: 60 } });
    expect(metrics.games[0]?.max.low).toBeNaN();
  });

  it('weights challenge games 3× in the aggregates and the aggregate curve', () => {
    const list = [
      ...episodes('plain', [
        [10, 10],
        [30, 30],
      ]),
      ...episodes('hard', [
        [50, 90, 90],
        [70, 90, 90],
      ]),
    ];
    const metrics = learn2playMetrics(list, (game) => (game === 'hard' ? challengeGame : fixedGame), {
      bootstrap: 200,
    });
    // plain: Max 20, Mean 20; hard: Max 90, Mean (76.67 + 83.33) / 2 = 80.
    expect(metrics.aggregate.max.value).toBeCloseTo((20 + 3 * 90) / 4, 10);
    expect(metrics.aggregate.mean.value).toBeCloseTo((20 + 3 * 80) / 4, 10);
    expect(metrics.aggregate.curve.map((point) => [point.episode, point.games, point.value])).toEqual([
      [1, 2, (20 + 3 * 60) / 4],
      [2, 2, (20 + 3 * 90) / 4],
      [3, 1, 90],
    ]);
    const plain = metrics.games.find((game) => game.game === 'plain');
    // Two trials with Max 10 and 30: every resample's Max lies in [10, 30], and both ends are drawn.
    expect(plain?.max.low).toBe(10);
    expect(plain?.max.high).toBe(30);
    expect(plain?.weight).toBe(1);
    expect(metrics.games.find((game) => game.game === 'hard')?.weight).toBe(3);
    expect(plain?.tokensPerEpisode).toBe(10);
  });

  it('gives unbounded intervals with a single trial', () => {
    const metrics = learn2playMetrics(episodes('g', [[10, 20, 30]]), () => fixedGame, { bootstrap: 50 });
    expect(metrics.games[0]?.gain).toEqual({ value: 20, low: -Infinity, high: Infinity });
  });

  it('measures similarity of consecutive action sequences on fixed games only', () => {
    expect(lcsLength(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toBe(3);
    expect(actionSimilarity(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toBe(0.75);
    expect(actionSimilarity([], [])).toBe(1);
    const actions = (_trial: number, episode: number) => (episode === 1 ? ['a', 'b'] : ['a', 'b', 'c', 'd']);
    const list = episodes('g', [[1, 2, 3]], actions);
    const fixed = learn2playMetrics(list, () => fixedGame, { bootstrap: 0 });
    // Pairs (1, 2): 2/4; (2, 3): 1.
    expect(fixed.games[0]?.similarity).toEqual({ value: 0.75, pairs: 2 });
    expect(fixed.aggregate.similarity).toEqual({ value: 0.75, pairs: 2 });
    expect(learn2playMetrics(list, () => challengeGame, { bootstrap: 0 }).games[0]?.similarity).toBeNull();
  });

  it('counts recoveries: after a worse episode, whether the next sets a new personal best', () => {
    // 50 → 40 (worse) → 60 (new best): recovery; 60 → 30 (worse) → 55 (not above 60): none.
    expect(trialRecoveries([50, 40, 60, 30, 55])).toEqual({ recoveries: 1, opportunities: 2 });
    // A worse last episode has no next one, so it is no opportunity.
    expect(trialRecoveries([50, 40])).toEqual({ recoveries: 0, opportunities: 0 });
    expect(trialRecoveries([50, null, 40, 70])).toEqual({ recoveries: 0, opportunities: 0 });
    const metrics = learn2playMetrics(
      episodes('g', [
        [50, 40, 60, 30, 55],
        [10, 5, 20],
      ]),
      () => fixedGame,
      {
        bootstrap: 0,
      },
    );
    expect(metrics.aggregate.recoveries).toEqual({ recoveries: 2, opportunities: 3 });
  });
});
