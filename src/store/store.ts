// The SQLite store (WAL): runs, match records and per-step data. Every match is committed in one transaction,
// keyed by an id derived from its spec, so an interrupted run resumes by skipping what is already stored.
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { makeDirectory } from '../core/make-directory.js';
import { formatMatchLabel, readMatchLabel, type StoredLabel } from '../core/match-label.js';
import type { MatchRecord, MatchStatus, SeatRecord } from '../core/match-record.js';
import { openReadOnly } from './open-read-only.js';

/**
 * The schema, one migration per version (`user_version` counts those applied): append a migration whenever the
 * schema changes, never edit one that has shipped.
 */
const migrations: readonly string[] = [
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
];

/** SQL for the next play-order position of run `@runId`. */
const nextSeq = '(SELECT COALESCE(MAX(seq), 0) + 1 FROM run_matches WHERE run_id = @runId)';

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

/** A stored run: one execution of a protocol, identified by a hash of its spec. */
export interface RunRow {
  readonly id: string;
  readonly kind: string;
  readonly spec: unknown;
  readonly codeVersion: string;
  readonly createdAt: string;
  readonly status: string;
}

/** A run that holds a match, with the match's label and play-order position in it (what an export carries). */
export type RunMembership = RunRow & {
  readonly updatedAt: string;
  readonly label: StoredLabel | null;
  readonly seq?: number | null;
};

