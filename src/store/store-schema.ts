// The store's schema: one SQL migration per version, counted in SQLite's \`user_version\`, applied forward when a store
// opens; and how a database file is opened for writing (WAL, busy timeout, foreign keys).
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { makeDirectory } from '../core/make-directory.js';
import { UsageError } from '../core/usage-error.js';
import { seatFiguresMigration } from './seat-figures-schema.js';

/** One schema change: SQL, or a function for a change that needs the code (e.g. reading records). */
export type Migration = string | ((db: Database.Database) => void);

/**
 * The schema, one migration per version (`user_version` counts those applied, so it is the schema version): append
 * a migration whenever the schema changes, never edit one that has shipped. Stores are migrated forward on open.
 */
export const migrations: readonly Migration[] = [
  `CREATE TABLE runs (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     spec TEXT NOT NULL,
     code_version TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     status TEXT NOT NULL
   );
   CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     version INTEGER NOT NULL,
     seed INTEGER NOT NULL,
     seats TEXT NOT NULL,
     status TEXT NOT NULL,
     scores TEXT,
     steps INTEGER NOT NULL,
     record TEXT NOT NULL,
     created_at TEXT NOT NULL,
     duration_ms REAL
   );
   CREATE INDEX matches_game ON matches (game, status);
   CREATE TABLE run_matches (
     run_id TEXT NOT NULL REFERENCES runs (id),
     match_id TEXT NOT NULL REFERENCES matches (id),
     label TEXT,
     PRIMARY KEY (run_id, match_id)
   );
   CREATE TABLE steps (
     match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
     step INTEGER NOT NULL,
     player INTEGER NOT NULL,
     action TEXT NOT NULL,
     self_score REAL,
     reward REAL,
     invalid INTEGER NOT NULL,
     fallback INTEGER NOT NULL,
     PRIMARY KEY (match_id, step, player)
   );`,
  `CREATE TABLE model_cache (
     key TEXT PRIMARY KEY,
     model TEXT NOT NULL,
     request TEXT NOT NULL,
     response TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  `CREATE TABLE experience_snapshots (
     run_id TEXT NOT NULL REFERENCES runs (id),
     game TEXT NOT NULL,
     trial INTEGER NOT NULL,
     checkpoint INTEGER NOT NULL,
     kind TEXT NOT NULL,
     hash TEXT NOT NULL,
     state TEXT NOT NULL,
     PRIMARY KEY (run_id, game, trial, checkpoint)
   );`,
  `CREATE TABLE round_ratings (
     run_id TEXT NOT NULL REFERENCES runs (id),
     agent TEXT NOT NULL,
     round INTEGER NOT NULL,
     rating REAL NOT NULL,
     rank INTEGER NOT NULL,
     games INTEGER NOT NULL,
     score REAL NOT NULL,
     low REAL,
     high REAL,
     PRIMARY KEY (run_id, agent, round)
   );`,
  // Play order: a match's position among its run's matches in the order they finished (Glicko-2 periods follow it).
  // Older stores get the order their links were written in, which is the order they finished.
  `ALTER TABLE run_matches ADD COLUMN seq INTEGER;
   UPDATE run_matches SET seq = ordered.position
     FROM (SELECT rowid AS link, ROW_NUMBER() OVER (PARTITION BY run_id ORDER BY rowid) AS position FROM run_matches)
       AS ordered
     WHERE ordered.link = run_matches.rowid;
   CREATE INDEX run_matches_seq ON run_matches (run_id, seq);`,
  // One name for the concept (the experience a snapshot belongs to), and how each snapshot was learned: the snapshot
  // it was learned from and the model calls it cost, so a resumed run takes it instead of learning again.
  `ALTER TABLE experience_snapshots RENAME COLUMN kind TO experience;
   ALTER TABLE experience_snapshots ADD COLUMN parent TEXT;
   ALTER TABLE experience_snapshots ADD COLUMN usage TEXT;
   ALTER TABLE experience_snapshots ADD COLUMN exchanges TEXT;`,
  // Records in their own table, so listings and summaries read only compact rows; the matches row gains what the
  // viewer reads from its record (the seat records) and the match's model cost, and an index for every listing and
  // filter (matches_summary covers a run's filtered pages and its contents). The matches table is rebuilt (SQLite's
  // procedure: create, copy, drop, rename; foreign keys are off while migrating) with each match's rowid, its
  // insertion order, kept.
  `CREATE TABLE match_records (
     match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
     record TEXT NOT NULL
   );
   INSERT INTO match_records (match_id, record) SELECT id, record FROM matches ORDER BY rowid;
   CREATE TABLE matches_rebuilt (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     version INTEGER NOT NULL,
     seed INTEGER NOT NULL,
     seats TEXT NOT NULL,
     status TEXT NOT NULL,
     scores TEXT,
     steps INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     duration_ms REAL,
     seat_records TEXT NOT NULL,
     cost_usd REAL NOT NULL
   );
   INSERT INTO matches_rebuilt (rowid, id, game, version, seed, seats, status, scores, steps, created_at, duration_ms,
       seat_records, cost_usd)
     SELECT rowid, id, game, version, seed, seats, status, scores, steps, created_at, duration_ms,
       json_extract(record, '$.seats'),
       (SELECT TOTAL(json_extract(move.value, '$.usage.costUsd'))
        FROM json_each(matches.record, '$.steps') step, json_each(step.value, '$.moves') move)
       + (SELECT TOTAL(CASE WHEN json_array_length(attempt, '$.exchanges') > 0
            THEN (SELECT TOTAL(json_extract(exchange.value, '$.usage.costUsd'))
                  FROM json_each(attempt, '$.exchanges') exchange)
            ELSE json_extract(attempt, '$.usage.costUsd') END)
          FROM (SELECT attempt.value AS attempt FROM json_each(matches.record, '$.steps') step,
                  json_each(step.value, '$.moves') move, json_each(move.value, '$.invalid') attempt
                UNION ALL
                SELECT attempt.value FROM json_each(matches.record, '$.end.attempts') attempt))
     FROM matches ORDER BY rowid;
   DROP TABLE matches;
   ALTER TABLE matches_rebuilt RENAME TO matches;
   CREATE INDEX matches_game ON matches (game);
   CREATE INDEX matches_status ON matches (status);
   CREATE INDEX matches_summary ON matches (id, game, status, seats, cost_usd);
   CREATE INDEX run_matches_match ON run_matches (match_id);
   CREATE INDEX runs_updated ON runs (updated_at);
   ANALYZE;`,
  // Each run's matches counted by all that ratings and run summaries read (game, seats, status, scores, the label's
  // protocol), with their model cost, kept by triggers as matches are linked, re-committed and unlinked: a run's
  // ratings, contents and size read a few hundred rows however many matches it holds. The protocol index leads with
  // the protocol, so that a run's listings in play order keep to run_matches_seq.
  `ALTER TABLE run_matches ADD COLUMN protocol TEXT NOT NULL GENERATED ALWAYS AS
     (CASE WHEN json_valid(label) THEN IFNULL(json_extract(label, '$.protocol'), '') ELSE '' END) VIRTUAL;
   CREATE INDEX run_matches_protocol ON run_matches (protocol, run_id, seq);
   CREATE TABLE run_results (
     run_id TEXT NOT NULL,
     game TEXT NOT NULL,
     seats TEXT NOT NULL,
     status TEXT NOT NULL,
     scores TEXT NOT NULL,
     protocol TEXT NOT NULL,
     matches INTEGER NOT NULL,
     cost_usd REAL NOT NULL,
     PRIMARY KEY (run_id, game, seats, status, scores, protocol)
   ) WITHOUT ROWID;
   INSERT INTO run_results (run_id, game, seats, status, scores, protocol, matches, cost_usd)
     SELECT rm.run_id, m.game, m.seats, m.status, IFNULL(m.scores, 'null'), rm.protocol, COUNT(*), TOTAL(m.cost_usd)
     FROM run_matches rm JOIN matches m ON m.id = rm.match_id GROUP BY 1, 2, 3, 4, 5, 6;
   CREATE TRIGGER run_results_link AFTER INSERT ON run_matches BEGIN
     INSERT INTO run_results (run_id, game, seats, status, scores, protocol, matches, cost_usd)
       SELECT NEW.run_id, m.game, m.seats, m.status, IFNULL(m.scores, 'null'), NEW.protocol, 1, m.cost_usd
       FROM matches m WHERE m.id = NEW.match_id
       ON CONFLICT (run_id, game, seats, status, scores, protocol)
       DO UPDATE SET matches = matches + 1, cost_usd = cost_usd + excluded.cost_usd;
   END;
   CREATE TRIGGER run_results_unlink AFTER DELETE ON run_matches BEGIN
     UPDATE run_results SET matches = matches - 1, cost_usd = run_results.cost_usd - m.cost
       FROM (SELECT game, seats, status, IFNULL(scores, 'null') AS scores, cost_usd AS cost FROM matches WHERE id = OLD.match_id) m
       WHERE run_results.run_id = OLD.run_id AND run_results.game = m.game AND run_results.seats = m.seats
         AND run_results.status = m.status AND run_results.scores = m.scores AND run_results.protocol = OLD.protocol;
     DELETE FROM run_results WHERE run_id = OLD.run_id AND matches = 0;
   END;
   CREATE TRIGGER run_results_rescore AFTER UPDATE OF status, scores, cost_usd ON matches
   WHEN OLD.status IS NOT NEW.status OR OLD.scores IS NOT NEW.scores OR OLD.cost_usd IS NOT NEW.cost_usd BEGIN
     UPDATE run_results SET matches = matches - 1, cost_usd = cost_usd - OLD.cost_usd
       WHERE (run_id, game, seats, status, scores, protocol) IN
         (SELECT run_id, OLD.game, OLD.seats, OLD.status, IFNULL(OLD.scores, 'null'), protocol
          FROM run_matches WHERE match_id = OLD.id);
     DELETE FROM run_results WHERE matches = 0 AND run_id IN (SELECT run_id FROM run_matches WHERE match_id = OLD.id);
     INSERT INTO run_results (run_id, game, seats, status, scores, protocol, matches, cost_usd)
       SELECT run_id, NEW.game, NEW.seats, NEW.status, IFNULL(NEW.scores, 'null'), protocol, 1, NEW.cost_usd
       FROM run_matches WHERE match_id = NEW.id
       ON CONFLICT (run_id, game, seats, status, scores, protocol)
       DO UPDATE SET matches = matches + 1, cost_usd = cost_usd + excluded.cost_usd;
   END;`,
  seatFiguresMigration,
];

/** The schema version of an open database (how many migrations it holds). */
export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Fails with a UsageError when the store was written by a newer xparena (a schema version this code does not know):
 * its tables may mean what this code cannot read, so it is neither read nor written.
 */
export function checkSchemaVersion(db: Database.Database, path: string, schema = migrations): void {
  const version = schemaVersion(db);
  if (version > schema.length)
    throw new UsageError(
      `the store ${path} has schema version ${version}, newer than this xparena knows (${schema.length}): open it with the newer xparena that wrote it`,
    );
}

/**
 * Applies the pending migrations in one `BEGIN IMMEDIATE` transaction, re-reading the version under the write lock,
 * so that processes opening a new store at the same moment neither fail nor apply a migration twice. Foreign keys are
 * off meanwhile (the connection turns them on after), so that a migration can rebuild a table others refer to.
 */
function migrate(db: Database.Database, schema: readonly Migration[]): void {
  if (schemaVersion(db) >= schema.length) return;
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    const current = schemaVersion(db);
    for (let version = current; version < schema.length; version++) {
      const migration = schema[version] as Migration;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
    }
    if (current < schema.length) db.pragma(`user_version = ${schema.length}`);
  }).immediate();
}

/** How long an open waits for another process's lock before failing. */
const busyTimeoutMs = 5000;

/**
 * Switches a database to WAL, retrying while another process holds a lock: on a new file, SQLite answers this pragma
 * SQLITE_BUSY at once, without its busy handler, when two processes switch together.
 */
function enableWal(db: Database.Database): void {
  const deadline = Date.now() + busyTimeoutMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 + Math.random() * 20);
    }
  }
}

/**
 * Opens (creating if needed) a store for writing, with its schema up to date; fails at once when it is not writable.
 * `schema` defaults to the store's migrations; other databases (the arena ledger) pass their own.
 */
export function openWritable(path: string, schema = migrations): Database.Database {
  if (path !== ':memory:') makeDirectory(dirname(path));
  const db = new Database(path, { timeout: busyTimeoutMs });
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    checkSchemaVersion(db, path, schema);
    enableWal(db);
    migrate(db, schema);
    db.pragma('foreign_keys = ON');
    // Take the write lock once, so that a read-only file fails here rather than at the first write.
    db.transaction(() => {}).immediate();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
