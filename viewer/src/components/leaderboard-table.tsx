// A run's leaderboard, with the same columns `xparena tournament` and `xparena rate` print.
import type { LeaderboardRow } from '../../../src/server/viewer-api.js';
import { formatCost, formatNumber, formatPercent } from '../format.js';

/** Rank, agent, rating with its 95% interval (and deviation), results and the agent figures. */
export function LeaderboardTable({ rows }: { readonly rows: readonly LeaderboardRow[] }) {
  return (
    <table className="leaderboard">
      <thead>
        <tr>
          <th>#</th>
          <th>agent</th>
          <th>rating</th>
          <th>95% interval</th>
          <th>W / D / L</th>
          <th>win rate</th>
          <th>invalid</th>
          <th>tool calls / game</th>
          <th>tokens / game</th>
          <th>cost / game</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.agent}>
            <td>{index + 1}</td>
            <td>{row.agent}</td>
            <td>
              {formatNumber(row.rating, 0)}
              {row.deviation === undefined ? '' : ` ± ${formatNumber(row.deviation, 0)}`}
            </td>
            <td>
              [{formatNumber(row.interval[0], 0)}, {formatNumber(row.interval[1], 0)}]
            </td>
            <td>
              {row.wins} / {row.draws} / {row.losses}
            </td>
            <td>{formatPercent(row.winRate)}</td>
            <td>{formatPercent(row.invalidRate)}</td>
            <td>{formatNumber(row.toolCallsPerGame, 1)}</td>
            <td>{formatNumber(row.tokensPerGame, 0)}</td>
            <td>{formatCost(row.costPerGame)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
