// The arena's tools over one run's ledger (the ArenaTools contract in src/core/arena-tools.ts): every submission is
// snapshotted, preflighted for free, charged at acceptance, executed, completed and delivered through the ledger, so
// the CLI, the MCP server and the built-in developers share one set of rules (docs/aaarena.md, "Tools").
import { materialisePoolProgram } from '../agents/program/pool-program.js';
import type {
  ArenaOpponent,
  ArenaResult,
  ArenaStatus,
  ArenaTools,
  DeliveredResult,
  PoolReplayEntry,
  SmallMatchResult,
  SubmissionOutcome,
} from '../core/arena-tools.js';
import { hashJson, type Json } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import type { Runner } from '../runner/runner.js';
import { LedgerRefusal, type Submission, type SubmissionRequest } from '../store/arena-ledger.js';
import type { Store } from '../store/store.js';
import { poolOpponent } from './arena-pool.js';
import { type ArenaRun, snapshotDir } from './arena-run.js';
import { arenaStatus } from './arena-status.js';
import { pickOpponents } from './arms.js';
import type { ReplayBounds } from './bounded-replay.js';
import type { DeveloperUsage } from './developer.js';
import { fullEvaluation } from './full-evaluation.js';
import { catalogueEntry, catalogueMatch, catalogueMatches, viewCatalogueMatch } from './off-policy.js';
import type { ArenaPlayContext } from './play-arena-games.js';
import { preflight } from './preflight.js';
import { smallMatch } from './small-match.js';

export interface ArenaSessionOptions {
  /** The main store the matches are committed to (with `runId`, or the run config's store run). */
  readonly store?: Store;
  readonly runId?: string;
  /** Where matches are played (default: this process). */
  readonly runner?: Runner;
  /** The developer's cumulative model use, recorded with each submission (reports plot it per full evaluation). */
  readonly usage?: () => DeveloperUsage;
  readonly replayBounds?: ReplayBounds;
}

/** Tools that still answer once the run is frozen (until its final review turn, after which only `status` does). */
type ToolName = 'opponents' | 'preflight' | 'small' | 'full' | 'restore' | 'deliver' | 'catalogue' | 'view-replay';
const afterFreeze: ReadonlySet<ToolName> = new Set(['deliver']);

/** One run's arena tools; not safe for two processes at once beyond what the ledger itself refuses. */
export class ArenaSession implements ArenaTools {
  /** The snapshot of the untouched starter, the baseline's program and the first snapshot's parent. */
  readonly starterSnapshot: string;

  constructor(
    readonly run: ArenaRun,
    private readonly options: ArenaSessionOptions = {},
  ) {
    const starter = materialisePoolProgram(run.pool.roster.dir, run.pool.starter).dir;
    this.starterSnapshot = run.ledger.saveSnapshot(starter, null);
  }

  status(): ArenaStatus {
    const { config, pool, ledger } = this.run;
    const settings = { game: pool.game, poolSize: pool.opponents.length, arm: config.arm, feedback: config.feedback };
    return arenaStatus({ ...settings, batch: config.batch }, ledger.status());
  }

  opponents(range: { readonly from?: number; readonly to?: number } = {}): ArenaOpponent[] {
    this.guard('opponents');
    const from = range.from ?? 1;
    const to = range.to ?? Number.POSITIVE_INFINITY;
    return this.run.pool.opponents.filter((opponent) => opponent.rank >= from && opponent.rank <= to);
  }

  async preflight() {
    this.guard('preflight');
    return preflight(this.run.strategyDir);
  }

  async small(
    request: { readonly opponents?: readonly string[]; readonly id?: string },
    signal?: AbortSignal,
  ): Promise<SubmissionOutcome> {
    this.guard('small');
    await this.recover(signal);
    const { config, pool } = this.run;
    const opponents = pickOpponents({
      arm: config.arm,
      batch: config.batch,
      pool,
      baseSeed: config.seed,
      requested: request.opponents,
      // A retried id is picked for as it was the first time: from the history before it.
      past: this.pastSmallMatches(request.id),
    });
    return this.submit({ kind: 'small', opponents: opponents.map((opponent) => opponent.id) }, request.id, signal);
  }

  async full(request: { readonly id?: string }, signal?: AbortSignal): Promise<SubmissionOutcome> {
    this.guard('full');
    await this.recover(signal);
    if (!this.run.ledger.status().baselineEvaluated) await this.baseline(signal);
    this.guard('full');
    return this.submit({ kind: 'full' }, request.id, signal);
  }

