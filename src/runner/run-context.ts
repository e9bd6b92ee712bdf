// What every protocol and suite is given to run its matches: where they are stored and played, how they are stopped,
// the models' environment, and who hears of each match. One type, so the bags cannot drift apart.

import type { MatchRecord } from '../core/match-record.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { Store } from '../store/store.js';
import type { MatchJob } from './match-job.js';
import type { Runner } from './runner.js';

/** How a run's matches are played, stored and reported. */
export interface RunContext {
  readonly store?: Store;
  /** Links every match to this run in the store. */
  readonly runId?: string;
  /** Stops after the current step; the unfinished match is not stored, so re-running resumes from it. */
  readonly signal?: AbortSignal;
  /** Matches played at once (default 1); worth raising for agents that wait on a model server. */
  readonly concurrency?: number;
  /** Gives `llm:` agents the response cache and the endpoints' rate limiters (see createModel). */
  readonly models?: ModelEnvironment;
  /** Where the matches are played (default localRunner, in this process). */
  readonly runner?: Runner;
  /** Called after each match: `record` is undefined when it was already stored and skipped. */
  readonly onMatch?: (job: MatchJob, record: MatchRecord | undefined) => void;
}
