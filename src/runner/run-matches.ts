// Plays a list of match jobs through a runner, committing each match to the store as soon as it finishes.
import { localRunner } from './local-runner.js';
import { jobMatchId, type MatchJob } from './match-job.js';
import type { RunContext } from './run-context.js';

/** A run's context, plus how each match is played. */
export interface RunMatchesOptions extends RunContext {
  readonly timeLimitMs?: number;
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
