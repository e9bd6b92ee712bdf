import type { ResultCount } from './result-counts.js';
import { type Interval, wilsonInterval, Z95 } from './wilson-interval.js';

/** How `agent` did against `opponent`: counts, score rate (draws count ½) and its Wilson interval. */
export interface HeadToHeadCell extends Interval {
  readonly agent: string;
  readonly opponent: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winRate: number;
}

/** Every ordered pair of agents that met, both directions, sorted by agent then opponent. */
export function headToHeadCounts(rows: readonly ResultCount[], z = Z95): HeadToHeadCell[] {
  const cells = new Map<string, { agent: string; opponent: string; wins: number; draws: number; losses: number }>();
  const add = (agent: string, opponent: string, score: number, count: number) => {
    const key = JSON.stringify([agent, opponent]);
    const cell = cells.get(key) ?? { agent, opponent, wins: 0, draws: 0, losses: 0 };
    cells.set(key, cell);
    if (score === 1) cell.wins += count;
    else if (score === 0) cell.losses += count;
    else cell.draws += count;
  };
  for (const row of rows) {
    add(row.a, row.b, row.score, row.count);
    add(row.b, row.a, 1 - row.score, row.count);
  }
  return [...cells.values()]
    .sort((x, y) => compare(x.agent, y.agent) || compare(x.opponent, y.opponent))
    .map((cell) => {
      const games = cell.wins + cell.draws + cell.losses;
      const points = cell.wins + cell.draws / 2;
      return { ...cell, games, winRate: points / games, ...wilsonInterval(points, games, z) };
    });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
