// Plays a list of match jobs in this process, committing each match as soon as it finishes.
import { setImmediate } from 'node:timers/promises';

import type { ModelEnvironment } from '../agents/llm/create-model.js';
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
  /** Matches played at once (default 1); worth raising for agents that wait on a model server. */
  readonly concurrency?: number;
  /** Gives `llm:` agents the response cache and limits (see createModel). */
  readonly models?: ModelEnvironment;
  /** Called after each job: `record` is undefined when the match was already stored and skipped. */
  readonly onMatch?: (job: MatchJob, record: MatchRecord | undefined) => void;
}

export interface RunMatchesResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

/**
 * Plays every job not yet committed to the store: `concurrency` matches at a time (asynchronous agents such as
 * LLMs interleave; built-in agents run one match after another), each committed as soon as it finishes.
 */
export async function runMatches(
  jobs: readonly MatchJob[],
  options: RunMatchesOptions = {},
): Promise<RunMatchesResult> {
  const { store, runId, signal } = options;
  let played = 0;
  let skipped = 0;
  let interrupted = false;
  let next = 0;

  const playOne = async (job: MatchJob): Promise<void> => {
    const id = jobMatchId(job);
    if (store?.hasMatch(id)) {
      if (runId) store.linkMatch(runId, id, job.label);
      skipped++;
      options.onMatch?.(job, undefined);
      return;
    }
    const started = performance.now();
    const record = await playMatch({
      game: job.module.game,
      params: job.params,
      seed: job.seed,
      seats: job.seats.map((spec, seat) => {
        const experience = job.experience?.[seat];
        const match = { params: job.params, seed: job.seed, seat, players: job.seats.length, experience };
        const agent = createAgent(job.module, spec, match, options.models);
        return experience ? { spec, agent, experience: experience.hash } : { spec, agent };
      }),
      timeLimitMs: options.timeLimitMs,
      invalid: options.invalid,
      signal,
    });
    if (signal?.aborted && record.end.status === 'infra') {
      interrupted = true;
      return;
    }
    store?.commitMatch(record, { runId, label: job.label, durationMs: performance.now() - started });
    played++;
    options.onMatch?.(job, record);
  };

  const worker = async (): Promise<void> => {
    while (next < jobs.length && !interrupted) {
      // Built-in agents answer synchronously, so yield once per match to let signals (Ctrl-C) and progress bars run.
      await setImmediate();
      if (signal?.aborted) {
        interrupted = true;
        return;
      }
      const job = jobs[next++];
      if (job) await playOne(job);
    }
  };

  const workers = Math.max(1, Math.min(options.concurrency ?? 1, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { played, skipped, interrupted };
}
