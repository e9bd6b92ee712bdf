// Experience snapshots: the experience a run played with at each checkpoint of each (game, trial), keyed and hashed,
// with how it was learned (the snapshot before it and the model calls that cost), so a resumed run never relearns it.
import type Database from 'better-sqlite3';
import type { ModelExchange, Usage } from '../core/agent.js';

/** How a snapshot was learned: from which snapshot, and the model calls of that learning step. */
export interface ExperienceLearning {
  /** The hash of the snapshot it was learned from. */
  readonly parent: string;
  readonly usage?: Usage;
  readonly exchanges: readonly ModelExchange[];
}

/** The experience of one (game, trial) at one checkpoint of a run (an episode count, or an anchored round). */
export interface ExperienceSnapshotRow {
  readonly runId: string;
  readonly game: string;
  readonly trial: number;
  readonly checkpoint: number;
  /** The experience's name, e.g. `history`. */
  readonly experience: string;
  readonly hash: string;
  readonly state: unknown;
  /** Absent for a run's first snapshot, and for snapshots stored before learning was recorded. */
  readonly learned?: ExperienceLearning;
}

/** A snapshot without its state and exchanges: what the viewer lists and `report` sums. */
export type ExperienceSnapshotInfo = Omit<ExperienceSnapshotRow, 'state' | 'learned'> & {
  readonly bytes: number;
  readonly parent?: string;
  readonly usage?: Usage;
  /** Model calls of the learning step that produced it. */
  readonly calls: number;
};

type SqlRow = Record<string, string | number | null>;

/** The key and identity columns of an experience_snapshots row. */
function snapshotKey(row: SqlRow): Omit<ExperienceSnapshotRow, 'state' | 'learned'> {
  return {
    runId: row.run_id as string,
    game: row.game as string,
    trial: row.trial as number,
    checkpoint: row.checkpoint as number,
    experience: row.experience as string,
    hash: row.hash as string,
  };
}

function fullRow(row: SqlRow): ExperienceSnapshotRow {
  const learned: ExperienceLearning | undefined =
    typeof row.parent === 'string'
      ? {
          parent: row.parent,
          ...(typeof row.usage === 'string' ? { usage: JSON.parse(row.usage) as Usage } : {}),
          exchanges: typeof row.exchanges === 'string' ? (JSON.parse(row.exchanges) as ModelExchange[]) : [],
        }
      : undefined;
  return { ...snapshotKey(row), state: JSON.parse(row.state as string), ...(learned ? { learned } : {}) };
}

/** Stores (or replaces) the snapshot of one checkpoint. */
export function saveExperienceSnapshot(db: Database.Database, row: ExperienceSnapshotRow): void {
  insertSnapshot(db, row, 'REPLACE');
}

/** Stores the snapshot of one checkpoint unless one is stored there (an import); returns whether it was added. */
export function addExperienceSnapshot(db: Database.Database, row: ExperienceSnapshotRow): boolean {
  return insertSnapshot(db, row, 'IGNORE') > 0;
}

function insertSnapshot(db: Database.Database, row: ExperienceSnapshotRow, conflict: 'REPLACE' | 'IGNORE'): number {
  return db
    .prepare(
      `INSERT OR ${conflict} INTO experience_snapshots
       (run_id, game, trial, checkpoint, experience, hash, state, parent, usage, exchanges)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.runId,
      row.game,
      row.trial,
      row.checkpoint,
      row.experience,
      row.hash,
      JSON.stringify(row.state),
      row.learned?.parent ?? null,
      row.learned?.usage ? JSON.stringify(row.learned.usage) : null,
      row.learned ? JSON.stringify(row.learned.exchanges) : null,
    ).changes;
}

/** A run's snapshots, by game, trial and checkpoint. */
export function listExperienceSnapshots(db: Database.Database, runId: string): ExperienceSnapshotRow[] {
  const rows = db
    .prepare('SELECT * FROM experience_snapshots WHERE run_id = ? ORDER BY game, trial, checkpoint')
    .all(runId) as SqlRow[];
  return rows.map(fullRow);
}

/** A run's snapshots without states and exchanges (`bytes`: the stored state's size), by game, trial and checkpoint. */
export function listExperienceSnapshotInfo(db: Database.Database, runId: string): ExperienceSnapshotInfo[] {
  const rows = db
    .prepare(
      `SELECT run_id, game, trial, checkpoint, experience, hash, parent, usage,
         length(CAST(state AS BLOB)) AS bytes, coalesce(json_array_length(exchanges), 0) AS calls
       FROM experience_snapshots WHERE run_id = ? ORDER BY game, trial, checkpoint`,
    )
    .all(runId) as SqlRow[];
  return rows.map((row) => ({
    ...snapshotKey(row),
    bytes: row.bytes as number,
    calls: row.calls as number,
    ...(typeof row.parent === 'string' ? { parent: row.parent } : {}),
    ...(typeof row.usage === 'string' ? { usage: JSON.parse(row.usage) as Usage } : {}),
  }));
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
    .get(key.runId, key.game, key.trial, key.checkpoint) as SqlRow | undefined;
  if (!row) return undefined;
  return { ...fullRow(row), bytes: row.bytes as number };
}
