// The pool every runner shares: `concurrency` workers take jobs in order, skip stored ones, and hand each record back.
import { setImmediate } from 'node:timers/promises';

import type { MatchRecord } from '../core/match-record.js';
import type { MatchJob } from './match-job.js';
import type { RunnerContext, RunnerResult } from './runner.js';

/** One played job: its record and how long it took, or undefined when the signal stopped it. */
export type PlayedJob = { readonly record: MatchRecord; readonly durationMs: number } | undefined;

/** Plays every job `context.skip` does not skip through `play`, `context.concurrency` at a time. */
export async function playPool(
  jobs: readonly MatchJob[],
  context: RunnerContext,
  play: (job: MatchJob) => Promise<PlayedJob>,
): Promise<RunnerResult> {
  let played = 0;
  let skipped = 0;
  let interrupted = false;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length && !interrupted) {
      // Built-in agents answer synchronously, so yield once per match to let signals (Ctrl-C) and progress bars run.
      await setImmediate();
      if (context.signal?.aborted) {
        interrupted = true;
        return;
      }
      const job = jobs[next++];
      if (!job) continue;
      if (context.skip?.(job)) {
        skipped++;
        continue;
      }
      const result = await play(job);
      if (!result) {
        interrupted = true;
        return;
      }
      context.onPlayed(job, result.record, result.durationMs);
      played++;
    }
  };
  const workers = Math.max(1, Math.min(context.concurrency ?? 1, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { played, skipped, interrupted };
}
