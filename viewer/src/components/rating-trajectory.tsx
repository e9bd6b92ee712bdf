// An anchored run's ratings: the frozen anchors and each evolving agent's rating per round against them (rounds
// counted from 1, as `xparena evolve` prints them), as a plot, a ladder and the per-round detail.
import type { PlotView, TrajectoryPoint } from '../../../src/server/viewer-api.js';
import { formatNumber } from '../format.js';
import { VegaPlot } from './vega-plot.js';

/** The 95% interval of a point's rating, when it has one. */
function intervalText(point: TrajectoryPoint): string | undefined {
  return point.low === undefined || point.high === undefined
    ? undefined
    : `[${formatNumber(point.low, 0)}, ${formatNumber(point.high, 0)}]`;
}

/** Anchors and evolving agents on one ladder, highest (frozen or last-round) rating first. */
function Ladder({
  trajectory,
  anchors,
}: {
  readonly trajectory: readonly TrajectoryPoint[];
  readonly anchors: Readonly<Record<string, number>>;
}) {
  const rounds = [...new Set(trajectory.map((point) => point.round))].sort((x, y) => x - y);
  const agents = [...new Set(trajectory.map((point) => point.agent))].map((agent) => {
    const points = new Map(trajectory.filter((point) => point.agent === agent).map((point) => [point.round, point]));
    const last = points.get(Math.max(...points.keys()))?.rating ?? Number.NEGATIVE_INFINITY;
    return { agent, points, last };
  });
  const rows = [
    ...Object.entries(anchors).map(([agent, rating]) => ({ agent, rating, points: undefined })),
    ...agents.map(({ agent, points, last }) => ({ agent, rating: last, points })),
  ].sort((x, y) => y.rating - x.rating);
  return (
    <table className="anchored-ladder">
      <thead>
        <tr>
          <th>agent</th>
          <th>role</th>
          {rounds.map((round) => (
            <th key={round}>round {round}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.agent} className={row.points ? 'evolving' : 'anchor'}>
            <td>{row.agent}</td>
            <td>{row.points ? 'evolving' : 'anchor'}</td>
            {row.points ? (
              rounds.map((round) => {
                const point = row.points.get(round);
                const text = point && [formatNumber(point.rating, 0), intervalText(point)].filter(Boolean).join(' ');
                return <td key={round}>{text ?? '–'}</td>;
              })
            ) : (
              <td colSpan={rounds.length} className="frozen">
                {formatNumber(row.rating, 0)} (frozen)
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The plot of the trajectory (when the server drew it), the ladder, and every (agent, round) with its games. */
export function RatingTrajectory({
  trajectory,
  anchors,
  plots,
}: {
  readonly trajectory: readonly TrajectoryPoint[];
  readonly anchors: Readonly<Record<string, number>>;
  readonly plots: readonly PlotView[];
}) {
  return (
    <div className="rating-trajectory">
      {plots.map((plot) => (
        <VegaPlot key={plot.title} title={plot.title} spec={plot.spec} plot={plot.kind} />
      ))}
      <p className="note">
        Anchors keep the ratings they were frozen with; each round rates every evolving agent against them from that
        round's games alone.
      </p>
      <Ladder trajectory={trajectory} anchors={anchors} />
      <table className="trajectory">
        <thead>
          <tr>
            <th>agent</th>
            <th>round</th>
            <th>rating</th>
            <th>95% interval</th>
            <th>rank among anchors</th>
            <th>games</th>
            <th>score</th>
          </tr>
        </thead>
        <tbody>
          {trajectory.map((point) => (
            <tr key={`${point.agent} ${point.round}`}>
              <td>{point.agent}</td>
              <td>{point.round}</td>
              <td>{formatNumber(point.rating, 0)}</td>
              <td>{intervalText(point) ?? '–'}</td>
              <td>{point.rank}</td>
              <td>{point.games}</td>
              <td>{formatNumber(point.score, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