/** A match's summary row (the full record is loaded with `getMatch`). */
export interface MatchRow {
  readonly id: string;
  readonly game: string;
  readonly seats: readonly string[];
  readonly status: MatchStatus;
  readonly scores: readonly number[] | null;
  readonly steps: number;
  /** The match's label in the run listed (null without a run, or when the run gave it none). */
  readonly label: StoredLabel | null;
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

/** A snapshot without its state: what the viewer lists. */
export type ExperienceSnapshotInfo = Omit<ExperienceSnapshotRow, 'state'> & { readonly bytes: number };

/** One evolving agent's stored rating in one round of an anchored run (what `measure` computes, without bootstraps). */
export interface RoundRatingRow {
  readonly agent: string;
  readonly round: number;
  readonly rating: number;
  readonly rank: number;
  readonly games: number;
  readonly score: number;
  readonly low?: number;
  readonly high?: number;
}

/** The label column's text for a label (null for none). */
function storedText(label: StoredLabel | undefined): string | null {
  return label === undefined ? null : formatMatchLabel(label);
}

/** A label column read and validated: the one place stored labels become typed. */
function labelOf(text: unknown): StoredLabel | null {
  return typeof text === 'string' ? readMatchLabel(text) : null;
}

/** A runs row as a RunRow with its update time. */
function runRow(row: Record<string, unknown>): RunRow & { readonly updatedAt: string } {
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

/** How to open a store: `readonly` opens an existing store without writing (or creating) anything. */
export interface StoreOptions {
  readonly readonly?: boolean;
}

/** The schema version of an open database (how many migrations it holds). */
function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies the pending migrations in one `BEGIN IMMEDIATE` transaction, re-reading the version under the write lock,
 * so that processes opening a new store at the same moment neither fail nor apply a migration twice.
 */
function migrate(db: Database.Database): void {
  if (schemaVersion(db) >= migrations.length) return;
  db.transaction(() => {
    const current = schemaVersion(db);
    for (let version = current; version < migrations.length; version++) db.exec(migrations[version] as string);
    if (current < migrations.length) db.pragma(`user_version = ${migrations.length}`);
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

/** Opens (creating if needed) a store for writing, with its schema up to date; fails at once when it is not writable. */
function openWritable(path: string): Database.Database {
  if (path !== ':memory:') makeDirectory(dirname(path));
  const db = new Database(path, { timeout: busyTimeoutMs });
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    enableWal(db);
    db.pragma('foreign_keys = ON');
    migrate(db);
    // Take the write lock once, so that a read-only file fails here rather than at the first write.
    db.transaction(() => {}).immediate();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export class Store {
  private readonly db: Database.Database;

  /**
   * Opens (creating if needed) the store at `path`; `:memory:` gives a throwaway store for tests. With `readonly`,
   * the store must exist and is never written, except that an older schema is upgraded first when the file allows.
   */
  constructor(
    readonly path: string,
    options: StoreOptions = {},
  ) {
    if (!options.readonly) {
      this.db = openWritable(path);
      return;
    }
    let db = openReadOnly(path);
    if (schemaVersion(db) < migrations.length) {
      db.close();
      openWritable(path).close();
      db = openReadOnly(path);
    }
    this.db = db;
  }

  /** The underlying database, for companions that keep their own tables here (e.g. the model response cache). */
  get database(): Database.Database {
    return this.db;
  }

  /** Creates the run if it is new, else marks it running again; returns whether it already existed. */
  startRun(run: { id: string; kind: string; spec: unknown; codeVersion: string }): { resumed: boolean } {
    const now = new Date().toISOString();
    const existing = this.db.prepare('SELECT id FROM runs WHERE id = ?').get(run.id);
    if (existing) {
      this.db.prepare("UPDATE runs SET status = 'running', updated_at = ? WHERE id = ?").run(now, run.id);
      return { resumed: true };
    }
    this.db
      .prepare(
        "INSERT INTO runs (id, kind, spec, code_version, created_at, updated_at, status) VALUES (?, ?, ?, ?, ?, ?, 'running')",
      )
      .run(run.id, run.kind, JSON.stringify(run.spec), run.codeVersion, now, now);
    return { resumed: false };
  }

  finishRun(id: string, status: 'finished' | 'interrupted' | 'failed'): void {
    this.db
      .prepare('UPDATE runs SET status = ?, updated_at = ? WHERE id = ?')
      .run(status, new Date().toISOString(), id);
  }

  getRun(id: string): RunRow | undefined {
    const row = this.db.prepare('SELECT * FROM runs WHERE id = ?').get(id) as Record<string, string> | undefined;
    if (!row) return undefined;
    const { updatedAt: _updatedAt, ...run } = runRow(row);
    return run;
  }

  /** Stored runs, most recently updated first, with how many matches each holds. */
  listRuns(): (RunRow & { readonly updatedAt: string; readonly matches: number })[] {
    const rows = this.db
      .prepare(
        `SELECT r.*, (SELECT COUNT(*) FROM run_matches rm WHERE rm.run_id = r.id) AS matches
         FROM runs r ORDER BY r.updated_at DESC, r.rowid DESC`,
      )
      .all() as Record<string, string | number>[];
    return rows.map((row) => ({ ...runRow(row), matches: row.matches as number }));
  }

  /** True when a match with this id is committed with a result that counts (`infra` results are played again). */
  hasMatch(id: string): boolean {
    return this.db.prepare("SELECT 1 FROM matches WHERE id = ? AND status != 'infra'").get(id) !== undefined;
  }

  /**
   * Commits a record and its per-step rows in one transaction, and links it to `runId` when given; a forfeit with
   * rejected attempts adds a row after the last step (action `(forfeit)`) counting them.
   */
  commitMatch(record: MatchRecord, options: { runId?: string; label?: StoredLabel; durationMs?: number } = {}): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM steps WHERE match_id = ?').run(record.id);
      this.db
        .prepare(
          `INSERT INTO matches (id, game, version, seed, seats, status, scores, steps, record, created_at, duration_ms)
           VALUES (@id, @game, @version, @seed, @seats, @status, @scores, @steps, @record, @createdAt, @durationMs)
           ON CONFLICT (id) DO UPDATE SET status = excluded.status, scores = excluded.scores, steps = excluded.steps,
             record = excluded.record, created_at = excluded.created_at, duration_ms = excluded.duration_ms`,
        )
        .run({
          id: record.id,
          game: record.game,
          version: record.version,
          seed: record.seed,
          seats: JSON.stringify(record.seats.map((seat) => seat.agent)),
          status: record.end.status,
          scores: record.end.scores ? JSON.stringify(record.end.scores) : null,
          steps: record.steps.length,
          record: JSON.stringify(record),
          createdAt: new Date().toISOString(),
          durationMs: options.durationMs ?? null,
        });
      const insertStep = this.db.prepare(
        `INSERT INTO steps (match_id, step, player, action, self_score, reward, invalid, fallback)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const [index, step] of record.steps.entries()) {
        for (const move of step.moves) {
          insertStep.run(
            record.id,
            index,
            move.player,
            move.text,
            move.selfScore ?? null,
            step.rewards?.[move.player] ?? null,
            move.invalid?.length ?? 0,
            move.fallback ? 1 : 0,
          );
        }
      }
      // A forfeit's last decision made no move: one row after the last step keeps its rejected attempts countable.
      const { end } = record;
      if (end.status === 'forfeit' && end.player !== undefined && end.attempts?.length) {
        insertStep.run(record.id, record.steps.length, end.player, '(forfeit)', null, null, end.attempts.length, 0);
      }
      if (options.runId) {
        // A match committed again (an infra result played anew) moves to the end: its result finished now.
        this.db
          .prepare(
            `INSERT INTO run_matches (run_id, match_id, label, seq) VALUES (@runId, @matchId, @label, ${nextSeq})
             ON CONFLICT (run_id, match_id) DO UPDATE SET seq = excluded.seq`,
          )
          .run({ runId: options.runId, matchId: record.id, label: storedText(options.label) });
      }
    })();
  }

  /** Adds a run exactly as given (an import) unless a run with its id is stored; returns whether it was added. */
  addRun(run: RunRow & { readonly updatedAt: string }): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO runs (id, kind, spec, code_version, created_at, updated_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(run.id, run.kind, JSON.stringify(run.spec), run.codeVersion, run.createdAt, run.updatedAt, run.status);
    return result.changes > 0;
  }

  /** The runs that hold a match, oldest first, each with the match's label and play-order position in it (for export). */
  matchRuns(matchId: string): RunMembership[] {
    const rows = this.db
      .prepare(
        `SELECT r.*, rm.label, rm.seq FROM run_matches rm JOIN runs r ON r.id = rm.run_id
         WHERE rm.match_id = ? ORDER BY r.rowid`,
      )
      .all(matchId) as Record<string, string | number | null>[];
    return rows.map((row) => ({
      ...runRow(row),
      label: labelOf(row.label),
      seq: (row.seq as number | null) ?? null,
    }));
  }

  /**
   * Links an already-committed match to a run (a resumed run re-finding its matches), next in its play order, or at
   * `seq` when given (an import restoring the exported order).
   */
  linkMatch(runId: string, matchId: string, label?: StoredLabel, seq?: number): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO run_matches (run_id, match_id, label, seq)
         VALUES (@runId, @matchId, @label, COALESCE(@seq, ${nextSeq}))`,
      )
      .run({ runId, matchId, label: storedText(label), seq: seq ?? null });
  }

  /** The ids of a run's matches in play order: the order they finished (or were re-found by a resumed run). */
  playOrder(runId: string): string[] {
    const rows = this.db
      .prepare('SELECT match_id FROM run_matches WHERE run_id = ? ORDER BY seq, rowid')
      .all(runId) as { match_id: string }[];
    return rows.map((row) => row.match_id);
  }

  /** The record with this id, or with this unique id prefix (at least 6 characters). */
  getMatch(idOrPrefix: string): MatchRecord | undefined {
    const exact = this.db.prepare('SELECT record FROM matches WHERE id = ?').get(idOrPrefix) as
      | { record: string }
      | undefined;
    if (exact) return JSON.parse(exact.record);
    if (idOrPrefix.length < 6) return undefined;
    const rows = this.db
      .prepare("SELECT record FROM matches WHERE id LIKE ? || '%' ESCAPE '\\' LIMIT 2")
      .all(idOrPrefix.replace(/[%_\\]/g, '\\$&')) as { record: string }[];
    return rows.length === 1 && rows[0] ? JSON.parse(rows[0].record) : undefined;
  }

  /** Summary rows of a run's matches (or of every match), in insertion order. */
  listMatches(filter: { runId?: string; game?: string } = {}): MatchRow[] {
    const rows = this.db
      .prepare(
        `SELECT m.id, m.game, m.seats, m.status, m.scores, m.steps, ${filter.runId ? 'rm.label' : 'NULL'} AS label
         FROM matches m ${filter.runId ? 'JOIN run_matches rm ON rm.match_id = m.id AND rm.run_id = @runId' : ''}
         WHERE (@game IS NULL OR m.game = @game) ORDER BY m.rowid`,
      )
      .all({ runId: filter.runId ?? null, game: filter.game ?? null }) as Record<string, string | number | null>[];
    return rows.map((row) => ({
      id: row.id as string,
      game: row.game as string,
      seats: JSON.parse(row.seats as string),
      status: row.status as MatchStatus,
      scores: row.scores === null ? null : JSON.parse(row.scores as string),
      steps: row.steps as number,
      label: labelOf(row.label),
    }));
  }

  /** One page of runs, most recently updated first (the order of `listRuns`), with the total count. */
  pageRuns(page: {
    offset: number;
    limit: number;
  }): RowPage<RunRow & { readonly updatedAt: string; readonly matches: number }> {
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM runs').get() as { n: number }).n;
    const rows = this.db
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

  /** How many matches a run holds and when it was last updated (cheap: for cache keys). */
  runVersion(runId: string): { readonly matches: number; readonly updatedAt: string } | undefined {
    const row = this.db
      .prepare(
        'SELECT updated_at, (SELECT COUNT(*) FROM run_matches rm WHERE rm.run_id = r.id) AS matches FROM runs r WHERE id = ?',
      )
      .get(runId) as { updated_at: string; matches: number } | undefined;
    return row ? { matches: row.matches, updatedAt: row.updated_at } : undefined;
  }

  /** The games, seat agents and model cost (accepted moves plus rejected attempts) of a run's matches, in SQL. */
  runContents(runId: string): { readonly games: string[]; readonly agents: string[]; readonly costUsd: number } {
    const games = this.db
      .prepare(
        'SELECT DISTINCT m.game FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ? ORDER BY m.game',
      )
      .all(runId) as { game: string }[];
    const agents = this.db
      .prepare(
        `SELECT DISTINCT seat.value AS agent FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.seats) seat WHERE rm.run_id = ? ORDER BY agent`,
      )
      .all(runId) as { agent: string }[];
    const moves = this.db
      .prepare(
        `SELECT TOTAL(json_extract(move.value, '$.usage.costUsd')) AS cost
         FROM run_matches rm JOIN matches m ON m.id = rm.match_id,
           json_each(m.record, '$.steps') step, json_each(step.value, '$.moves') move
         WHERE rm.run_id = ?`,
      )
      .get(runId) as { cost: number };
    // Rejected attempts before moves and those of a forfeit's last decision; their exchanges, else their own usage.
    const attempts = this.db
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

  /** One page of a run's matches (or of every match) in insertion order, filtered by game and status, with the total. */
  pageMatches(filter: {
    runId?: string;
    game?: string;
    status?: string;
    offset: number;
    limit: number;
  }): RowPage<MatchPageRow> {
    const from = `FROM matches m ${filter.runId ? 'JOIN run_matches rm ON rm.match_id = m.id AND rm.run_id = @runId' : ''}
      WHERE (@game IS NULL OR m.game = @game) AND (@status IS NULL OR m.status = @status)`;
    const bound = { runId: filter.runId ?? null, game: filter.game ?? null, status: filter.status ?? null };
    const total = (this.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(bound) as { n: number }).n;
    const rows = this.db
      .prepare(
        `SELECT m.id, m.game, m.seed, m.seats, m.status, m.scores, m.steps, ${filter.runId ? 'rm.label' : 'NULL'} AS label
         ${from} ORDER BY m.rowid LIMIT @limit OFFSET @offset`,
      )
      .all({ ...bound, limit: filter.limit, offset: filter.offset }) as Record<string, string | number | null>[];
    // Only the page's records are read, for their seats' display names and experience hashes.
    const seatsOf = this.db.prepare("SELECT json_extract(record, '$.seats') AS seats FROM matches WHERE id = ?");
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

  /** Commits many records in one transaction (each as `commitMatch` would). */
  commitMatches(
    entries: readonly { record: MatchRecord; runId?: string; label?: StoredLabel; durationMs?: number }[],
  ): void {
    this.db.transaction(() => {
      for (const { record, ...options } of entries) this.commitMatch(record, options);
    })();
  }

  /** Every stored record (of one run, when given, in its play order), for JSONL export. */
  *records(filter: { runId?: string } = {}): Generator<MatchRecord> {
    const statement = filter.runId
      ? this.db
          .prepare(
            'SELECT m.record FROM matches m JOIN run_matches rm ON rm.match_id = m.id WHERE rm.run_id = ? ORDER BY rm.seq, rm.rowid',
          )
          .bind(filter.runId)
      : this.db.prepare('SELECT record FROM matches ORDER BY rowid');
    for (const row of statement.iterate() as Iterable<{ record: string }>) yield JSON.parse(row.record);
  }

  /** Stores (or replaces) the snapshot of one checkpoint. */
  saveExperienceSnapshot(row: ExperienceSnapshotRow): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO experience_snapshots (run_id, game, trial, checkpoint, kind, hash, state)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(row.runId, row.game, row.trial, row.checkpoint, row.kind, row.hash, JSON.stringify(row.state));
  }

  /** A run's snapshots, by game, trial and checkpoint. */
  listExperienceSnapshots(runId: string): ExperienceSnapshotRow[] {
    const rows = this.db
      .prepare('SELECT * FROM experience_snapshots WHERE run_id = ? ORDER BY game, trial, checkpoint')
      .all(runId) as Record<string, string | number>[];
    return rows.map((row) => ({ ...snapshotInfo(row), state: JSON.parse(row.state as string) }));
  }

  /** Stores (or replaces) an anchored run's per-round ratings. */
  saveRoundRatings(runId: string, ratings: readonly RoundRatingRow[]): void {
    const insert = this.db.prepare(
      `INSERT OR REPLACE INTO round_ratings (run_id, agent, round, rating, rank, games, score, low, high)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const r of ratings)
        insert.run(runId, r.agent, r.round, r.rating, r.rank, r.games, r.score, r.low ?? null, r.high ?? null);
    })();
  }

  /** A run's per-round ratings, by agent and round. */
  listRoundRatings(runId: string): RoundRatingRow[] {
    const rows = this.db
      .prepare('SELECT * FROM round_ratings WHERE run_id = ? ORDER BY agent, round')
      .all(runId) as (Omit<RoundRatingRow, 'low' | 'high'> & { low: number | null; high: number | null })[];
    return rows.map(({ low, high, ...row }) => ({
      agent: row.agent,
      round: row.round,
      rating: row.rating,
      rank: row.rank,
      games: row.games,
      score: row.score,
      ...(low === null || high === null ? {} : { low, high }),
    }));
  }

  /** A run's snapshots without their states (`bytes`: the size of the stored state), by game, trial and checkpoint. */
  listExperienceSnapshotInfo(runId: string): ExperienceSnapshotInfo[] {
    const rows = this.db
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
  getExperienceSnapshot(
    key: { runId: string; game: string; trial: number; checkpoint: number },
    before = false,
  ): (ExperienceSnapshotRow & { readonly bytes: number }) | undefined {
    const row = this.db
      .prepare(
        `SELECT *, length(CAST(state AS BLOB)) AS bytes FROM experience_snapshots
         WHERE run_id = ? AND game = ? AND trial = ? AND checkpoint ${before ? '<' : '='} ?
         ORDER BY checkpoint DESC LIMIT 1`,
      )
      .get(key.runId, key.game, key.trial, key.checkpoint) as Record<string, string | number> | undefined;
    if (!row) return undefined;
    return { ...snapshotInfo(row), state: JSON.parse(row.state as string), bytes: row.bytes as number };
  }

  close(): void {
    this.db.close();
  }
}
