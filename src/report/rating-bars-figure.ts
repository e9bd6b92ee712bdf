// PTCG-Bench's leaderboard figure: each agent's Glicko-2 rating as a bar with ±2 deviations, runs side by side (e.g.
// one per deck), agents in the first run's rating order.
import type * as vl from 'vega-lite';
import type { RatedAgent } from './run-comparison.js';

/** A Vega-Lite spec of rating bars with deviation whiskers, one bar per (run, agent) with a Glicko-2 rating. */
export function ratingBarsSpec(agents: readonly RatedAgent[]): vl.TopLevelSpec {
  const values = agents.flatMap((agent) =>
    agent.glicko
      ? [
          {
            run: agent.label,
            agent: agent.agent,
            rating: agent.glicko.rating,
            deviation: agent.glicko.deviation,
            low: agent.glicko.rating - 2 * agent.glicko.deviation,
            high: agent.glicko.rating + 2 * agent.glicko.deviation,
          },
        ]
      : [],
  );
  const labels = [...new Set(agents.map((agent) => agent.label))];
  const order = agents
    .filter((agent) => agent.label === labels[0] && agent.glicko)
    .sort((a, b) => (b.glicko?.rating ?? 0) - (a.glicko?.rating ?? 0))
    .map((agent) => agent.agent);
  // Bars grow from just below the lowest whisker, so differences between agents are visible (not from zero).
  const low = Math.min(...values.map((value) => value.low));
  const high = Math.max(...values.map((value) => value.high));
  const margin = Math.max(25, (high - low) * 0.05);
  const domain = values.length ? [Math.floor(low - margin), Math.ceil(high + margin)] : [1000, 2000];
  const y = { field: 'agent', type: 'nominal', sort: [...order], title: null } as const;
  const yOffset = { field: 'run', type: 'nominal', sort: labels } as const;
  const x = {
    field: 'rating',
    type: 'quantitative',
    title: 'Glicko-2 rating (whiskers: ±2 deviations)',
    scale: { domain, zero: false },
  } as const;
  const color = { field: 'run', type: 'nominal', title: 'run', scale: { domain: labels } } as const;
  const runs = Math.max(1, labels.length);
  return {
    title: 'Ratings with deviations (Glicko-2 μ ± 2φ, each run one rating period)',
    data: { values },
    width: 480,
    height: { step: Math.max(8, Math.min(24, 48 / runs)) * runs },
    encoding: { y, yOffset },
    layer: [
      {
        mark: { type: 'bar', opacity: 0.7, clip: true },
        encoding: {
          x,
          color,
          tooltip: [
            { field: 'agent' },
            { field: 'run' },
            { field: 'rating', format: '.0f' },
            { field: 'deviation', format: '.0f' },
          ],
        },
      },
      {
        mark: { type: 'bar', size: 2, color: 'black', clip: true },
        encoding: { x: { field: 'low', type: 'quantitative', scale: { domain } }, x2: { field: 'high' } },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}
