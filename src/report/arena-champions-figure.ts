// AAArena runs side by side: each repetition's champion Elo with its 95% interval, one column per run, and the
// baseline (the starter's Elo) of the same repetition as a hollow mark below it.
import type * as vl from 'vega-lite';
import type { ArenaLine } from './run-comparison.js';

/** A Vega-Lite spec of the runs' champions per repetition (and their baselines), intervals as rules. */
export function arenaChampionsSpec(runs: readonly ArenaLine[]): vl.TopLevelSpec {
  const values = runs.flatMap(({ label, results }) =>
    results.repetitions.flatMap((repetition) => [
      ...(repetition.champion
        ? [
            {
              run: label,
              repetition: repetition.repetition,
              kind: 'champion',
              elo: repetition.champion.elo,
              low: repetition.champion.interval[0],
              high: repetition.champion.interval[1],
              rank: repetition.champion.rank,
            },
          ]
        : []),
      ...(repetition.baseline
        ? [
            {
              run: label,
              repetition: repetition.repetition,
              kind: 'baseline',
              elo: repetition.baseline.elo,
              low: null,
              high: null,
              rank: repetition.baseline.rank,
            },
          ]
        : []),
    ]),
  );
  const x = { field: 'run', type: 'nominal', title: 'run', axis: { labelAngle: 0 } } as const;
  const xOffset = { field: 'repetition', type: 'nominal' } as const;
  const y = { field: 'elo', type: 'quantitative', title: 'Elo on the frozen ladder', scale: { zero: false } } as const;
  const color = { field: 'run', type: 'nominal', legend: null } as const;
  return {
    title: 'AAArena champions per repetition (95% intervals; hollow: the starter baseline)',
    data: { values },
    width: 480,
    height: 300,
    layer: [
      {
        transform: [{ filter: "datum.kind === 'champion'" }],
        mark: { type: 'rule' },
        encoding: { x, xOffset, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color },
      },
      {
        mark: { type: 'point', size: 60 },
        encoding: {
          x,
          xOffset,
          y,
          color,
          fill: { condition: { test: "datum.kind === 'champion'", field: 'run', type: 'nominal' }, value: 'white' },
          tooltip: [
            { field: 'run' },
            { field: 'repetition' },
            { field: 'kind' },
            { field: 'elo', format: '.0f' },
            { field: 'rank' },
          ],
        },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}
