import { describe, expect, it } from 'vitest';
import type { Estimate, LearningMetrics, PathwayCurve, PathwayJudging } from '../measure/learning-metrics.js';
import { estimateView, learningMetricsTable } from './run-learning-table.js';

const estimate = (value: number, low = Number.NaN, high = Number.NaN): Estimate => ({ value, low, high });

function curve(pathway: string): PathwayCurve {
  return {
    game: 'snake',
    pathway,
    trials: 3,
    epsilon: 0.5,
    points: [],
    perTrial: [],
    start: estimate(1, 0.5, 1.5),
    avg: estimate(2, 1, 3),
    max: estimate(3, 2, 4),
    aucPlus: estimate(4, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
    naba: estimate(5),
  };
}

function judging(pathway: string, transitions: number): PathwayJudging {
  const value = transitions > 0 ? 0.75 : Number.NaN;
  return {
    game: 'snake',
    pathway,
    transitions,
    agreement: estimate(value, 0.5, 0.9),
    nmae: estimate(value / 3, 0.1, 0.4),
    overConfidence: estimate(0.1, 0, 0.2),
    underConfidence: estimate(0.15, 0.05, 0.25),
  };
}

describe('learningMetricsTable', () => {
  it('gives absent intervals as null and unbounded ends as null bounds', () => {
    expect(estimateView(estimate(0.5, 0.25, 0.75))).toEqual({ value: 0.5, interval: [0.25, 0.75] });
    expect(estimateView(estimate(0.5))).toEqual({ value: 0.5, interval: null });
    expect(estimateView(estimate(0.5, Number.NEGATIVE_INFINITY, 2))).toEqual({ value: 0.5, interval: [null, 2] });
    expect(estimateView(estimate(Number.NaN))).toEqual({ value: null, interval: null });
  });

  it('has one row per game and experience, with judging cells not applicable where nothing was self-scored', () => {
    const metrics: LearningMetrics = {
      bootstrap: 200,
      seed: 7,
      level: 0.95,
      curves: [curve('history'), curve('none')],
      judging: [judging('history', 12), judging('none', 0)],
      coupling: [],
      deltas: [],
    };
    const table = learningMetricsTable(metrics);
    expect(table.columns).toHaveLength(9);
    expect(table.rows.map((row) => [row.game, row.experience, row.trials])).toEqual([
      ['snake', 'history', 3],
      ['snake', 'none', 3],
    ]);
    const [history, none] = table.rows;
    expect(history?.cells.map((cell) => cell?.value)).toEqual([1, 2, 3, 4, 5, 0.75, 0.25, 0.1, 0.15]);
    expect(history?.cells[3]?.interval).toEqual([null, null]);
    expect(history?.cells[4]?.interval).toBeNull();
    expect(none?.cells.slice(5)).toEqual([null, null, null, null]);
    expect(table.note).toMatch(/200 resamples, seed 7/);
  });
});
