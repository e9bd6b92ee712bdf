// The figure of `xparena experience compare`: each experience's mean score per checkpoint or round with its
// bootstrap band, one line per experience, for one game.
import type * as vl from 'vega-lite';
import type { ComparedPoint } from '../measure/experience-comparison.js';

/**
 * A Vega-Lite spec of the experiences' mean scores against the checkpoint or round, for `game`; `condition` names what
 * the lines stand for (`xparena compare` draws runs).
 */
export function comparisonSpec(
  game: string,
  points: readonly ComparedPoint[],
  condition = 'experience',
  axis = 'checkpoint (episodes learned from) or round',
): vl.TopLevelSpec {
  const values = points
    .filter((point) => point.game === game)
    .map((point) => ({
      experience: point.experience,
      point: point.point,
      score: point.mean.value,
      low: Number.isFinite(point.mean.low) ? point.mean.low : null,
      high: Number.isFinite(point.mean.high) ? point.mean.high : null,
    }));
  const x = {
    field: 'point',
    type: 'quantitative',
    title: axis,
    axis: { tickMinStep: 1, format: 'd' },
  } as const;
  const color = { field: 'experience', type: 'nominal', title: condition } as const;
  return {
    title: `${game}: mean score per ${condition} (95% bootstrap bands)`,
    data: { values },
    width: 480,
    height: 260,
    layer: [
      {
        transform: [{ filter: 'isValid(datum.low) && isValid(datum.high)' }],
        mark: { type: 'area', opacity: 0.15 },
        encoding: {
          x,
          y: { field: 'low', type: 'quantitative', scale: { zero: false } },
          y2: { field: 'high' },
          color,
        },
      },
      {
        mark: { type: 'line', point: true },
        encoding: {
          x,
          y: { field: 'score', type: 'quantitative', title: 'mean score', scale: { zero: false } },
          color,
        },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}
