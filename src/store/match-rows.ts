// Matches: each record committed with its per-step rows in one transaction, linked to the runs that hold it (with
// the run's label and the play order), and read back as records or summary rows.
import type Database from 'better-sqlite3';
import type { Params } from '../core/game.js';
import { formatMatchLabel, readMatchLabel, type StoredLabel } from '../core/match-label.js';
import type { MatchRecord, MatchStatus } from '../core/match-record.js';
import { matchCostUsd } from './match-cost.js';
import { prepared } from './prepared.js';
import { runSize } from './run-results.js';
import { type RunRow, runRow } from './run-rows.js';
import { writeMatchSeats } from './seat-figures-schema.js';

/** A run that holds a match, with the match's label and play-order position in it (what an export carries). */
export type RunMembership = RunRow & {
  readonly updatedAt: string;
  readonly label: StoredLabel | null;
  readonly seq?: number | null;
};

/** A match's outcome as ratings read it, without its label or steps. */
export interface MatchOutcome {
  readonly id: string;
  readonly game: string;
  readonly seats: readonly string[];
  readonly status: MatchStatus;
  readonly scores: readonly number[] | null;
}

/** A match's summary row: its outcome, its length and its label in the run listed (the record: `getMatch`). */
export interface MatchRow extends MatchOutcome {
  readonly steps: number;
  /** The match's label in the run listed (null without a run, or when the run gave it none). */
  readonly label: StoredLabel | null;
}

/** SQL for the next play-order position of run `@runId`. */
const nextSeq = '(SELECT COALESCE(MAX(seq), 0) + 1 FROM run_matches WHERE run_id = @runId)';

/** The label column's text for a label (null for none). */
function storedText(label: StoredLabel | undefined): string | null {
  return label === undefined ? null : formatMatchLabel(label);
}

/** A label column read and validated: the one place stored labels become typed. */
export function labelOf(text: unknown): StoredLabel | null {
  return typeof text === 'string' ? readMatchLabel(text) : null;
}

/** True when a match with this id is committed with a result that counts (`infra` results are played again). */
export function hasMatch(db: Database.Database, id: string): boolean {
  return prepared(db, "SELECT 1 FROM matches WHERE id = ? AND status != 'infra'").get(id) !== undefined;
}

/**
 * Commits a record (its summary row, the record itself and its per-step rows) in one transaction, and links it to
 * `runId` when given; a forfeit with rejected attempts adds a row after the last step (action `(forfeit)`) counting
 * them.
 */
export function commitMatch(
  db: Database.Database,
  record: MatchRecord,
  options: { runId?: string; label?: StoredLabel; durationMs?: number } = {},
): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM steps WHERE match_id = ?').run(record.id);
    prepared(
      db,
      `INSERT INTO matches (id, game, version, seed, seats, status, scores, steps, created_at, duration_ms,
           seat_records, cost_usd)
         VALUES (@id, @game, @version, @seed, @seats, @status, @scores, @steps, @createdAt, @durationMs,
           @seatRecords, @costUsd)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, scores = excluded.scores, steps = excluded.steps,
           created_at = excluded.created_at, duration_ms = excluded.duration_ms,
           seat_records = excluded.seat_records, cost_usd = excluded.cost_usd`,
    ).run({
      id: record.id,
      game: record.game,
      version: record.version,
      seed: record.seed,
      seats: JSON.stringify(record.seats.map((seat) => seat.agent)),
      status: record.end.status,
      scores: record.end.scores ? JSON.stringify(record.end.scores) : null,
      steps: record.steps.length,
      createdAt: new Date().toISOString(),
      durationMs: options.durationMs ?? null,
      seatRecords: JSON.stringify(record.seats),
      costUsd: matchCostUsd(record),
    });
    prepared(
      db,
      `INSERT INTO match_records (match_id, record) VALUES (?, ?)
         ON CONFLICT (match_id) DO UPDATE SET record = excluded.record`,
    ).run(record.id, JSON.stringify(record));
    writeMatchSeats(db, record);
    const insertStep = prepared(
      db,
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
      prepared(
        db,
        `INSERT INTO run_matches (run_id, match_id, label, seq) VALUES (@runId, @matchId, @label, ${nextSeq})
           ON CONFLICT (run_id, match_id) DO UPDATE SET seq = excluded.seq`,
      ).run({ runId: options.runId, matchId: record.id, label: storedText(options.label) });
    }
  })();
}

