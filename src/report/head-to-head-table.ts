import type { HeadToHeadCell } from '../measure/head-to-head.js';
import { fixed, formatTable } from './table.js';

/** The head-to-head matrix as plain text: score % of each row agent against each column, Wilson interval, games. */
export function headToHeadTable(order: readonly string[], cells: readonly HeadToHeadCell[]): string {
  const byPair = new Map(cells.map((cell) => [JSON.stringify([cell.agent, cell.opponent]), cell]));
  const percent = (value: number) => fixed(100 * value, 0);
  const rows = order.map((agent, row) => [
    `${row + 1} ${agent}`,
    ...order.map((opponent) => {
      const cell = byPair.get(JSON.stringify([agent, opponent]));
      return cell ? `${percent(cell.winRate)} [${percent(cell.low)}, ${percent(cell.high)}] n=${cell.games}` : '';
    }),
  ]);
  return formatTable(['agent', ...order.map((_, column) => `vs ${column + 1}`)], rows);
}