  /**
   * The free baseline: the first full evaluation, of the untouched starter (run by `full` when it was not yet; a
   * harness may call it first). Its result is delivered by `deliver`; returns it, or nothing when it was done.
   */
  async baseline(signal?: AbortSignal): Promise<DeliveredResult | undefined> {
    await this.recover(signal);
    const { ledger } = this.run;
    if (ledger.status().baselineEvaluated) return undefined;
    const submission = this.ledgerCall(() =>
      ledger.submit({
        id: `baseline-${this.starterSnapshot}`,
        request: { kind: 'full', baseline: true, options: this.usageOptions() },
        snapshotId: this.starterSnapshot,
        preflight: { ok: true },
      }),
    );
    const result = (await this.execute(submission, signal)) as unknown as ArenaResult;
    return { submissionId: submission.id, snapshotId: submission.snapshotId, result };
  }

  restoreChampion(): { readonly snapshotId: string; readonly rank: number; readonly elo: number } {
    this.guard('restore');
    const champion = this.run.ledger.champion();
    if (!champion) throw new UsageError('there is no champion yet: run a full evaluation first (`xparena arena full`)');
    this.run.ledger.materialise(champion.snapshotId, this.run.strategyDir);
    return { snapshotId: champion.snapshotId, rank: champion.result.rank, elo: champion.result.elo };
  }

  deliver(): DeliveredResult[] {
    this.guard('deliver');
    return this.run.ledger.undelivered().flatMap((submission) => {
      this.run.ledger.markDelivered(submission.id);
      // A catalogue view is not an ArenaResult, and viewing the same entry again returns it for free.
      if (this.isView(submission)) return [];
      return {
        submissionId: submission.id,
        snapshotId: submission.snapshotId,
        result: submission.result as unknown as ArenaResult,
      };
    });
  }

  catalogue(): PoolReplayEntry[] {
    this.guard('catalogue');
    this.requireOffPolicy();
    const viewed = new Map(
      this.run.ledger
        .submissions()
        .filter((submission) => submission.state === 'completed' && this.isView(submission))
        .map((submission) => [submission.id, submission.result ?? undefined]),
    );
    return catalogueMatches(this.run.pool, this.run.config.seed).map((match) =>
      catalogueEntry(match, viewed.get(viewId(match.id))),
    );
  }

  /** Plays catalogue entry `id` (one small unit, the first time; viewing it again is free) and returns its replay. */
  async viewReplay(id: string, signal?: AbortSignal): Promise<Json> {
    this.guard('view-replay');
    this.requireOffPolicy();
    await this.recover(signal);
    const { ledger, pool, config } = this.run;
    catalogueMatch(pool, config.seed, id);
    const submissionId = viewId(id);
    let submission = ledger.submission(submissionId);
    if (!submission) {
      const parent = ledger.submissions().at(-1)?.snapshotId ?? this.starterSnapshot;
      const snapshotId = ledger.saveSnapshot(this.run.strategyDir, parent);
      submission = this.ledgerCall(() =>
        ledger.submit({
          id: submissionId,
          request: { kind: 'small', opponents: [id], options: this.usageOptions() },
          snapshotId,
          preflight: { ok: true },
        }),
      );
    }
    const replay =
      submission.state === 'pending' ? await this.execute(submission, signal) : (submission.result as Json);
    ledger.markDelivered(submissionId);
    return replay;
  }

  takeReviewTurn(): void {
    this.ledgerCall(() => this.run.ledger.takeReviewTurn());
  }

  /**
   * Re-executes the submission left pending by an interrupted process (its exact request and snapshot, no second
   * charge); its result then waits in `deliver`. Returns whether one was pending.
   */
  async recover(signal?: AbortSignal): Promise<boolean> {
    const pending = this.run.ledger.pending();
    if (!pending) return false;
    await this.execute(pending, signal);
    return true;
  }

