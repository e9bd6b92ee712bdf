// Reading a store without writing anything, even where SQLite's WAL mode would need to create its `-shm` file
// beside the database (a read-only home): then the database is read from a copy in memory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Opens the existing database at `path` read-only; throws SQLite's error (e.g. `SQLITE_NOTADB`) when it cannot. */
export function openReadOnly(path: string): Database.Database {
  const db = new Database(path, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    db.pragma('user_version');
    return db;
  } catch (error) {
    db.close();
    const code = (error as { code?: unknown }).code;
    const wal = `${path}-wal`;
    // Without a write-ahead log to replay, the main file holds every committed change: read a copy of it, marked
    // as a rollback-journal database (header bytes 18–19) since an in-memory copy has no WAL.
    if (code !== 'SQLITE_READONLY_DIRECTORY' && code !== 'SQLITE_CANTOPEN') throw error;
    if (existsSync(wal) && statSync(wal).size > 0) throw error;
    const bytes = readFileSync(path);
    if (bytes.length >= 20) bytes.fill(1, 18, 20);
    const copy = new Database(bytes, { readonly: true });
    copy.pragma('user_version');
    return copy;
  }
}
