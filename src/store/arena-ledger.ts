// The AAArena ledger: one SQLite database per arena run holding its budgets, immutable program snapshots and
// submissions. Every change is one transaction, so a crash at any point loses no unit and charges none twice; see
// docs/aaarena-ledger.md for the rules it enforces.
import { existsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { canonicalJson, type Json } from '../core/json.js';
import { ledgerMigrations } from './arena-ledger-schema.js';
import { LedgerRefusal } from './ledger-refusal.js';
import {
  getSnapshot,
  hasSnapshot,
  type LedgerSnapshot,
  materialiseSnapshot,
  saveSnapshot,
} from './ledger-snapshots.js';
import {
  type FullResult,
  type Preflight,
  type Submission,
  type SubmissionRequest,
  type SubmissionRow,
  submissionColumns,
  submissionFromRow,
} from './ledger-submission.js';
import { openWritable } from './store-schema.js';

export type { LedgerRefusalCode } from './ledger-refusal.js';
export { LedgerRefusal } from './ledger-refusal.js';
export type { LedgerSnapshot } from './ledger-snapshots.js';
export type { FullResult, Preflight, Submission, SubmissionRequest, SubmissionState } from './ledger-submission.js';

/** Budget sizes, fixed when the ledger is created (reopening keeps the stored ones); defaults as in AAArena. */
export interface LedgerOptions {
  readonly small?: number;
  readonly full?: number;
  /** What the one allowed extension adds (default: twice each budget, AAArena's +256/+32 on 128/16). */
  readonly extension?: { readonly small: number; readonly full: number };
  /** The clock for stored times (tests pass a fixed one). */
  readonly now?: () => Date;
}

export const defaultLedgerBudgets = { small: 128, full: 16 } as const;

/** At most this many opponents per small match. */
export const maxSmallOpponents = 8;

export type BudgetKind = 'small' | 'full';

export interface Budget {
  readonly total: number;
  readonly used: number;
  readonly remaining: number;
}

/** The best official full evaluation so far: its submission, snapshot and result. */
export interface Champion {
  readonly submission: Submission;
  readonly snapshotId: string;
  readonly result: FullResult;
}

/** Why the run is frozen: its full-evaluation budget is spent, or its champion reached rank 1. */
export type FreezeReason = 'full-budget-spent' | 'rank-1';

/** Everything `xparena arena status|budget` shows. */
export interface LedgerStatus {
  readonly budgets: { readonly small: Budget; readonly full: Budget };
  readonly extended: boolean;
  /** The seq of the last submission made before the extension (null before it, or when none was made). */
  readonly extendedAfterSeq: number | null;
  readonly baselineEvaluated: boolean;
  readonly inFlight: Submission | null;
  readonly counts: { readonly rejected: number; readonly pending: number; readonly completed: number };
  readonly undelivered: number;
  readonly champion: Champion | null;
  readonly frozen: FreezeReason | null;
  readonly reviewTurnTaken: boolean;
}

/** What `submit` needs: the caller's idempotent id, the request, the snapshot it evaluates and its preflight verdict. */
export interface SubmitInput {
  readonly id: string;
  readonly request: SubmissionRequest;
  readonly snapshotId: string;
  readonly preflight: Preflight;
}

export class ArenaLedger {
  private readonly db: Database.Database;
  private readonly now: () => Date;

  /**
   * Opens (creating if needed) the ledger at `path`, with `options`' budget sizes when it is created (reopening keeps
   * the stored ones; recovery uses `openExisting`); `:memory:` gives a throwaway one for tests.
   */
  constructor(
    readonly path: string,
    options: LedgerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    const small = options.small ?? defaultLedgerBudgets.small;
    const full = options.full ?? defaultLedgerBudgets.full;
    const extension = options.extension ?? { small: 2 * small, full: 2 * full };
    for (const size of [small, full, extension.small, extension.full])
      if (!Number.isInteger(size) || size < 0)
        throw new LedgerRefusal('bad-request', `budget sizes are whole numbers ≥ 0, not ${size}`);
    this.db = openWritable(path, ledgerMigrations);
    this.db
      .transaction(() => {
        if (this.db.prepare('SELECT 1 FROM ledger_run').get()) return;
        this.db
          .prepare('INSERT INTO ledger_run (id, extension_small, extension_full, created_at) VALUES (1, ?, ?, ?)')
          .run(extension.small, extension.full, this.stamp());
        const budget = this.db.prepare('INSERT INTO budgets (kind, total, used) VALUES (?, ?, 0)');
        budget.run('small', small);
        budget.run('full', full);
      })
      .immediate();
  }

  /**
   * Opens the ledger created at `path`, or returns undefined when none was created there yet (no file, or a process
   * killed before it stored its budgets): for recovery, which must never create a ledger with default budgets.
   */
  static openExisting(path: string): ArenaLedger | undefined {
    if (!existsSync(path)) return undefined;
    const db = openWritable(path, ledgerMigrations);
    const created = db.prepare('SELECT 1 FROM ledger_run').get() !== undefined;
    db.close();
    return created ? new ArenaLedger(path) : undefined;
  }

  /** Stores the program in `dir` as an immutable snapshot derived from `parent`; returns its content hash. */
  saveSnapshot(dir: string, parent: string | null): string {
    return saveSnapshot(this.db, dir, parent, this.stamp());
  }

  snapshot(id: string): LedgerSnapshot {
    return getSnapshot(this.db, id);
  }

  /** Writes a snapshot back into `dir`, replacing the program there (restore champion). */
  materialise(snapshotId: string, dir: string): void {
    materialiseSnapshot(this.db, snapshotId, dir);
  }

  budget(kind: BudgetKind): Budget {
    const row = this.db.prepare('SELECT total, used FROM budgets WHERE kind = ?').get(kind) as {
      total: number;
      used: number;
    };
    return { ...row, remaining: row.total - row.used };
  }

  /**
   * Submits `input` in one transaction: re-submitting an id with the same request and snapshot returns the stored
   * submission; otherwise a failing preflight is stored as rejected without charge, and an accepted one is charged
   * and marked pending together. Refuses (LedgerRefusal) a reused id, a frozen run, a second submission in flight,
   * an unknown snapshot, a malformed request, a spent budget or a second baseline.
   */
  submit(input: SubmitInput): Submission {
    const request = checkedRequest(input.request);
    return this.db
      .transaction((): Submission => {
        const existing = this.submission(input.id);
        if (existing) {
          if (canonicalJson(existing.request) === canonicalJson(request) && existing.snapshotId === input.snapshotId)
            return existing;
          throw new LedgerRefusal(
            'id-reused',
            `submission id '${input.id}' was already used for another request; choose a new id`,
          );
        }
        const frozen = this.frozen();
        if (frozen) throw new LedgerRefusal('frozen', `the run is frozen (${frozen}): no more submissions`);
        const pending = this.pending();
        if (pending)
          throw new LedgerRefusal(
            'in-flight',
            `submission '${pending.id}' is still in flight; it must complete before another is accepted`,
          );
        if (!hasSnapshot(this.db, input.snapshotId))
          throw new LedgerRefusal('unknown-snapshot', `no snapshot '${input.snapshotId}' in this ledger`);
        const baseline = request.kind === 'full' && request.baseline === true;
        if (baseline && this.baselineEvaluated())
          throw new LedgerRefusal('baseline-used', 'the free baseline evaluation was already submitted');
        const cost = !input.preflight.ok || baseline ? 0 : request.kind === 'small' ? request.opponents.length : 1;
        const remaining = this.budget(request.kind).remaining;
        if (cost > remaining)
          throw new LedgerRefusal(
            'budget-spent',
            `this ${request.kind === 'small' ? 'small match' : 'full evaluation'} costs ${cost} unit(s); ${remaining} left`,
          );
        if (cost > 0) this.db.prepare('UPDATE budgets SET used = used + ? WHERE kind = ?').run(cost, request.kind);
        this.db
          .prepare(
            `INSERT INTO submissions (id, kind, request, snapshot_id, baseline, cost, state, preflight, submitted_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            input.id,
            request.kind,
            canonicalJson(request),
            input.snapshotId,
            baseline ? 1 : 0,
            cost,
            input.preflight.ok ? 'pending' : 'rejected',
            canonicalJson(input.preflight),
            this.stamp(),
          );
        return this.submission(input.id) as Submission;
      })
      .immediate();
  }

  /**
   * Stores the result of the pending submission `id` and marks it completed, in one transaction; a full
   * evaluation's result must carry its rank and Elo. Completing again with the same result returns it unchanged.
   */
  complete(id: string, result: Json): Submission {
    return this.db
      .transaction((): Submission => {
        const submission = this.submission(id);
        if (!submission) throw new LedgerRefusal('unknown-submission', `no submission '${id}'`);
        if (submission.state === 'completed') {
          if (canonicalJson(submission.result) === canonicalJson(result)) return submission;
          throw new LedgerRefusal('already-completed', `submission '${id}' is already completed with another result`);
        }
        if (submission.state !== 'pending')
          throw new LedgerRefusal('not-pending', `submission '${id}' was rejected by its preflight; it has no result`);
        const { rank, elo } =
          submission.request.kind === 'full' ? checkedFullResult(result) : { rank: null, elo: null };
        this.db
          .prepare(
            `UPDATE submissions SET state = 'completed', result = ?, rank = ?, elo = ?, completed_at = ? WHERE id = ?`,
          )
          .run(canonicalJson(result), rank, elo, this.stamp(), id);
        return this.submission(id) as Submission;
      })
      .immediate();
  }

  /** The submission in flight, if any, with its exact request and snapshot: re-execute it after a restart. */
  pending(): Submission | undefined {
    return this.selectOne(`SELECT ${submissionColumns} FROM submissions WHERE state = 'pending'`);
  }

  submission(id: string): Submission | undefined {
    return this.selectOne(`SELECT ${submissionColumns} FROM submissions WHERE id = ?`, id);
  }

  /** Every submission in submission order. */
  submissions(): Submission[] {
    return this.selectAll(`SELECT ${submissionColumns} FROM submissions ORDER BY seq`);
  }

  /** Completed submissions whose results the coding agent has not been shown yet, in submission order. */
  undelivered(): Submission[] {
    return this.selectAll(
      `SELECT ${submissionColumns} FROM submissions WHERE state = 'completed' AND delivered_at IS NULL ORDER BY seq`,
    );
  }

  /** Records that the coding agent was shown the result of `id` (the first time counts; later calls change nothing). */
  markDelivered(id: string): Submission {
    return this.db
      .transaction((): Submission => {
        const submission = this.submission(id);
        if (!submission) throw new LedgerRefusal('unknown-submission', `no submission '${id}'`);
        if (submission.state !== 'completed')
          throw new LedgerRefusal('not-completed', `submission '${id}' has no result to deliver`);
        this.db
          .prepare('UPDATE submissions SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL')
          .run(this.stamp(), id);
        return this.submission(id) as Submission;
      })
      .immediate();
  }

  /**
   * Adds the extension to both budgets, once per run, also after the final review turn (AAArena's continuation:
   * the same workspace and ledger, unfrozen, with a review turn of its own); refuses a second extension, a run in
   * flight and a run whose champion already holds rank 1 (a gold medal is final).
   */
  extend(): { readonly small: Budget; readonly full: Budget } {
    this.db
      .transaction(() => {
        const run = this.run();
        if (run.extended_at !== null) throw new LedgerRefusal('extension-used', 'the budget was already extended once');
        if (this.frozen() === 'rank-1')
          throw new LedgerRefusal('gold', 'the champion holds rank 1 (a gold medal): the run is final');
        const pending = this.pending();
        if (pending) throw new LedgerRefusal('in-flight', `submission '${pending.id}' is still in flight`);
        const add = this.db.prepare('UPDATE budgets SET total = total + ? WHERE kind = ?');
        add.run(run.extension_small, 'small');
        add.run(run.extension_full, 'full');
        const last = this.db.prepare('SELECT MAX(seq) AS seq FROM submissions').get() as { seq: number | null };
        this.db
          .prepare(
            `UPDATE ledger_run SET extended_at = ?, extended_after_seq = ?, base_review_at = review_taken_at,
             review_taken_at = NULL`,
          )
          .run(this.stamp(), last.seq);
      })
      .immediate();
    return { small: this.budget('small'), full: this.budget('full') };
  }

  /** The champion the run had before its extension (its whole champion while it is not extended). */
  baseChampion(): Champion | undefined {
    const run = this.run();
    if (run.extended_at === null) return this.champion();
    return run.extended_after_seq === null ? undefined : this.champion(run.extended_after_seq);
  }

  /**
   * The best completed full evaluation by lower rank, then higher Elo, then earlier submission; baseline included;
   * among submissions up to `upToSeq` when given.
   */
  champion(upToSeq = Number.MAX_SAFE_INTEGER): Champion | undefined {
    const best = this.selectOne(
      `SELECT ${submissionColumns} FROM submissions WHERE kind = 'full' AND state = 'completed' AND seq <= ?
       ORDER BY rank ASC, elo DESC, seq ASC LIMIT 1`,
      upToSeq,
    );
    return best && { submission: best, snapshotId: best.snapshotId, result: best.result as unknown as FullResult };
  }

  /** Why the run is frozen (no more submissions), or null while it is not. */
  frozen(): FreezeReason | null {
    if (this.champion()?.result.rank === 1) return 'rank-1';
    if (this.budget('full').remaining === 0) return 'full-budget-spent';
    return null;
  }

  /** Takes the one final review turn of a frozen run with nothing in flight; refuses otherwise. */
  takeReviewTurn(): void {
    this.db
      .transaction(() => {
        if (!this.frozen())
          throw new LedgerRefusal('not-frozen', 'the final review turn comes only once the run is frozen');
        const pending = this.pending();
        if (pending) throw new LedgerRefusal('in-flight', `submission '${pending.id}' is still in flight`);
        if (this.run().review_taken_at !== null)
          throw new LedgerRefusal('review-taken', 'the final review turn was already taken');
        this.db.prepare('UPDATE ledger_run SET review_taken_at = ?').run(this.stamp());
      })
      .immediate();
  }

  status(): LedgerStatus {
    return this.db.transaction((): LedgerStatus => {
      const counts = { rejected: 0, pending: 0, completed: 0 };
      for (const row of this.db.prepare('SELECT state, COUNT(*) AS count FROM submissions GROUP BY state').all() as {
        state: keyof typeof counts;
        count: number;
      }[])
        counts[row.state] = row.count;
      const run = this.run();
      return {
        budgets: { small: this.budget('small'), full: this.budget('full') },
        extended: run.extended_at !== null,
        extendedAfterSeq: run.extended_at === null ? null : run.extended_after_seq,
        baselineEvaluated: this.baselineEvaluated(),
        inFlight: this.pending() ?? null,
        counts,
        undelivered: this.undelivered().length,
        champion: this.champion() ?? null,
        frozen: this.frozen(),
        reviewTurnTaken: run.review_taken_at !== null,
      };
    })();
  }

  close(): void {
    this.db.close();
  }

  private baselineEvaluated(): boolean {
    return this.db.prepare(`SELECT 1 FROM submissions WHERE baseline = 1 AND state != 'rejected'`).get() !== undefined;
  }

  private run(): {
    extension_small: number;
    extension_full: number;
    extended_at: string | null;
    extended_after_seq: number | null;
    review_taken_at: string | null;
  } {
    return this.db
      .prepare(
        'SELECT extension_small, extension_full, extended_at, extended_after_seq, review_taken_at FROM ledger_run',
      )
      .get() as ReturnType<ArenaLedger['run']>;
  }

  private selectOne(sql: string, ...params: unknown[]): Submission | undefined {
    const row = this.db.prepare(sql).get(...params) as SubmissionRow | undefined;
    return row && submissionFromRow(row);
  }

  private selectAll(sql: string): Submission[] {
    return (this.db.prepare(sql).all() as SubmissionRow[]).map(submissionFromRow);
  }

  private stamp(): string {
    return this.now().toISOString();
  }
}

/** The request as stored (only its known fields), or a refusal naming what is wrong with it. */
function checkedRequest(request: SubmissionRequest): SubmissionRequest {
  const options = request.options === undefined ? {} : { options: request.options };
  if (request.kind === 'full') return { kind: 'full', ...(request.baseline ? { baseline: true } : {}), ...options };
  if (request.kind !== 'small')
    throw new LedgerRefusal(
      'bad-request',
      `a submission is a 'small' match or a 'full' evaluation, not '${String((request as { kind: unknown }).kind)}'`,
    );
  const opponents = request.opponents;
  if (!Array.isArray(opponents) || opponents.length < 1 || opponents.length > maxSmallOpponents)
    throw new LedgerRefusal('bad-request', `a small match names 1–${maxSmallOpponents} opponents`);
  if (opponents.some((opponent) => typeof opponent !== 'string' || opponent === ''))
    throw new LedgerRefusal('bad-request', 'opponent ids are non-empty strings');
  if (new Set(opponents).size !== opponents.length)
    throw new LedgerRefusal('bad-request', 'a small match names each opponent at most once');
  return { kind: 'small', opponents: [...opponents], ...options };
}

/** The rank and Elo of a full evaluation's result, or a refusal when it lacks them. */
function checkedFullResult(result: Json): { rank: number; elo: number } {
  const { rank, elo } = (result ?? {}) as { rank?: unknown; elo?: unknown };
  if (
    typeof rank !== 'number' ||
    !Number.isInteger(rank) ||
    rank < 1 ||
    typeof elo !== 'number' ||
    !Number.isFinite(elo)
  )
    throw new LedgerRefusal('bad-request', 'a full evaluation result carries a whole rank ≥ 1 and a finite elo');
  return { rank, elo };
}
