// The offline developer's memory across restarts: the budgets it started from and every outcome it received, by
// submission id. A resumed developer replays its deterministic search against this journal and calls the tools only
// from the first submission it has no outcome for (resubmitting that id, which the arena answers without a charge).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ArenaStatus, DeliveredResult, FullEvaluationResult, SubmissionOutcome } from '../core/arena-tools.js';

/** What the search needs of the status it started from (a resumed search must not read today's status instead). */
export interface JournalStart {
  readonly small: number;
  readonly full: number;
  readonly baselineEvaluated: boolean;
  readonly batch: number;
  readonly arm: ArenaStatus['arm'];
  /** The champion when the search started (the baseline, when a harness took it first). */
  readonly champion: { readonly rank: number; readonly elo: number } | null;
}

interface JournalFile {
  readonly formatVersion: 1;
  readonly start: JournalStart;
  readonly outcomes: Record<string, SubmissionOutcome>;
}

/** The outcomes a journal file holds, in the order received, or undefined when there is no file. */
export function readOfflineJournal(file: string): SubmissionOutcome[] | undefined {
  if (!existsSync(file)) return undefined;
  return Object.values((JSON.parse(readFileSync(file, 'utf8')) as JournalFile).outcomes);
}

export class OfflineJournal {
  private readonly outcomes: Map<string, SubmissionOutcome>;
  readonly start: JournalStart;

  /** Opens the journal at `file`, or starts one from `status` when there is none. */
  constructor(
    private readonly file: string,
    status: ArenaStatus,
  ) {
    const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JournalFile) : undefined;
    this.start = stored?.start ?? {
      small: status.budgets.small.remaining,
      full: status.budgets.full.remaining,
      baselineEvaluated: status.baselineEvaluated,
      batch: status.batch,
      arm: status.arm,
      champion: status.champion && { rank: status.champion.rank, elo: status.champion.elo },
    };
    this.outcomes = new Map(Object.entries(stored?.outcomes ?? {}));
    if (!stored) this.save();
  }

  get(id: string): SubmissionOutcome | undefined {
    return this.outcomes.get(id);
  }

  /** The free baseline's result, once it was delivered. */
  baseline(): FullEvaluationResult | undefined {
    for (const outcome of this.outcomes.values())
      if (outcome.state === 'completed' && outcome.result.kind === 'full' && outcome.result.baseline)
        return outcome.result;
    return undefined;
  }

  /** Records `outcome` durably (write a sibling, then rename) before the search acts on it. */
  put(outcome: SubmissionOutcome): void {
    this.outcomes.set(outcome.submissionId, outcome);
    this.save();
  }

  /** Adopts results completed while the developer was gone (the arena delivers them once, on resume). */
  adopt(delivered: readonly DeliveredResult[]): void {
    for (const { submissionId, snapshotId, result } of delivered) {
      if (this.outcomes.has(submissionId)) continue;
      const cost =
        result.kind === 'full' ? (result.baseline ? 0 : 1) : new Set(result.games.map((game) => game.opponent)).size;
      this.put({ state: 'completed', submissionId, snapshotId, cost, result });
    }
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const body: JournalFile = { formatVersion: 1, start: this.start, outcomes: Object.fromEntries(this.outcomes) };
    const staging = `${this.file}.${process.pid}`;
    writeFileSync(staging, `${JSON.stringify(body)}\n`);
    renameSync(staging, this.file);
  }
}