/** Commits many records in one transaction (each as `commitMatch` would). */
export function commitMatches(
  db: Database.Database,
  entries: readonly { record: MatchRecord; runId?: string; label?: StoredLabel; durationMs?: number }[],
): void {
  db.transaction(() => {
    for (const { record, ...options } of entries) commitMatch(db, record, options);
  })();
}

/**
 * Links an already-committed match to a run (a resumed run re-finding its matches), next in its play order, or at
 * `seq` when given (an import restoring the exported order).
 */
export function linkMatch(
  db: Database.Database,
  runId: string,
  matchId: string,
  label?: StoredLabel,
  seq?: number,
): void {
  prepared(
    db,
    `INSERT OR IGNORE INTO run_matches (run_id, match_id, label, seq)
       VALUES (@runId, @matchId, @label, COALESCE(@seq, ${nextSeq}))`,
  ).run({ runId, matchId, label: storedText(label), seq: seq ?? null });
}

/** The runs that hold a match, oldest first, each with the match's label and play-order position in it (for export). */
export function matchRuns(db: Database.Database, matchId: string): RunMembership[] {
  const rows = db
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
 * The outcomes of a run's matches (of one game, when given) in play order, read along the run's play-order index
 * (no sort): what `rate` needs, the outcomes and their order, in one pass.
 */
export function runOutcomes(db: Database.Database, runId: string, game?: string): MatchOutcome[] {
  const rows = db
    .prepare(
      `SELECT m.id, m.game, m.seats, m.status, m.scores FROM run_matches rm JOIN matches m ON m.id = rm.match_id
       WHERE rm.run_id = @runId AND (@game IS NULL OR m.game = @game) ORDER BY rm.seq, rm.rowid`,
    )
    .all({ runId, game: game ?? null }) as Record<string, string | null>[];
  return rows.map(outcomeOf);
}

/** A match's outcome from its summary columns. */
function outcomeOf(row: Record<string, string | number | null>): MatchOutcome {
  return {
    id: row.id as string,
    game: row.game as string,
    seats: JSON.parse(row.seats as string),
    status: row.status as MatchStatus,
    scores: row.scores === null ? null : JSON.parse(row.scores as string),
  };
}

/** The ids of a run's matches in play order: the order they finished (or were re-found by a resumed run). */
export function playOrder(db: Database.Database, runId: string): string[] {
  const rows = db.prepare('SELECT match_id FROM run_matches WHERE run_id = ? ORDER BY seq, rowid').all(runId) as {
    match_id: string;
  }[];
  return rows.map((row) => row.match_id);
}

/** The record with this id, or with this unique id prefix (at least 6 characters). */
export function getMatch(db: Database.Database, idOrPrefix: string): MatchRecord | undefined {
  const read = db.prepare('SELECT record FROM match_records WHERE match_id = ?');
  const exact = read.get(idOrPrefix) as { record: string } | undefined;
  if (exact) return JSON.parse(exact.record);
  if (idOrPrefix.length < 6) return undefined;
  // The prefix is looked up among the compact match rows, and only a unique match's record is read.
  const rows = db
    .prepare("SELECT id FROM matches WHERE id LIKE ? || '%' ESCAPE '\\' LIMIT 2")
    .all(idOrPrefix.replace(/[%_\\]/g, '\\$&')) as { id: string }[];
  const found = rows.length === 1 && rows[0] ? (read.get(rows[0].id) as { record: string } | undefined) : undefined;
  return found ? JSON.parse(found.record) : undefined;
}

/** Which matches a listing holds: of one run, of one game, with an agent in a seat (its spec, or its kind alone). */
export interface MatchFilter {
  readonly runId?: string;
  readonly game?: string;
  readonly agent?: string;
}

/**
 * The FROM and WHERE of a filtered match listing, and its bound values; `walkMatches` reads a run's matches by walking
 * the matches table (newest first, each looked up in the run) rather than the run's links.
 */
function filtered(
  filter: MatchFilter,
  walkMatches = false,
): { readonly from: string; readonly bound: Record<string, string | null> } {
  const join = `${walkMatches ? 'CROSS JOIN' : 'JOIN'} run_matches rm ON rm.match_id = m.id AND rm.run_id = @runId`;
  const from = `FROM matches m ${filter.runId ? join : ''}
    WHERE (@game IS NULL OR m.game = @game)
      AND (@agent IS NULL OR EXISTS (SELECT 1 FROM json_each(m.seats) seat
        WHERE seat.value = @agent OR substr(seat.value, 1, length(@agent) + 1) = @agent || '?'))`;
  return { from, bound: { runId: filter.runId ?? null, game: filter.game ?? null, agent: filter.agent ?? null } };
}

/** Summary rows of a run's matches (or of every match), in insertion order; with `last`, only the newest `last`. */
export function listMatches(db: Database.Database, filter: MatchFilter & { readonly last?: number } = {}): MatchRow[] {
  // The newest few of a run holding a large share of the store are found fastest from the newest match backwards;
  // from the run's links, every one of them is sorted first.
  const { from, bound } = filtered(
    filter,
    filter.runId !== undefined && filter.last !== undefined && runShare(db, filter.runId) >= 1 / 8,
  );
  const select = `SELECT m.rowid AS position, m.id, m.game, m.seats, m.status, m.scores, m.steps,
      ${filter.runId ? 'rm.label' : 'NULL'} AS label ${from}`;
  // The newest `last` (SQLite reads LIMIT -1 as none), listed oldest first.
  const rows = db
    .prepare(`SELECT * FROM (${select} ORDER BY m.rowid DESC LIMIT @last) ORDER BY position`)
    .all({ ...bound, last: filter.last ?? -1 }) as Record<string, string | number | null>[];
  return rows.map((row) => ({ ...outcomeOf(row), steps: row.steps as number, label: labelOf(row.label) }));
}

/** The run's matches as a share of all stored matches (of the highest rowid: deleted matches count, for speed). */
function runShare(db: Database.Database, runId: string): number {
  const all = (db.prepare('SELECT MAX(rowid) AS n FROM matches').get() as { n: number | null }).n;
  return all ? runSize(db, runId) / all : 0;
}

/** How many matches `filter` lists. */
export function countMatches(db: Database.Database, filter: MatchFilter = {}): number {
  // A run's matches alone are counted from its counted results (run_results).
  if (filter.runId && filter.game === undefined && filter.agent === undefined) return runSize(db, filter.runId);
  const { from, bound } = filtered(filter);
  return (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(bound) as { n: number }).n;
}

/** Every stored record (of one run, when given, in its play order), for JSONL export. */
export function* records(db: Database.Database, filter: { runId?: string } = {}): Generator<MatchRecord> {
  const statement = filter.runId
    ? db
        .prepare(
          `SELECT r.record FROM run_matches rm JOIN match_records r ON r.match_id = rm.match_id
           WHERE rm.run_id = ? ORDER BY rm.seq, rm.rowid`,
        )
        .bind(filter.runId)
    : db.prepare('SELECT r.record FROM matches m JOIN match_records r ON r.match_id = m.id ORDER BY m.rowid');
  for (const row of statement.iterate() as Iterable<{ record: string }>) yield JSON.parse(row.record);
}

/** The records of a run's matches whose label has protocol `protocol`, with their labels, in play order. */
export function protocolRecords(
  db: Database.Database,
  runId: string,
  protocol: string,
): { readonly label: StoredLabel | null; readonly record: MatchRecord }[] {
  const rows = db
    .prepare(
      `SELECT rm.label, r.record FROM run_matches rm JOIN match_records r ON r.match_id = rm.match_id
       WHERE rm.run_id = ? AND rm.protocol = ? ORDER BY rm.seq, rm.rowid`,
    )
    .all(runId, protocol) as { label: string | null; record: string }[];
  return rows.map((row) => ({ label: labelOf(row.label), record: JSON.parse(row.record) }));
}

/**
 * The params of a stored match of run `runId` labelled by `protocol` for `game`'s trial `trial` (any one: a protocol
 * plays a trial's matches under one set of rules), or undefined when none is stored.
 */
export function trialMatchParams(
  db: Database.Database,
  runId: string,
  protocol: string,
  game: string,
  trial: number,
): Params | undefined {
  const row = prepared(
    db,
    `SELECT json_extract(r.record, '$.params') AS params FROM run_matches rm
       JOIN match_records r ON r.match_id = rm.match_id
     WHERE rm.run_id = ? AND rm.protocol = ? AND json_extract(rm.label, '$.game') = ?
       AND json_extract(rm.label, '$.trial') = ?
     LIMIT 1`,
  ).get(runId, protocol, game, trial) as { params: string } | undefined;
  return row ? JSON.parse(row.params) : undefined;
}
