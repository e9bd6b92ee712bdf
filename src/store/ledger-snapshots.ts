// Immutable, content-addressed program snapshots in the ledger database: a snapshot's id is the hash of its files
// (`programFilesHash`, as for pool programs), its files are stored as blobs, and it links to the snapshot it came from.
import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { isIgnoredProgramEntry, type ProgramFile, programFilesHash, readProgramFiles } from '../core/program-files.js';
import { LedgerRefusal } from './ledger-refusal.js';

/** A stored snapshot: its content hash, the snapshot it was derived from (null for the starter) and its files. */
export interface LedgerSnapshot {
  readonly id: string;
  readonly parent: string | null;
  readonly createdAt: string;
  readonly files: readonly ProgramFile[];
}

/**
 * Stores the files of `dir` as a snapshot derived from `parent` and returns its id; a snapshot with the same
 * content is already stored, it is kept as it is (its first parent link stays), so saving is idempotent.
 */
export function saveSnapshot(db: Database.Database, dir: string, parent: string | null, now: string): string {
  const files = readProgramFiles(dir);
  if (files.length === 0) throw new LedgerRefusal('bad-request', `the program directory ${dir} holds no files`);
  const id = programFilesHash(files);
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM snapshots WHERE id = ?').get(id)) return;
    if (parent !== null && !db.prepare('SELECT 1 FROM snapshots WHERE id = ?').get(parent))
      throw new LedgerRefusal('unknown-snapshot', `no snapshot '${parent}' to derive from; save the parent first`);
    db.prepare('INSERT INTO snapshots (id, parent, created_at) VALUES (?, ?, ?)').run(id, parent, now);
    const insert = db.prepare('INSERT INTO snapshot_files (snapshot_id, path, mode, content) VALUES (?, ?, ?, ?)');
    for (const file of files) insert.run(id, file.path, file.mode, file.content);
  })();
  return id;
}

/** Whether a snapshot with this id is stored. */
export function hasSnapshot(db: Database.Database, id: string): boolean {
  return db.prepare('SELECT 1 FROM snapshots WHERE id = ?').get(id) !== undefined;
}

/** The stored snapshot with this id; refuses an unknown id. */
export function getSnapshot(db: Database.Database, id: string): LedgerSnapshot {
  const row = db.prepare('SELECT id, parent, created_at AS createdAt FROM snapshots WHERE id = ?').get(id) as
    | Omit<LedgerSnapshot, 'files'>
    | undefined;
  if (!row) throw new LedgerRefusal('unknown-snapshot', `no snapshot '${id}' in this ledger`);
  const files = db
    .prepare('SELECT path, mode, content FROM snapshot_files WHERE snapshot_id = ? ORDER BY path')
    .all(id) as ProgramFile[];
  return { ...row, files };
}

/**
 * Makes `dir` hold exactly the snapshot's files (what `readProgramFiles` sees there afterwards hashes to its id):
 * every entry a program counts is removed first; ignored entries (dot-files, caches) are left alone.
 */
export function materialiseSnapshot(db: Database.Database, id: string, dir: string): void {
  const snapshot = getSnapshot(db, id);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (!isIgnoredProgramEntry(name)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const file of snapshot.files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    chmodSync(target, file.mode | 0o600); // the owner may edit it again: the workspace is writable
  }
}
