// What the viewer pages through, in SQL: runs and matches a page at a time with totals, and a run's contents and
// version (cheap cache keys), so a 10,000-match run never loads whole.
import type Database from 'better-sqlite3';
import type { MatchStatus, SeatRecord } from '../core/match-record.js';
import { labelOf, type MatchRow } from './match-rows.js';
import { runMatchCount, runSize } from './run-results.js';
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
      `SELECT r.*, ${runMatchCount} AS matches FROM runs r ORDER BY r.updated_at DESC, r.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(page.limit, page.offset) as Record<string, string | number>[];
  return {
    total,
    rows: rows.map((row) => ({ ...runRow(row), matches: row.matches as number })),
  };
}

/** Where a page of matches starts: after or before a listed match (by id), at the end, or at an offset. */
export type MatchPageStart =
  | { readonly after: string }
  | { readonly before: string }
  | { readonly last: true }
  | { readonly offset: number };

/** Which matches a page lists (a run's, or every match; of one game; with one status), how many, and from where. */
export interface MatchPageQuery {
  readonly runId?: string;
  readonly game?: string;
  readonly status?: string;
  readonly limit: number;
  /** The first page when absent. */
  readonly start?: MatchPageStart;
}

/** A page of matches with its position in the listing: `offset` rows come before its first row. */
export interface MatchPage extends RowPage<MatchPageRow> {
  readonly offset: number;
}

/**
 * One page of a run's matches in play order (or of every match, in insertion order), filtered by game and status,
 * with the total and the page's position. Pages after or before a match, and the last page, are read by their sort
 * key from an index (keyset paging), so every page costs the same however deep it lies; an `offset` skips rows.
 */
export function pageMatches(db: Database.Database, query: MatchPageQuery): MatchPage {
  const { runId, limit, start = { offset: 0 } } = query;
  // The sort key: a run's play order (as `playOrder`), else the insertion order of every match.
  const key = runId ? ['rm.seq', 'rm.rowid'] : ['m.rowid'];
  const from = runId
    ? 'FROM run_matches rm CROSS JOIN matches m ON m.id = rm.match_id WHERE rm.run_id = @runId'
    : 'FROM matches m WHERE 1';
  const filters = `${query.game === undefined ? '' : ' AND m.game = @game'}${query.status === undefined ? '' : ' AND m.status = @status'}`;
  const bound: Record<string, string | number> = {
    ...(runId === undefined ? {} : { runId }),
    ...(query.game === undefined ? {} : { game: query.game }),
    ...(query.status === undefined ? {} : { status: query.status }),
  };
  // Without filters, offsets in a run count its links alone (each link names a stored match) and its total comes
  // from its counted results.
  const counted = runId && !filters ? 'FROM run_matches rm WHERE rm.run_id = @runId' : `${from}${filters}`;
  const count = (condition = '', cursor: readonly number[] = []) =>
    (db.prepare(`SELECT COUNT(*) AS n ${counted}${condition}`).get({ ...bound, ...keyBound(cursor) }) as { n: number })
      .n;
  const total = runId && !filters ? runSize(db, runId) : count();
  const columns = `SELECT m.id, m.game, m.seed, m.seats, m.seat_records, m.status, m.scores, m.steps,
      ${runId ? 'rm.label' : 'NULL AS label'}`;
  const ascending = key.join(', ');
  const descending = key.map((column) => `${column} DESC`).join(', ');
  const select = (condition: string, order: string, cursor: readonly number[], offset = 0) =>
    db
      .prepare(`${columns} ${from}${filters}${condition} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...bound, ...keyBound(cursor), limit, offset }) as Record<string, string | number | null>[];
  const tuple = `(${key.join(', ')})`;
  const placeholders = `(${key.map((_, index) => `@k${index}`).join(', ')})`;
  let rows: Record<string, string | number | null>[];
  let offset: number;
  if ('offset' in start) {
    rows = select('', ascending, [], start.offset);
    offset = start.offset;
  } else if ('last' in start) {
    rows = select('', descending, []).reverse();
    offset = total - rows.length;
  } else if ('after' in start) {
    const cursor = cursorKey(db, runId, start.after);
    rows = select(` AND ${tuple} > ${placeholders}`, ascending, cursor);
    offset = count(` AND ${tuple} <= ${placeholders}`, cursor);
  } else {
    const cursor = cursorKey(db, runId, start.before);
    rows = select(` AND ${tuple} < ${placeholders}`, descending, cursor).reverse();
    offset = count(` AND ${tuple} < ${placeholders}`, cursor) - rows.length;
  }
  return {
    total,
    offset,
    rows: rows.map((row) => ({
      id: row.id as string,
      game: row.game as string,
      seed: row.seed as number,
      seats: JSON.parse(row.seats as string),
      seatRecords: JSON.parse(row.seat_records as string),
      status: row.status as MatchStatus,
      scores: row.scores === null ? null : JSON.parse(row.scores as string),
      steps: row.steps as number,
      label: labelOf(row.label),
    })),
  };
}

/** A sort key's values as bound parameters `k0`, `k1`, …. */
function keyBound(cursor: readonly number[]): Record<string, number> {
  return Object.fromEntries(cursor.map((value, index) => [`k${index}`, value]));
}

/** The sort key of the listed match `id` (see `pageMatches`); a MatchCursorError when the listing does not hold it. */
function cursorKey(db: Database.Database, runId: string | undefined, id: string): number[] {
  const row = (
    runId
      ? db.prepare('SELECT seq, rowid FROM run_matches WHERE run_id = ? AND match_id = ?').raw().get(runId, id)
      : db.prepare('SELECT rowid FROM matches WHERE id = ?').raw().get(id)
  ) as number[] | undefined;
  if (!row) throw new MatchCursorError(`no match '${id}' in ${runId ? `run ${runId}` : 'the store'} to page from`);
  return row;
}

/** A page asked to start after or before a match its listing does not hold. */
export class MatchCursorError extends Error {}

/** How many matches a run holds and when it was last updated (cheap: for cache keys). */
export function runVersion(
  db: Database.Database,
  runId: string,
): { readonly matches: number; readonly updatedAt: string } | undefined {
  const row = db.prepare(`SELECT updated_at, ${runMatchCount} AS matches FROM runs r WHERE id = ?`).get(runId) as
    | { updated_at: string; matches: number }
    | undefined;
  return row ? { matches: row.matches, updatedAt: row.updated_at } : undefined;
}

/** The games, seat agents and model cost (accepted moves plus rejected attempts) of a run's matches, from its counts. */
export function runContents(
  db: Database.Database,
  runId: string,
): { readonly games: string[]; readonly agents: string[]; readonly costUsd: number } {
  const row = db
    .prepare(
      `WITH grouped AS MATERIALIZED (
         SELECT game, seats, TOTAL(cost_usd) AS cost FROM run_results WHERE run_id = ? GROUP BY game, seats)
       SELECT (SELECT json_group_array(game) FROM (SELECT DISTINCT game FROM grouped ORDER BY game)) AS games,
         (SELECT json_group_array(agent) FROM
           (SELECT DISTINCT seat.value AS agent FROM grouped, json_each(grouped.seats) seat ORDER BY agent)) AS agents,
         (SELECT TOTAL(cost) FROM grouped) AS cost`,
    )
    .get(runId) as { games: string; agents: string; cost: number };
  return { games: JSON.parse(row.games), agents: JSON.parse(row.agents), costUsd: row.cost };
}
