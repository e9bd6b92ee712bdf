// A run's matches counted by what ratings and summaries read (the run_results table, kept by triggers; schema 8):
// its ratings, contents and size at any run size without reading its matches one by one.
import type Database from 'better-sqlite3';
import type { MatchStatus } from '../core/match-record.js';
import { type SeatFigures, seatFigureNames } from '../core/seat-figures.js';
import { seatFigureColumns } from './seat-figures-schema.js';

/** Matches of a run alike in game, seats, status, scores and label protocol: how many, and their model cost. */
export interface RunResultRow {
  readonly game: string;
  /** The agent spec of each seat. */
  readonly seats: readonly string[];
  readonly status: MatchStatus;
  readonly scores: readonly number[] | null;
  /** The protocol of the matches' structured label (e.g. `explore-evaluate`, `anchored`), or '' for none. */
  readonly protocol: string;
  readonly matches: number;
  readonly costUsd: number;
}

/** How many matches run `r` holds, as an SQL expression over a `runs r` row. */
export const runMatchCount = 'IFNULL((SELECT SUM(matches) FROM run_results WHERE run_id = r.id), 0)';

/** How many matches run `runId` holds. */
export function runSize(db: Database.Database, runId: string): number {
  return (db.prepare('SELECT TOTAL(matches) AS n FROM run_results WHERE run_id = ?').get(runId) as { n: number }).n;
}

/** The counted results of a run's matches (of one game, when given), in key order. */
export function runResults(db: Database.Database, runId: string, game?: string): RunResultRow[] {
  const rows = db
    .prepare(
      `SELECT game, seats, status, scores, protocol, matches, cost_usd FROM run_results
       WHERE run_id = @runId AND (@game IS NULL OR game = @game) ORDER BY game, seats, status, scores, protocol`,
    )
    .all({ runId, game: game ?? null }) as Record<string, string | number>[];
  return rows.map((row) => ({
    game: row.game as string,
    seats: JSON.parse(row.seats as string),
    status: row.status as MatchStatus,
    scores: JSON.parse(row.scores as string),
    protocol: row.protocol as string,
    matches: row.matches as number,
    costUsd: row.cost_usd as number,
  }));
}

/** One agent's seats in a run's matches of one game and label protocol: how many, and their summed figures. */
export interface RunAgentRow extends SeatFigures {
  readonly game: string;
  /** How many seats the matches had. */
  readonly players: number;
  readonly agent: string;
  readonly protocol: string;
  readonly games: number;
}

/** The summed seat figures of a run's agents (run_agents, kept by triggers; schema 9), by game, agent and protocol. */
export function runAgents(db: Database.Database, runId: string): RunAgentRow[] {
  const rows = db
    .prepare('SELECT * FROM run_agents WHERE run_id = ? ORDER BY game, players, agent, protocol')
    .all(runId) as Record<string, string | number>[];
  return rows.map((row) => ({
    game: row.game as string,
    players: row.players as number,
    agent: row.agent as string,
    protocol: row.protocol as string,
    games: row.games as number,
    ...(Object.fromEntries(
      seatFigureNames.map((name, index) => [name, row[seatFigureColumns[index] as string]]),
    ) as unknown as SeatFigures),
  }));
}
