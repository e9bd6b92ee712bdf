// What the viewer pages through, in SQL: runs and matches a page at a time with totals, and a run's contents and
// version (cheap cache keys), so a 10,000-match run never loads whole.
import type Database from 'better-sqlite3';
import type { MatchStatus, SeatRecord } from '../core/match-record.js';
import { labelOf, type MatchRow } from './match-rows.js';
import { type RunRow, runRow } from './run-rows.js';

/** One page of rows and how many rows match in all. */
export interface RowPage<T> {
  readonly total: number;
  readonly rows: readonly T[];
}

/** A match's summary row with its seed and full seat records, as the viewer pages list them. */
export interface MatchPageRow extends MatchRow {
  readonly seed: number;
  readonly seatRecords: readonly SeatRecord[];
}

/** One page of rows and how many rows match in all. */
export interface RowPage<T> {
  readonly total: number;
  readonly rows: readonly T[];
}

/** One page of runs, most recently updated first (the order of `listRuns`), with the total count. */
export function pageRuns(
  db: Database.Database,
  page: {
    offset: number;
    limit: number;
  },
): RowPage<RunRow & { readonly updatedAt: string; readonly matches: number }> {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM runs').get() as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT r.*, (SELECT COUNT(*) FROM run_matches rm WHERE rm.run_id = r.id) AS matches
       FROM runs r ORDER BY r.updated_at DESC, r.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset) as Record<string, string | number>[];
  return {
    total,
    rows: rows.map((row) => ({ ...runRow(row), matches: row.matches as number })),
  };
}

/** One page of a run's matches (or of every match) in insertion order, filtered by game and status, with the total. */
export function pageMatches(
  db: Database.Database,
  filter: {
    runId?: string;
    game?: string;
    status?: string;
    offset: number;
    limit: number;
  },
): RowPage<MatchPageRow> {
  const from = `FROM matches m ${filter.runId ? 'JOIN run_matches rm ON rm.match_id = m.id AND rm.run_id = @runId' : ''}
    WHERE (@game IS NULL OR m.game = @game) AND (@status IS NULL OR m.status = @status)`;
  const bound = { runId: filter.runId ?? null, game: filter.game ?? null, status: filter.status ?? null };
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(bound) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT m.id, m.game, m.seed, m.seats, m.status, m.scores, m.steps, ${filter.runId ? 'rm.label' : 'NULL'} AS label
       ${from} ORDER BY m.rowid LIMIT @limit OFFSET @offset`,
    )
    .all({ ...bound, limit: filter.limit, offset: filter.offset }) as Record<string, string | number | null>[];
  // Only the page's records are read, for their seats' display names and experience hashes.
  const seatsOf = db.prepare("SELECT json_extract(record, '$.seats') AS seats FROM matches WHERE id = ?");
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id as string,
      game: row.game as string,
      seed: row.seed as number,
      seats: JSON.parse(row.seats as string),
      seatRecords: JSON.parse((seatsOf.get(row.id) as { seats: string }).seats),
      status: row.status as MatchStatus,
      scores: row.scores === null ? null : JSON.parse(row.scores as string),
      steps: row.steps as number,
      label: labelOf(row.label),
    })),
  };
}

/** How many matches a run holds and when it was last updated (cheap: for cache keys). */
export function runVersion(
  db: Database.Database,
  runId: string,
): { readonly matches: number; readonly updatedAt: string } | undefined {
  const row = db
    .prepare(
      'SELECT updated_at, (SELECT COUNT(*) FROM run_matches rm WHERE rm.run_id = r.id) AS matches FROM runs r WHERE id = ?',
    )
    .get(runId) as { updated_at: string; matches: number } | undefined;
  return row ? { matches: row.matches, updatedAt: row.updated_at } : undefined;
}

/** The games, seat agents and model cost (accepted moves plus rejected attempts) of a run's matches, in SQL. */
export function runContents(
  db: Database.Database,
  runId: string,
): { readonly games: string[]; readonly agents: string[]; readonly costUsd: number } {
  const games = db
    .prepare(
      'SELECT DISTINCT m.game FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ? ORDER BY m.game',
    )
    .all(runId) as { game: string }[];
  const agents = db
    .prepare(
      `SELECT DISTINCT seat.value AS agent FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
         json_each(m.seats) seat WHERE rm.run_id = ? ORDER BY agent`,
    )
    .all(runId) as { agent: string }[];
  const moves = db
    .prepare(
      `SELECT TOTAL(json_extract(move.value, '$.usage.costUsd')) AS cost
       FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
         json_each(m.record, '$.steps') step, json_each(step.value, '$.moves') move
       WHERE rm.run_id = ?`,
    )
    .get(runId) as { cost: number };
  // Rejected attempts before moves and those of a forfeit's last decision; their exchanges, else their own usage.
  const attempts = db
    .prepare(
      `WITH attempts (attempt) AS (
         SELECT attempt.value FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.record, '$.steps') step, json_each(step.value, '$.moves') move,
           json_each(move.value, '$.invalid') attempt
         WHERE rm.run_id = @runId
         UNION ALL
         SELECT attempt.value FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.record, '$.end.attempts') attempt
         WHERE rm.run_id = @runId)
       SELECT TOTAL(CASE WHEN json_array_length(attempt, '$.exchanges') > 0
           THEN (SELECT TOTAL(json_extract(exchange.value, '$.usage.costUsd')) FROM json_each(attempt, '$.exchanges') exchange)
           ELSE json_extract(attempt, '$.usage.costUsd') END) AS cost
       FROM attempts`,
    )
    .get({ runId }) as { cost: number };
  return {
    games: games.map((row) => row.game),
    agents: agents.map((row) => row.agent),
    costUsd: moves.cost + attempts.cost,
  };
}
