// Runs: one row per execution of a protocol, created or resumed by id, finished with a status, listed newest first.
import type Database from 'better-sqlite3';
import { runMatchCount } from './run-results.js';

/** A stored run: one execution of a protocol, identified by a hash of its spec. */
export interface RunRow {
  readonly id: string;
  readonly kind: string;
  readonly spec: unknown;
  readonly codeVersion: string;
  readonly createdAt: string;
  readonly status: string;
}

/** A runs row as a RunRow with its update time. */
export function runRow(row: Record<string, unknown>): RunRow & { readonly updatedAt: string } {
  return {
    id: row.id as string,
    kind: row.kind as string,
    spec: JSON.parse(row.spec as string),
    codeVersion: row.code_version as string,
    createdAt: row.created_at as string,
    updatedAt: row.updated_at as string,
    status: row.status as string,
  };
}

/** Creates the run if it is new, else marks it running again; returns whether it already existed. */
export function startRun(
  db: Database.Database,
  run: { id: string; kind: string; spec: unknown; codeVersion: string },
): { resumed: boolean } {
  const now = new Date().toISOString();
  const existing = db.prepare('SELECT id FROM runs WHERE id = ?').get(run.id);
  if (existing) {
    db.prepare("UPDATE runs SET status = 'running', updated_at = ? WHERE id = ?").run(now, run.id);
    return { resumed: true };
  }
  db.prepare(
    "INSERT INTO runs (id, kind, spec, code_version, created_at, updated_at, status) VALUES (?, ?, ?, ?, ?, ?, 'running')",
  ).run(run.id, run.kind, JSON.stringify(run.spec), run.codeVersion, now, now);
  return { resumed: false };
}

export function finishRun(db: Database.Database, id: string, status: 'finished' | 'interrupted' | 'failed'): void {
  db.prepare('UPDATE runs SET status = ?, updated_at = ? WHERE id = ?').run(status, new Date().toISOString(), id);
}

export function getRun(db: Database.Database, id: string): RunRow | undefined {
  const row = db.prepare('SELECT * FROM runs WHERE id = ?').get(id) as Record<string, string> | undefined;
  if (!row) return undefined;
  const { updatedAt: _updatedAt, ...run } = runRow(row);
  return run;
}

/** Which runs a listing holds: those with a match of one game. */
export interface RunFilter {
  readonly game?: string;
}

const runWhere = 'WHERE @game IS NULL OR EXISTS (SELECT 1 FROM run_results WHERE run_id = r.id AND game = @game)';

/** Stored runs, most recently updated first, with how many matches each holds; with `limit`, the first `limit`. */
export function listRuns(
  db: Database.Database,
  filter: RunFilter & { readonly limit?: number } = {},
): (RunRow & { readonly updatedAt: string; readonly matches: number })[] {
  const rows = db
    .prepare(
      `SELECT r.*, ${runMatchCount} AS matches FROM runs r ${runWhere} ORDER BY r.updated_at DESC, r.rowid DESC LIMIT @limit`,
    )
    .all({ game: filter.game ?? null, limit: filter.limit ?? -1 }) as Record<string, string | number>[];
  return rows.map((row) => ({ ...runRow(row), matches: row.matches as number }));
}

/** How many runs `filter` lists. */
export function countRuns(db: Database.Database, filter: RunFilter = {}): number {
  return (
    db.prepare(`SELECT COUNT(*) AS n FROM runs r ${runWhere}`).get({ game: filter.game ?? null }) as { n: number }
  ).n;
}

/** Adds a run exactly as given (an import) unless a run with its id is stored; returns whether it was added. */
export function addRun(db: Database.Database, run: RunRow & { readonly updatedAt: string }): boolean {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO runs (id, kind, spec, code_version, created_at, updated_at, status)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(run.id, run.kind, JSON.stringify(run.spec), run.codeVersion, run.createdAt, run.updatedAt, run.status);
  return result.changes > 0;
}
