// Reading an arena ledger without writing to it (reports, the viewer): everything a results table, a plot or the
// viewer's ledger page needs, read in one go from a database opened read-only, so a run in progress is never disturbed.
import type Database from 'better-sqlite3';
import type { Budget } from './arena-ledger.js';
import { getSnapshot, type LedgerSnapshot } from './ledger-snapshots.js';
import { type Submission, type SubmissionRow, submissionColumns, submissionFromRow } from './ledger-submission.js';
import { openReadOnly } from './open-read-only.js';

/** A stored snapshot without its files: where it came from and how big it is. */
export interface LedgerSnapshotInfo {
  readonly id: string;
  readonly parent: string | null;
  readonly createdAt: string;
  readonly files: number;
  readonly bytes: number;
}

/** A ledger's contents at the moment it was read. */
export interface LedgerContents {
  readonly budgets: { readonly small: Budget; readonly full: Budget };
  readonly extended: boolean;
  /** The seq of the last submission made before the extension (null before it, or when none was made). */
  readonly extendedAfterSeq: number | null;
  readonly reviewTurnTaken: boolean;
  /** Every submission in submission order. */
  readonly submissions: readonly Submission[];
  /** Every stored snapshot, oldest first. */
  readonly snapshots: readonly LedgerSnapshotInfo[];
}

/** Opens the ledger at `path` read-only, runs `read` on it and closes it; throws SQLite's error when it cannot open. */
function withLedger<T>(path: string, read: (db: Database.Database) => T): T {
  const db = openReadOnly(path);
  try {
    return db.transaction(() => read(db))();
  } finally {
    db.close();
  }
}

/** The whole ledger at `path` (one read transaction, so budgets and submissions agree). */
export function readLedgerContents(path: string): LedgerContents {
  return withLedger(path, (db) => {
    const budget = (kind: 'small' | 'full'): Budget => {
      const row = db.prepare('SELECT total, used FROM budgets WHERE kind = ?').get(kind) as
        | { total: number; used: number }
        | undefined;
      const { total, used } = row ?? { total: 0, used: 0 };
      return { total, used, remaining: total - used };
    };
    // SELECT * so that a ledger of an older schema (read-only, so never migrated here) reads too.
    const run = db.prepare('SELECT * FROM ledger_run').get() as
      | { extended_at: string | null; extended_after_seq?: number | null; review_taken_at: string | null }
      | undefined;
    const submissions = (
      db.prepare(`SELECT ${submissionColumns} FROM submissions ORDER BY seq`).all() as SubmissionRow[]
    ).map(submissionFromRow);
    const snapshots = db
      .prepare(
        `SELECT s.id, s.parent, s.created_at AS createdAt, COUNT(f.path) AS files,
                COALESCE(SUM(LENGTH(f.content)), 0) AS bytes
         FROM snapshots s LEFT JOIN snapshot_files f ON f.snapshot_id = s.id
         GROUP BY s.id ORDER BY s.rowid`,
      )
      .all() as LedgerSnapshotInfo[];
    return {
      budgets: { small: budget('small'), full: budget('full') },
      extended: run?.extended_at != null,
      extendedAfterSeq: run?.extended_at != null ? (run.extended_after_seq ?? null) : null,
      reviewTurnTaken: run?.review_taken_at != null,
      submissions,
      snapshots,
    };
  });
}

/** One stored snapshot with its files; throws a LedgerRefusal (`unknown-snapshot`) for an id the ledger lacks. */
export function readLedgerSnapshot(path: string, id: string): LedgerSnapshot {
  return withLedger(path, (db) => getSnapshot(db, id));
}
