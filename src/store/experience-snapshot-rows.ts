// Experience snapshots: the experience a run evaluated at each checkpoint of each (game, trial), keyed and hashed.
import type Database from 'better-sqlite3';

/** The experience an explore/evaluate run evaluated at one checkpoint of one trial. */
export interface ExperienceSnapshotRow {
  readonly runId: string;
  readonly game: string;
  readonly trial: number;
  readonly checkpoint: number;
  readonly kind: string;
  readonly hash: string;
  readonly state: unknown;
}

/** A snapshot without its state: what the viewer lists. */
export type ExperienceSnapshotInfo = Omit<ExperienceSnapshotRow, 'state'> & { readonly bytes: number };

/** The key and identity columns of an experience_snapshots row. */
function snapshotInfo(row: Record<string, string | number>): Omit<ExperienceSnapshotRow, 'state'> {
  return {
    runId: row.run_id as string,
    game: row.game as string,
    trial: row.trial as number,
    checkpoint: row.checkpoint as number,
    kind: row.kind as string,
    hash: row.hash as string,
  };
}

/** Stores (or replaces) the snapshot of one checkpoint. */
export function saveExperienceSnapshot(db: Database.Database, row: ExperienceSnapshotRow): void {
  db.prepare(
    `INSERT OR REPLACE INTO experience_snapshots (run_id, game, trial, checkpoint, kind, hash, state)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.runId, row.game, row.trial, row.checkpoint, row.kind, row.hash, JSON.stringify(row.state));
}

/** A run's snapshots, by game, trial and checkpoint. */
export function listExperienceSnapshots(db: Database.Database, runId: string): ExperienceSnapshotRow[] {
  const rows = db
    .prepare('SELECT * FROM experience_snapshots WHERE run_id = ? ORDER BY game, trial, checkpoint')
    .all(runId) as Record<string, string | number>[];
  return rows.map((row) => ({ ...snapshotInfo(row), state: JSON.parse(row.state as string) }));
}

/** A run's snapshots without their states (`bytes`: the size of the stored state), by game, trial and checkpoint. */
export function listExperienceSnapshotInfo(db: Database.Database, runId: string): ExperienceSnapshotInfo[] {
  const rows = db
    .prepare(
      `SELECT run_id, game, trial, checkpoint, kind, hash, length(CAST(state AS BLOB)) AS bytes
       FROM experience_snapshots WHERE run_id = ? ORDER BY game, trial, checkpoint`,
    )
    .all(runId) as Record<string, string | number>[];
  return rows.map((row) => ({ ...snapshotInfo(row), bytes: row.bytes as number }));
}

/**
 * The snapshot at `checkpoint` of one (game, trial) of a run, or with `before`, the latest one before that
 * checkpoint; undefined when there is none.
 */
export function getExperienceSnapshot(
  db: Database.Database,
  key: { runId: string; game: string; trial: number; checkpoint: number },
  before = false,
): (ExperienceSnapshotRow & { readonly bytes: number }) | undefined {
  const row = db
    .prepare(
      `SELECT *, length(CAST(state AS BLOB)) AS bytes FROM experience_snapshots
       WHERE run_id = ? AND game = ? AND trial = ? AND checkpoint ${before ? '<' : '='} ?
       ORDER BY checkpoint DESC LIMIT 1`,
    )
    .get(key.runId, key.game, key.trial, key.checkpoint) as Record<string, string | number> | undefined;
  if (!row) return undefined;
  return { ...snapshotInfo(row), state: JSON.parse(row.state as string), bytes: row.bytes as number };
}
