// A run's learning curve: the mean evaluation score at each checkpoint, per game and agent, with its interval.
import type { CurvePoint } from '../../../src/server/viewer-api.js';
import { type ChartSeries, LineChart } from './line-chart.js';

/** One chart per game, one line (with its interval band) per agent. */
export function LearningCurve({ curve }: { readonly curve: readonly CurvePoint[] }) {
  const games = [...new Set(curve.map((point) => point.game))];
  return (
    <div className="learning-curves">
      {games.map((game) => {
        const points = curve.filter((point) => point.game === game);
        const agents = [...new Set(points.map((point) => point.agent))];
        const series: ChartSeries[] = agents.map((agent) => {
          const line = points.filter((point) => point.agent === agent).sort((a, b) => a.checkpoint - b.checkpoint);
          return {
            name: agent,
            points: line.map((point) => [point.checkpoint, point.mean] as const),
            bands: line.map((point) => [point.checkpoint, point.low, point.high] as const),
          };
        });
        return (
          <div key={game} className="learning-curve">
            <h3>{game}</h3>
            <LineChart series={series} xLabel="exploration episodes (checkpoint)" yLabel="evaluation score" />
          </div>
        );
      })}
    </div>
  );
}