  /** Snapshots the strategy, preflights the snapshot, submits it and, once accepted, plays and completes it. */
  private async submit(
    request: { kind: 'small'; opponents: readonly string[] } | { kind: 'full' },
    id: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<SubmissionOutcome> {
    const { ledger } = this.run;
    const parent = ledger.submissions().at(-1)?.snapshotId ?? this.starterSnapshot;
    const snapshotId = ledger.saveSnapshot(this.run.strategyDir, parent);
    const submissionId = id ?? `${request.kind}-${hashJson({ ...request, snapshotId })}`;
    const existing = ledger.submission(submissionId);
    if (
      existing &&
      hashJson(withoutOptions(existing.request)) === hashJson(request) &&
      existing.snapshotId === snapshotId
    )
      return this.settle(existing, signal);
    const verdict = await preflight(snapshotDir(this.run, snapshotId));
    const submission = this.ledgerCall(() =>
      ledger.submit({
        id: submissionId,
        request: { ...request, options: this.usageOptions() },
        snapshotId,
        preflight: verdict,
      }),
    );
    return this.settle(submission, signal);
  }

  /** The outcome of `submission`, executing it when it is still pending; marks a returned result delivered. */
  private async settle(submission: Submission, signal: AbortSignal | undefined): Promise<SubmissionOutcome> {
    if (submission.state === 'rejected')
      return {
        state: 'rejected',
        submissionId: submission.id,
        reason: submission.preflight.ok ? 'rejected' : submission.preflight.reason,
      };
    const result = (submission.state === 'pending'
      ? await this.execute(submission, signal)
      : submission.result) as unknown as ArenaResult;
    this.run.ledger.markDelivered(submission.id);
    return {
      state: 'completed',
      submissionId: submission.id,
      snapshotId: submission.snapshotId,
      cost: submission.cost,
      result,
    };
  }

  /** Plays the pending `submission` and completes it in the ledger; an infrastructure failure leaves it pending. */
  private async execute(submission: Submission, signal: AbortSignal | undefined): Promise<Json> {
    const { config, pool, ledger, workspace } = this.run;
    const candidate = candidateSpec(snapshotDir(this.run, submission.snapshotId), config.limits);
    const play: ArenaPlayContext = {
      ...(this.options.store ? { store: this.options.store } : {}),
      ...(this.options.store && (this.options.runId ?? config.store?.runId)
        ? { runId: this.options.runId ?? config.store?.runId }
        : {}),
      ...(this.options.runner ? { runner: this.options.runner } : {}),
      concurrency: config.concurrency,
      ...(signal ? { signal } : {}),
    };
    const { request } = submission;
    const view = this.isView(submission) ? submission.request.opponents[0] : undefined;
    const result: Json =
      view !== undefined
        ? await viewCatalogueMatch(pool, catalogueMatch(pool, config.seed, view), play, this.options.replayBounds)
        : ((request.kind === 'small'
            ? await smallMatch(
                {
                  pool,
                  candidate,
                  opponents: request.opponents.map((id) => poolOpponent(pool, id)),
                  baseSeed: config.seed,
                  feedback: config.feedback,
                  submissionId: submission.id,
                  workspace,
                  ...(this.options.replayBounds ? { bounds: this.options.replayBounds } : {}),
                },
                play,
              )
            : await fullEvaluation(
                {
                  pool,
                  candidate,
                  baseSeed: config.seed,
                  baseline: request.baseline === true,
                  submissionId: submission.id,
                },
                play,
              )) as unknown as Json);
    this.ledgerCall(() => ledger.complete(submission.id, result));
    return result;
  }

  /** The run's accepted small matches before submission `id` (all when it is new), for the arms that pick opponents. */
  private pastSmallMatches(id: string | undefined) {
    const submissions = this.run.ledger.submissions();
    const retried = submissions.findIndex((submission) => submission.id === id);
    return (retried === -1 ? submissions : submissions.slice(0, retried))
      .filter((submission) => submission.request.kind === 'small' && submission.state !== 'rejected')
      .map((submission) => ({
        opponents: submission.request.kind === 'small' ? submission.request.opponents : [],
        result: submission.result as unknown as SmallMatchResult | null,
      }));
  }

  /** Whether `submission` is a catalogue view (the off-policy arm's only small submissions). */
  private isView(
    submission: Submission,
  ): submission is Submission & { request: { kind: 'small'; opponents: readonly string[] } } {
    return this.run.config.arm === 'off-policy' && submission.request.kind === 'small';
  }

  private requireOffPolicy(): void {
    if (this.run.config.arm !== 'off-policy')
      throw new UsageError(
        `the catalogue of pool replays belongs to the off-policy arm; this run's arm is ${this.run.config.arm}`,
      );
  }

  private usageOptions(): Json {
    const usage = this.options.usage?.() ?? { tokens: 0, usd: 0 };
    return { usage: { tokens: usage.tokens, usd: usage.usd } };
  }

  /** Refuses every tool but `status` after the final review turn, and all but `deliver` once frozen. */
  private guard(tool: ToolName): void {
    const status = this.run.ledger.status();
    if (status.reviewTurnTaken)
      throw new UsageError('the run is over (its final review turn was taken): only `status` answers now');
    if (status.frozen && !afterFreeze.has(tool))
      throw new UsageError(
        `the run is frozen (${status.frozen === 'rank-1' ? 'the champion reached rank 1' : 'the full-evaluation budget is spent'}): no more submissions; take the final review turn`,
      );
  }

  /** Runs a ledger call, turning its refusal into a UsageError with the same message. */
  private ledgerCall<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      if (error instanceof LedgerRefusal) throw new UsageError(error.message);
      throw error;
    }
  }
}

/** The submission id of viewing catalogue entry `id`: fixed, so a view is charged once and re-viewed for free. */
function viewId(id: string): string {
  return `view-${id}`;
}

/** The candidate's agent spec: the snapshot's directory with the run's protocol limits as options. */
export function candidateSpec(dir: string, limits: Readonly<Record<string, number>>): string {
  const options = Object.keys(limits)
    .sort()
    .map((name) => `${name}=${limits[name]}`);
  return `program:${dir}${options.length ? `?${options.join('&')}` : ''}`;
}

function withoutOptions(request: SubmissionRequest): Json {
  const { options: _options, ...rest } = request;
  return rest as Json;
}
