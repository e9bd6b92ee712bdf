import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../core/rng.js';
import { scoreUnit } from '../games/score-unit.js';
import { learningMetrics, meanCurve } from './learning-metrics.js';
import { learningTrials } from './learning-trials.js';
import { learningFixture } from './test-learning-fixture.js';

describe('learningMetrics', () => {
  const records = learningFixture();

  it('rebuilds the mean curve of each pathway from labelled records', () => {
    const trials = learningTrials(records);
    expect(trials).toHaveLength(8);
    const summary = trials.filter((trial) => trial.game === 'trust-evolution' && trial.pathway === 'summary');
    // Per checkpoint x: 0.5·x − (x = 6 ? 0.5 : 0) + mean seed noise 0.25 over two seeds and two trials.
    expect(meanCurve(summary).map((point) => point.score)).toEqual([0.25, 1.75, 2.75, 4.75]);
  });

  it('gives hand-computed point estimates with intervals around them', () => {
    const metrics = learningMetrics(learningTrials(records), { scoreUnit, bootstrap: 200, seed: 3 });
    const curve = metrics.curves.find((line) => line.game === 'trust-evolution' && line.pathway === 'summary');
    // y − y0 = 0, 1.5, 2.5, 4.5 at 0, 3, 6, 9: AUC+ = 3·(0+1.5)/2 + 3·(1.5+2.5)/2 + 3·(2.5+4.5)/2 = 18.75.
    expect(curve?.aucPlus.value).toBeCloseTo(18.75, 12);
    expect(curve?.naba.value).toBeCloseTo(18.75 / 1, 12);
    expect(curve?.avg.value).toBeCloseTo((0.25 + 1.75 + 2.75 + 4.75) / 4, 12);
    expect(curve?.max.value).toBe(4.75);
    expect(curve?.aucPlus.low).toBeLessThanOrEqual(18.75);
    expect(curve?.aucPlus.high).toBeGreaterThanOrEqual(18.75);
    const history = metrics.curves.find((line) => line.game === 'trust-evolution' && line.pathway === 'history');
    const delta = metrics.deltas.find((line) => line.game === 'trust-evolution');
    expect(delta?.delta.value).toBeCloseTo((curve?.naba.value ?? 0) - (history?.naba.value ?? 0), 12);
    expect(metrics.coupling.at(-1)?.game).toBe('all');
    const judging = metrics.judging[0];
    expect(judging?.transitions).toBe(2 * 9 * 3);
    expect(judging?.agreement.value).toBeGreaterThan(0);
  });

  it('does not depend on the order of the records', () => {
    const shuffled = rngFrom(seedRng(11)).shuffle(records);
    const a = learningMetrics(learningTrials(records), { scoreUnit, bootstrap: 50 });
    const b = learningMetrics(learningTrials(shuffled), { scoreUnit, bootstrap: 50 });
    expect(b).toEqual(a);
  });

  it('compares summary with history, and every pathway with none when it was run', () => {
    const three = learningFixture({ games: ['snake'], pathways: ['none', 'history', 'summary'], trials: 1 });
    const metrics = learningMetrics(learningTrials(three), { scoreUnit, bootstrap: 0 });
    expect(metrics.deltas.map((line) => `${line.to} − ${line.from}`)).toEqual([
      'summary − history',
      'history − none',
      'summary − none',
    ]);
  });

  it('gives the mean curve and judging point estimates only without resamples; curve metrics keep their t-intervals', () => {
    const metrics = learningMetrics(learningTrials(records), { scoreUnit, bootstrap: 0 });
    expect(metrics.curves[0]?.points[0]?.low).toBeNaN();
    expect(metrics.judging[0]?.agreement.low).toBeNaN();
    expect(metrics.curves[0]?.avg.value).toBeGreaterThan(0);
    expect(metrics.curves[0]?.perTrial).toHaveLength(2);
  });
});
