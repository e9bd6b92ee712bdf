// The SQLite store (WAL): runs, match records and per-step data. Every match is committed in one transaction,
// keyed by an id derived from its spec, so an interrupted run resumes by skipping what is already stored. One facade
// over one file per concern: schema, runs, matches, experience snapshots, round ratings and viewer pages.
import type Database from 'better-sqlite3';
import type { Params } from '../core/game.js';
import type { StoredLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import {
  addExperienceSnapshot,
  type ExperienceSnapshotInfo,
  type ExperienceSnapshotRow,
  getExperienceSnapshot,
  listExperienceSnapshotInfo,
  listExperienceSnapshots,
  saveExperienceSnapshot,
} from './experience-snapshot-rows.js';
import {
  commitMatch,
  commitMatches,
  countMatches,
  getMatch,
  hasMatch,
  linkMatch,
  listMatches,
  type MatchFilter,
  type MatchOutcome,
  type MatchRow,
  matchRuns,
  playOrder,
  protocolRecords,
  type RunMembership,
  records,
  runOutcomes,
  trialMatchParams,
} from './match-rows.js';
import { openReadOnly } from './open-read-only.js';
import { addRoundRatings, listRoundRatings, type RoundRatingRow, saveRoundRatings } from './round-rating-rows.js';
import { deleteRun, type RunDeletion, runDeletion } from './run-deletion.js';
import { type RunAgentRow, type RunResultRow, runAgents, runResults } from './run-results.js';
import { addRun, countRuns, finishRun, getRun, listRuns, type RunFilter, type RunRow, startRun } from './run-rows.js';
import { checkSchemaVersion, migrations, openWritable, schemaVersion } from './store-schema.js';
import {
  type MatchPage,
  type MatchPageQuery,
  pageMatches,
  pageRuns,
  type RowPage,
  runContents,
  runVersion,
} from './viewer-pages.js';

export type {
  ExperienceLearning,
  ExperienceSnapshotInfo,
  ExperienceSnapshotRow,
} from './experience-snapshot-rows.js';
export type { MatchFilter, MatchOutcome, MatchRow, RunMembership } from './match-rows.js';
export type { RoundRatingRow } from './round-rating-rows.js';
export type { RunDeletion } from './run-deletion.js';
export type { RunAgentRow, RunResultRow } from './run-results.js';
export type { RunFilter, RunRow } from './run-rows.js';
export type { MatchPage, MatchPageQuery, MatchPageRow, MatchPageStart, RowPage } from './viewer-pages.js';
export { MatchCursorError } from './viewer-pages.js';

/** How to open a store: `readonly` opens an existing store without writing (or creating) anything. */
export interface StoreOptions {
  readonly readonly?: boolean;
}

/** A stored run with its update time and how many matches it holds. */
type ListedRun = RunRow & { readonly updatedAt: string; readonly matches: number };

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
    try {
      checkSchemaVersion(db, path);
    } catch (error) {
      db.close();
      throw error;
    }
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
    return startRun(this.db, run);
  }

  finishRun(id: string, status: 'finished' | 'interrupted' | 'failed'): void {
    finishRun(this.db, id, status);
  }

  getRun(id: string): RunRow | undefined {
    return getRun(this.db, id);
  }

  /** Stored runs (with a match of `filter.game`), most recently updated first, with how many matches each holds. */
  listRuns(filter: RunFilter & { readonly limit?: number } = {}): ListedRun[] {
    return listRuns(this.db, filter);
  }

  /** How many runs `listRuns(filter)` lists without a limit. */
  countRuns(filter: RunFilter = {}): number {
    return countRuns(this.db, filter);
  }

  /** What deleting a run would remove: its matches no other run holds, its snapshots and round ratings. */
  runDeletion(id: string): RunDeletion {
    return runDeletion(this.db, id);
  }

  /** Deletes a run and what belongs only to it (matches other runs hold stay); returns what was removed. */
  deleteRun(id: string): RunDeletion {
    return deleteRun(this.db, id);
  }

  /** Adds a run exactly as given (an import) unless a run with its id is stored; returns whether it was added. */
  addRun(run: RunRow & { readonly updatedAt: string }): boolean {
    return addRun(this.db, run);
  }

  /** True when a match with this id is committed with a result that counts (`infra` results are played again). */
  hasMatch(id: string): boolean {
    return hasMatch(this.db, id);
  }

  /**
   * Commits a record and its per-step rows in one transaction, and links it to `runId` when given; a forfeit with
   * rejected attempts adds a row after the last step (action `(forfeit)`) counting them.
   */
  commitMatch(record: MatchRecord, options: { runId?: string; label?: StoredLabel; durationMs?: number } = {}): void {
    commitMatch(this.db, record, options);
  }

  /** Commits many records in one transaction (each as `commitMatch` would). */
  commitMatches(
    entries: readonly { record: MatchRecord; runId?: string; label?: StoredLabel; durationMs?: number }[],
  ): void {
    commitMatches(this.db, entries);
  }

  /** The runs that hold a match, oldest first, each with the match's label and play-order position in it (for export). */
  matchRuns(matchId: string): RunMembership[] {
    return matchRuns(this.db, matchId);
  }

  /**
   * Links an already-committed match to a run (a resumed run re-finding its matches), next in its play order, or at
   * `seq` when given (an import restoring the exported order).
   */
  linkMatch(runId: string, matchId: string, label?: StoredLabel, seq?: number): void {
    linkMatch(this.db, runId, matchId, label, seq);
  }

  /** The outcomes of a run's matches (of one game, when given) in play order, for ratings. */
  runOutcomes(runId: string, game?: string): MatchOutcome[] {
    return runOutcomes(this.db, runId, game);
  }

  /** A run's matches counted by game, seats, status, scores and label protocol (of one game, when given). */
  runResults(runId: string, game?: string): RunResultRow[] {
    return runResults(this.db, runId, game);
  }

  /** The records of a run's matches labelled by `protocol` (e.g. `explore-evaluate`), with labels, in play order. */
  protocolRecords(
    runId: string,
    protocol: string,
  ): { readonly label: StoredLabel | null; readonly record: MatchRecord }[] {
    return protocolRecords(this.db, runId, protocol);
  }

  /** The params a stored match of `game`'s trial `trial` in run `runId` (labelled by `protocol`) played, if any. */
  trialMatchParams(runId: string, protocol: string, game: string, trial: number): Params | undefined {
    return trialMatchParams(this.db, runId, protocol, game, trial);
  }

  /** The summed seat figures of a run's agents by game, agent and label protocol. */
  runAgents(runId: string): RunAgentRow[] {
    return runAgents(this.db, runId);
  }

  /** The ids of a run's matches in play order: the order they finished (or were re-found by a resumed run). */
  playOrder(runId: string): string[] {
    return playOrder(this.db, runId);
  }

  /** The record with this id, or with this unique id prefix (at least 6 characters). */
  getMatch(idOrPrefix: string): MatchRecord | undefined {
    return getMatch(this.db, idOrPrefix);
  }

  /** Summary rows of the matches `filter` selects, in insertion order; with `last`, only the newest `last`. */
  listMatches(filter: MatchFilter & { readonly last?: number } = {}): MatchRow[] {
    return listMatches(this.db, filter);
  }

  /** How many matches `listMatches(filter)` lists without `last`. */
  countMatches(filter: MatchFilter = {}): number {
    return countMatches(this.db, filter);
  }

  /** Every stored record (of one run, when given, in its play order), for JSONL export. */
  records(filter: { runId?: string } = {}): Generator<MatchRecord> {
    return records(this.db, filter);
  }

  /** One page of runs, most recently updated first (the order of `listRuns`), with the total count. */
  pageRuns(page: { offset: number; limit: number }): RowPage<ListedRun> {
    return pageRuns(this.db, page);
  }

  /** How many matches a run holds and when it was last updated (cheap: for cache keys). */
  runVersion(runId: string): { readonly matches: number; readonly updatedAt: string } | undefined {
    return runVersion(this.db, runId);
  }

  /** The games, seat agents and model cost (accepted moves plus rejected attempts) of a run's matches. */
  runContents(runId: string): { readonly games: string[]; readonly agents: string[]; readonly costUsd: number } {
    return runContents(this.db, runId);
  }

  /**
   * One page of a run's matches in play order (or of every match, in insertion order), filtered by game and status,
   * with the total and its position; pages after or before a match, and the last page, are read by keyset.
   */
  pageMatches(query: MatchPageQuery): MatchPage {
    return pageMatches(this.db, query);
  }

  /** Stores (or replaces) the snapshot of one checkpoint. */
  saveExperienceSnapshot(row: ExperienceSnapshotRow): void {
    saveExperienceSnapshot(this.db, row);
  }

  /** Stores the snapshot of one checkpoint unless one is stored there (an import); returns whether it was added. */
  addExperienceSnapshot(row: ExperienceSnapshotRow): boolean {
    return addExperienceSnapshot(this.db, row);
  }

  /** A run's snapshots, by game, trial and checkpoint. */
  listExperienceSnapshots(runId: string): ExperienceSnapshotRow[] {
    return listExperienceSnapshots(this.db, runId);
  }

  /** A run's snapshots without their states (`bytes`: the size of the stored state), by game, trial and checkpoint. */
  listExperienceSnapshotInfo(runId: string): ExperienceSnapshotInfo[] {
    return listExperienceSnapshotInfo(this.db, runId);
  }

  /**
   * The snapshot at `checkpoint` of one (game, trial) of a run, or with `before`, the latest one before that
   * checkpoint; undefined when there is none.
   */
  getExperienceSnapshot(
    key: { runId: string; game: string; trial: number; checkpoint: number },
    before = false,
  ): (ExperienceSnapshotRow & { readonly bytes: number }) | undefined {
    return getExperienceSnapshot(this.db, key, before);
  }

  /** Stores (or replaces) an anchored run's per-round ratings. */
  saveRoundRatings(runId: string, ratings: readonly RoundRatingRow[]): void {
    saveRoundRatings(this.db, runId, ratings);
  }

  /** Stores the ratings of the (agent, round)s a run has none for yet (an import); returns how many were added. */
  addRoundRatings(runId: string, ratings: readonly RoundRatingRow[]): number {
    return addRoundRatings(this.db, runId, ratings);
  }

  /** A run's per-round ratings, by agent and round. */
  listRoundRatings(runId: string): RoundRatingRow[] {
    return listRoundRatings(this.db, runId);
  }

  /**
   * Closes the store; a writable one first refreshes the query planner's statistics where tables have grown, unless
   * another process holds the write lock for long (the next close refreshes them then).
   */
  close(): void {
    if (!this.db.readonly) {
      try {
        this.db.pragma('busy_timeout = 100');
        this.db.pragma('optimize');
      } catch (error) {
        if (!String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) throw error;
      }
    }
    this.db.close();
  }
}
