// The worker side of the queue (`xparena worker`): takes match jobs from Redis, plays each with the same `playJob` as
// a local run, and returns its record. It never writes a store; the coordinator (queue-runner.ts) commits.
import { hostname } from 'node:os';
import { type Job, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';

import { InfraError } from '../core/agent.js';
import type { MatchRecord } from '../core/match-record.js';
import type { ModelEnvironment } from '../model/create-model.js';
import { clusterLimiters } from './cluster-rate-limiter.js';
import { playJob } from './local-runner.js';
import { jobMatchId, jobModule } from './match-job.js';
import { parseMatchJob } from './match-job-schema.js';
import { type QueuedMatch, type QueueResult, queueJobId } from './queued-match.js';
import { localSeatSpecs } from './queued-programs.js';
import { matchQueueName, redisConnection } from './redis-connection.js';
import { reportStatus } from './worker-status.js';

export interface QueueWorkerOptions {
  readonly redis: string;
  /** This worker's xparena version: it refuses a job queued by another. */
  readonly codeVersion: string;
  /** Matches played at once (default 1). */
  readonly concurrency?: number;
  /**
   * Models' environment for `llm:` agents (keys come from this process's environment). Its endpoints' rate limits are
   * held across every worker on the same Redis unless it brings limiters of its own.
   */
  readonly models?: ModelEnvironment;
  /**
   * How long a worker's hold on a job lasts without renewal (default 30 s): a worker killed mid-match loses its jobs
   * to others this long after it stopped renewing.
   */
  readonly lockMs?: number;
  /** Redis key prefix of the queue (default BullMQ's `bull`); the coordinator must use the same. */
  readonly prefix?: string;
  /** The games this worker plays (default: all); a job of another game goes back to the queue for other workers. */
  readonly games?: readonly string[];
  /** Hears each played match, and each refused or failed job. */
  readonly onPlayed?: (record: MatchRecord, durationMs: number) => void;
  readonly onFailed?: (jobId: string, message: string) => void;
}

/** Workers started by this process so far: the last part of each one's name. */
let started = 0;

/** A started worker: its name (in results, refusals and `xparena workers`), the BullMQ worker, and its stop. */
export interface QueueWorker {
  readonly name: string;
  readonly worker: Worker<QueuedMatch, QueueResult>;
  /** Milliseconds since this worker last played a match (or started), 0 while it plays one. */
  idleMs(): number;
  /** Lets the matches in play finish, then stops taking jobs and leaves `xparena workers`' list. */
  close(): Promise<void>;
}

/** Starts a worker on the match queue; it runs until closed. */
export function startQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const name = `${hostname()}:${process.pid}/${++started}`;
  const lockMs = options.lockMs ?? 30_000;
  const concurrency = options.concurrency ?? 1;
  const status = reportStatus(options.redis, options.prefix ?? 'bull', {
    name,
    version: options.codeVersion,
    concurrency,
    startedAt: new Date().toISOString(),
    active: [],
    played: 0,
    failed: 0,
    lastPlayedAt: null,
  });
  const shared = options.models?.limiters ? undefined : clusterLimiters(options.redis, options.prefix);
  const models: ModelEnvironment = { ...options.models, ...(shared ? { limiters: shared.limiters } : {}) };
  let playing = 0;
  let idleSince = Date.now();
  // Created when a job first brings programs, for fetching their files.
  let programClient: Redis | undefined;
  const client = () => {
    programClient ??= new Redis(options.redis, { maxRetriesPerRequest: null }).on('error', () => {});
    return programClient;
  };
  const play = async (job: Job<QueuedMatch, QueueResult>, token?: string): Promise<QueueResult> => {
    if (options.games && !options.games.includes(job.name)) return passOn(job, token);
    const id = job.id ?? '?';
    playing++;
    status.update((now) => ({ ...now, active: [...now.active, id] }));
    try {
      const result = await playQueued(job, { name, models, client }, options);
      status.update((now) => ({ ...now, played: now.played + 1, lastPlayedAt: new Date().toISOString() }));
      return result;
    } finally {
      playing--;
      idleSince = Date.now();
      status.update((now) => ({ ...now, active: now.active.filter((active) => active !== id) }));
    }
  };
  const worker = new Worker<QueuedMatch, QueueResult>(matchQueueName, play, {
    connection: redisConnection(options.redis),
    concurrency,
    lockDuration: lockMs,
    // Every few seconds, this worker takes back the jobs of workers whose hold ran out (they died); a job whose
    // worker died three times fails, so a match that kills its worker cannot loop for ever.
    stalledInterval: Math.min(lockMs, 5000),
    maxStalledCount: 2,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  worker.on('failed', (job, error) => {
    status.update((now) => ({ ...now, failed: now.failed + 1 }));
    options.onFailed?.(job?.id ?? '?', error.message);
  });
  return {
    name,
    worker,
    idleMs: () => (playing > 0 ? 0 : Date.now() - idleSince),
    async close() {
      await worker.close();
      programClient?.disconnect();
      await status.stop();
      shared?.close();
    },
  };
}

/** How long a worker that passed a job on keeps from taking jobs (at least; up to twice as long, at random). */
const passOnPauseMs = 250;

/**
 * Puts a job back for other workers (one queue holds every game's jobs, so a worker with `games` sees the others' too):
 * back in the waiting list at once, not counted as a try, and then this worker pauses a moment so that an idle worker
 * of the job's game takes it first. (Delaying the job instead let the passing worker win every race for it when it
 * came due, so a job could bounce between them for a minute.)
 */
async function passOn(job: Job<QueuedMatch, QueueResult>, token: string | undefined): Promise<never> {
  await job.moveToWait(token);
  await new Promise((resolve) => setTimeout(resolve, passOnPauseMs * (1 + Math.random())));
  throw new WaitingError();
}

/**
 * Plays one queued match. A job this worker must not play (another xparena version, a game it lacks or has at another
 * version) fails at once and for good, named by this worker; a match that ends in infrastructure failure throws,
 * so BullMQ tries it again with backoff. A model or program fault is a result like any other.
 */
async function playQueued(
  job: Job<QueuedMatch, QueueResult>,
  {
    name: workerName,
    models,
    client,
  }: { readonly name: string; readonly models: ModelEnvironment; readonly client: () => Redis },
  options: QueueWorkerOptions,
): Promise<QueueResult> {
  const data = job.data;
  if (data.codeVersion !== options.codeVersion) {
    throw new UnrecoverableError(
      `worker ${workerName} refused it: the worker runs xparena ${options.codeVersion}, the job was queued by ${data.codeVersion}`,
    );
  }
  const matchJob = parseMatchJob(data.job);
  try {
    jobModule(matchJob);
  } catch (error) {
    throw new UnrecoverableError(`worker ${workerName} refused it: ${(error as Error).message}`);
  }
  if (queueJobId(jobMatchId(matchJob)) !== job.id)
    throw new UnrecoverableError(`worker ${workerName} refused it: job id ${job.id} is not its match's id`);
  const specs = data.programs
    ? await localSeatSpecs(matchJob, data.programs, client(), options.prefix ?? 'bull')
    : undefined;
  const started = performance.now();
  const record = await playJob(
    matchJob,
    {
      ...(data.timeLimitMs === undefined ? {} : { timeLimitMs: data.timeLimitMs }),
      models,
    },
    specs,
  );
  if (!record) throw new InfraError('the match was stopped before it finished');
  if (record.end.status === 'infra')
    throw new InfraError(`infrastructure failure: ${record.end.message ?? 'no message'}`);
  const durationMs = performance.now() - started;
  options.onPlayed?.(record, durationMs);
  return { record: JSON.stringify(record), durationMs, worker: workerName };
}
