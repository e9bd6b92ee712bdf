// Plays a list of match jobs in this process, committing each finished match before starting the next.
import { setImmediate } from 'node:timers/promises';

import { createAgent } from '../agents/registry.js';
import type { InvalidActionPolicy } from '../core/game.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import type { Store } from '../store/store.js';
import { jobMatchId, type MatchJob } from './match-job.js';

export interface RunMatchesOptions {
  readonly store?: Store;
  /** Links every match to this run in the store. */
  readonly runId?: string;
  /** Stops after the current step; the unfinished match is not stored, so re-running resumes from it. */
  readonly signal?: AbortSignal;
  readonly timeLimitMs?: number;
  readonly invalid?: InvalidActionPolicy;
  /** Called after each job: `record` is undefined when the match was already stored and skipped. */
  readonly onMatch?: (job: MatchJob, record: MatchRecord | undefined) => void;
}

export interface RunMatchesResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

/** Plays every job not yet committed to the store, in order. */
export async function runMatches(
  jobs: readonly MatchJob[],
  options: RunMatchesOptions = {},
): Promise<RunMatchesResult> {
  const { store, runId, signal } = options;
  let played = 0;
  let skipped = 0;
  for (const job of jobs) {
    // Built-in agents answer synchronously, so yield once per match to let signals (Ctrl-C) and progress bars run.
    await setImmediate();
    if (signal?.aborted) return { played, skipped, interrupted: true };
    const id = jobMatchId(job);
    if (store?.hasMatch(id)) {
      if (runId) store.linkMatch(runId, id, job.label);
      skipped++;
      options.onMatch?.(job, undefined);
      continue;
    }
    const started = performance.now();
    const record = await playMatch({
      game: job.module.game,
      params: job.params,
      seed: job.seed,
      seats: job.seats.map((spec, seat) => ({
        spec,
        agent: createAgent(job.module, spec, { params: job.params, seed: job.seed, seat, players: job.seats.length }),
      })),
      timeLimitMs: options.timeLimitMs,
      invalid: options.invalid,
      signal,
    });
    if (signal?.aborted && record.end.status === 'infra') return { played, skipped, interrupted: true };
    store?.commitMatch(record, { runId, label: job.label, durationMs: performance.now() - started });
    played++;
    options.onMatch?.(job, record);
  }
  return { played, skipped, interrupted: false };
}
