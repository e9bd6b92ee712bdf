// PTCG-Bench's cost-versus-rating scatter across runs: each agent of each run at its dollars per game and its rating,
// with the 95% interval of each as an error bar, coloured by run.
import type * as vl from 'vega-lite';
import type { RatedAgent } from './run-comparison.js';

/** A Vega-Lite spec of rating against cost per game, one point per (run, agent), intervals on both axes. */
export function costRatingSpec(agents: readonly RatedAgent[]): vl.TopLevelSpec {
  const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);
  const values = agents.map((agent) => ({
    run: agent.label,
    agent: agent.agent,
    cost: agent.costPerGame.value,
    costLow: finite(agent.costPerGame.low),
    costHigh: finite(agent.costPerGame.high),
    rating: agent.rating,
    ratingLow: finite(agent.interval?.[0]),
    ratingHigh: finite(agent.interval?.[1]),
  }));
  const x = { field: 'cost', type: 'quantitative', title: 'dollars per game', scale: { zero: true } } as const;
  const y = {
    field: 'rating',
    type: 'quantitative',
    title: 'rating (Bradley–Terry Elo)',
    scale: { zero: false },
  } as const;
  const color = { field: 'run', type: 'nominal' } as const;
  return {
    title: 'Cost per game against rating (95% intervals on both axes)',
    data: { values },
    width: 480,
    height: 320,
    layer: [
      {
        transform: [{ filter: 'isValid(datum.ratingLow) && isValid(datum.ratingHigh)' }],
        mark: { type: 'rule' },
        encoding: { x, y: { field: 'ratingLow', type: 'quantitative' }, y2: { field: 'ratingHigh' }, color },
      },
      {
        transform: [{ filter: 'isValid(datum.costLow) && isValid(datum.costHigh)' }],
        mark: { type: 'rule' },
        encoding: { x: { field: 'costLow', type: 'quantitative' }, x2: { field: 'costHigh' }, y, color },
      },
      {
        mark: { type: 'point', filled: true, size: 60 },
        encoding: {
          x,
          y,
          color,
          tooltip: [{ field: 'agent' }, { field: 'run' }, { field: 'rating' }, { field: 'cost' }],
        },
      },
      {
        mark: { type: 'text', dx: 6, align: 'left', fontSize: 9 },
        encoding: { x, y, text: { field: 'agent' } },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}
