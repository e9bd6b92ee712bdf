// An anchored run's rating trajectory: each evolving agent's rating per round against the frozen anchors.
import type { TrajectoryPoint } from '../../../src/server/viewer-api.js';
import { formatNumber } from '../format.js';
import { type ChartSeries, LineChart } from './line-chart.js';

/** One line per evolving agent (with its interval band when known), the anchors' ratings, and the points as a table. */
export function RatingTrajectory({
  trajectory,
  anchors,
}: {
  readonly trajectory: readonly TrajectoryPoint[];
  readonly anchors: Readonly<Record<string, number>> | undefined;
}) {
  const agents = [...new Set(trajectory.map((point) => point.agent))];
  const series: ChartSeries[] = agents.map((agent) => {
    const line = trajectory.filter((point) => point.agent === agent).sort((a, b) => a.round - b.round);
    const banded = line.filter((point) => point.low !== undefined && point.high !== undefined);
    return {
      name: agent,
      points: line.map((point) => [point.round, point.rating] as const),
      ...(banded.length > 0
        ? {
            bands: banded.map((point) => [point.round, point.low ?? point.rating, point.high ?? point.rating] as const),
          }
        : {}),
    };
  });
  return (
    <div className="rating-trajectory">
      <LineChart series={series} xLabel="round" yLabel="rating" />
      {anchors && Object.keys(anchors).length > 0 ? (
        <p className="anchors">
          anchors:{' '}
          {Object.entries(anchors)
            .map(([anchor, rating]) => `${anchor} ${formatNumber(rating, 0)}`)
            .join(' · ')}
        </p>
      ) : null}
      <table className="trajectory">
        <thead>
          <tr>
            <th>agent</th>
            <th>round</th>
            <th>rating</th>
            <th>95% interval</th>
            <th>rank</th>
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
              <td>
                {point.low === undefined || point.high === undefined
                  ? '–'
                  : `[${formatNumber(point.low, 0)}, ${formatNumber(point.high, 0)}]`}
              </td>
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
