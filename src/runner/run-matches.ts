// Plays a list of match jobs through a runner, committing each match to the store as soon as it finishes.
import type { ModelEnvironment } from '../agents/llm/create-model.js';
import type { InvalidActionPolicy } from '../core/game.js';
import type { MatchRecord } from '../core/match-record.js';
import type { Store } from '../store/store.js';
import { localRunner } from './local-runner.js';
import { jobMatchId, type MatchJob } from './match-job.js';
import type { Runner } from './runner.js';

export interface RunMatchesOptions {
  readonly store?: Store;
  /** Links every match to this run in the store. */
  readonly runId?: string;
  /** Stops after the current step; the unfinished match is not stored, so re-running resumes from it. */
  readonly signal?: AbortSignal;
  readonly timeLimitMs?: number;
  readonly invalid?: InvalidActionPolicy;
  /** Matches played at once (default 1); worth raising for agents that wait on a model server. */
  readonly concurrency?: number;
  /** Gives `llm:` agents the response cache and limits (see createModel). */
  readonly models?: ModelEnvironment;
  /** Called after each job: `record` is undefined when the match was already stored and skipped. */
  readonly onMatch?: (job: MatchJob, record: MatchRecord | undefined) => void;
  /** Where the matches are played (default localRunner, in this process). */
  readonly runner?: Runner;
}

export interface RunMatchesResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

/**
 * Plays every job not yet committed to the store through the runner (a job already stored is linked to the run and
 * skipped), committing each match as soon as it finishes.
 */
export async function runMatches(
  jobs: readonly MatchJob[],
  options: RunMatchesOptions = {},
): Promise<RunMatchesResult> {
  const { store, runId } = options;
  const runner = options.runner ?? localRunner;
  return runner.run(jobs, {
    signal: options.signal,
    timeLimitMs: options.timeLimitMs,
    invalid: options.invalid,
    concurrency: options.concurrency,
    models: options.models,
    skip: (job) => {
      const id = jobMatchId(job);
      if (!store?.hasMatch(id)) return false;
      if (runId) store.linkMatch(runId, id, job.label);
      options.onMatch?.(job, undefined);
      return true;
    },
    onPlayed: (job, record, durationMs) => {
      store?.commitMatch(record, { runId, label: job.label, durationMs });
      options.onMatch?.(job, record);
    },
  });
}
