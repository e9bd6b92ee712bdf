// The head-to-head heatmap of a tournament: score rate of every ordered pair, with its Wilson interval on the cell.
import type * as vl from 'vega-lite';
import type { HeadToHeadCell } from '../measure/head-to-head.js';
import { type Figure, renderFigure } from './learning-plots.js';
import { plotTitle } from './plot-title.js';

/** A vega-lite heatmap of `cells`, rows and columns in `order` (e.g. leaderboard order); never mutates its inputs. */
export function headToHeadSpec(
  game: string,
  order: readonly string[],
  cells: readonly HeadToHeadCell[],
): vl.TopLevelSpec {
  const percent = (value: number) => Math.round(100 * value);
  const values = cells.map((cell) => ({
    agent: cell.agent,
    opponent: cell.opponent,
    scoreRate: cell.winRate,
    low: cell.low,
    high: cell.high,
    games: cell.games,
    record: `${cell.wins}-${cell.draws}-${cell.losses}`,
    label: `${percent(cell.winRate)}% [${percent(cell.low)}, ${percent(cell.high)}]`,
  }));
  const side = Math.max(60, Math.min(110, 480 / Math.max(1, order.length)));
  const x = {
    field: 'opponent',
    type: 'nominal',
    sort: [...order],
    title: 'opponent',
    axis: { labelAngle: -30 },
  } as const;
  const y = { field: 'agent', type: 'nominal', sort: [...order], title: 'agent' } as const;
  return {
    title: plotTitle(
      `${game}: head to head`,
      'score rate of row against column (draws ½), Wilson 95% interval',
      side * order.length,
    ),
    data: { values },
    width: side * order.length,
    height: side * order.length,
    encoding: { x, y },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'scoreRate',
            type: 'quantitative',
            title: 'score rate',
            scale: { domain: [0, 1], scheme: 'redblue' },
          },
          tooltip: [
            { field: 'agent', type: 'nominal' },
            { field: 'opponent', type: 'nominal' },
            { field: 'scoreRate', type: 'quantitative', format: '.2f', title: 'score rate' },
            { field: 'low', type: 'quantitative', format: '.2f', title: 'Wilson low' },
            { field: 'high', type: 'quantitative', format: '.2f', title: 'Wilson high' },
            { field: 'record', type: 'nominal', title: 'W-D-L' },
            { field: 'games', type: 'quantitative' },
          ],
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          text: { field: 'label', type: 'nominal' },
          color: {
            condition: { test: 'datum.scoreRate < 0.2 || datum.scoreRate > 0.8', value: 'white' },
            value: 'black',
          },
        },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}

/** The heatmap rendered to SVG and PNG, named `head-to-head-<game>`. */
export function headToHeadFigure(
  game: string,
  order: readonly string[],
  cells: readonly HeadToHeadCell[],
): Promise<Figure> {
  return renderFigure(`head-to-head-${game}`, headToHeadSpec(game, order, cells));
}
