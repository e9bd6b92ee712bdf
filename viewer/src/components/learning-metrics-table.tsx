// An S³Gym run's headline metrics: one row per game and experience, each metric a point and its 95% interval.
import type { EstimateView, LearningMetricsTable } from '../../../src/server/viewer-api.js';
import { formatSignificant } from '../format.js';

/** An estimate to 3 significant digits, its interval below it (∓∞ for an unbounded end); `n/a` where it does not apply. */
function EstimateCell({ estimate }: { readonly estimate: EstimateView | null }) {
  if (estimate === null) return <td className="not-applicable">n/a</td>;
  const value = estimate.value === null ? '–' : formatSignificant(estimate.value);
  if (estimate.interval === null) return <td>{value}</td>;
  const [low, high] = estimate.interval;
  return (
    <td>
      {value}
      <span className="interval">
        [{low === null ? '−∞' : formatSignificant(low)}, {high === null ? '∞' : formatSignificant(high)}]
      </span>
    </td>
  );
}

/** The table, with the note on how its intervals were computed. */
export function LearningMetricsTableView({ table }: { readonly table: LearningMetricsTable }) {
  return (
    <>
      <table className="learning-metrics">
        <thead>
          <tr>
            <th>game</th>
            <th>experience</th>
            <th>trials</th>
            {table.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.game} ${row.experience}`}>
              <td>{row.game}</td>
              <td>{row.experience}</td>
              <td>{row.trials}</td>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                <EstimateCell key={index} estimate={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note">{table.note}</p>
    </>
  );
}
