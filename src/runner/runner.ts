// Where matches are played is a choice behind one interface: this process (localRunner), a child process, or later a
// queue of workers on other machines. The caller keeps the store: it says which jobs are done and commits each record.

import type { MatchRecord } from '../core/match-record.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { MatchJob } from './match-job.js';

/** How a runner plays its jobs, and the caller's hooks for what is already done and what was just played. */
export interface RunnerContext {
  /** Stops after the current step; an unfinished match is not handed back, so re-running resumes from it. */
  readonly signal?: AbortSignal;
  readonly timeLimitMs?: number;
  /** Matches played at once (default 1); worth raising for agents that wait on a model server. */
  readonly concurrency?: number;
  /** Gives `llm:` agents the response cache and limits (see createModel). */
  readonly models?: ModelEnvironment;
  /** Asked in job order as each job comes up: true when its match is already stored, so the runner skips it. */
  readonly skip?: (job: MatchJob) => boolean;
  /** Receives each played record as soon as it finishes, with how long it took (the caller commits it). */
  readonly onPlayed: (job: MatchJob, record: MatchRecord, durationMs: number) => void;
}

/** How many jobs a runner played and skipped, and whether the signal stopped it before the end. */
export interface RunnerResult {
  readonly played: number;
  readonly skipped: number;
  readonly interrupted: boolean;
}

/** Plays match jobs; refuses (with InfraError, before playing any) a job whose game it cannot play as scheduled. */
export interface Runner {
  run(jobs: readonly MatchJob[], context: RunnerContext): Promise<RunnerResult>;
}
