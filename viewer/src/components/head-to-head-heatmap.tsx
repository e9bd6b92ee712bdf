// The head-to-head matrix as a coloured grid (row agent's score rate against the column agent).
import type { HeadToHead } from '../../../src/server/viewer-api.js';
import { formatPercent } from '../format.js';

function cellColour(rate: number): string {
  // Red (0) through white (0.5) to blue (1).
  const toward = (from: number, to: number, t: number) => Math.round(from + (to - from) * t);
  if (rate < 0.5) {
    const t = rate / 0.5;
    return `rgb(${toward(214, 255, t)}, ${toward(96, 255, t)}, ${toward(77, 255, t)})`;
  }
  const t = (rate - 0.5) / 0.5;
  return `rgb(${toward(255, 69, t)}, ${toward(255, 117, t)}, ${toward(255, 180, t)})`;
}

/** One cell per pair: the score rate, games played and the Wilson interval in its tooltip; blank where they never met. */
export function HeadToHeadHeatmap({ headToHead }: { readonly headToHead: HeadToHead }) {
  const { agents, rate, games, interval } = headToHead;
  return (
    <table className="heatmap">
      <thead>
        <tr>
          <th>row vs column</th>
          {agents.map((agent) => (
            <th key={agent}>{agent}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {agents.map((agent, row) => (
          <tr key={agent}>
            <th>{agent}</th>
            {agents.map((opponent, column) => {
              const value = rate[row]?.[column] ?? null;
              const bounds = interval[row]?.[column] ?? null;
              const played = games[row]?.[column] ?? 0;
              if (value === null) return <td key={opponent} className="heatmap-empty" />;
              return (
                <td
                  key={opponent}
                  style={{ background: cellColour(value) }}
                  title={`${agent} vs ${opponent}: ${formatPercent(value)} over ${played} games${
                    bounds ? `, 95% [${formatPercent(bounds[0])}, ${formatPercent(bounds[1])}]` : ''
                  }`}
                >
                  {formatPercent(value)}
                  <small> n={played}</small>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
