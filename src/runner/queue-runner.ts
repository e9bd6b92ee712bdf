// Plays match jobs on workers anywhere through a BullMQ queue on Redis (`xparena worker`, queue-worker.ts). The
// coordinator keeps the store: it queues the jobs not yet stored, commits each record as its result arrives, and
// removes the job from Redis once committed. Workers never touch the store.
import { randomUUID } from 'node:crypto';
import { type Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';

import { InfraError } from '../core/agent.js';
import type { MatchRecord } from '../core/match-record.js';
import { parseMatchRecord } from '../store/match-record-schema.js';
import { jobMatchId, jobModule, type MatchJob } from './match-job.js';
import { type QueuedMatch, type QueueResult, queueJobId } from './queued-match.js';
import { QueuedPrograms } from './queued-programs.js';
import { matchQueueName, redisConnection } from './redis-connection.js';
import type { Runner, RunnerContext, RunnerResult } from './runner.js';

export interface QueueRunnerOptions {
  /** The Redis server, e.g. `redis://127.0.0.1:6379`. */
  readonly redis: string;
  /** The coordinator's xparena version: a worker running another refuses the jobs. */
  readonly codeVersion: string;
  /** Tries per job when a worker fails for infrastructure reasons (default 3), with exponential backoff from 1 s. */
  readonly attempts?: number;
  /** Redis key prefix of the queue (default BullMQ's `bull`); workers must use the same. */
  readonly prefix?: string;
  /** How long the first connection to Redis may take before the run stops (default 10 s). */
  readonly connectTimeoutMs?: number;
}

/** A runner on a Redis queue; `close` ends its Redis connections. */
export interface QueueRunner extends Runner {
  close(): Promise<void>;
}

/**
 * A runner whose matches are played by `xparena worker` processes on a BullMQ queue. A job's id is its match id, so
 * a job queued twice (a resumed run) is played once; a result that arrived while no coordinator was listening is
 * collected by the next run. A worker killed mid-match loses its lock and another plays the match again.
 */
export function queueRunner(options: QueueRunnerOptions): QueueRunner {
  const connection = redisConnection(options.redis);
  const shared = { connection, ...(options.prefix ? { prefix: options.prefix } : {}) };
  let queue: Queue<QueuedMatch, QueueResult> | undefined;
  let events: QueueEvents | undefined;
  const programs = new QueuedPrograms();
  // Created when a run first queues a program seat, for putting programs into Redis.
  let programClient: Redis | undefined;
  const client = () => {
    programClient ??= new Redis(options.redis, { maxRetriesPerRequest: null }).on('error', () => {});
    return programClient;
  };

  return {
    async run(jobs: readonly MatchJob[], context: RunnerContext): Promise<RunnerResult> {
      // Refuse a job this coordinator cannot schedule before queuing any (as every runner does).
      for (const job of jobs) jobModule(job);
      let skipped = 0;
      const todo: MatchJob[] = [];
      for (const job of jobs) {
        if (context.skip?.(job)) skipped++;
        else todo.push(job);
      }
      if (todo.length === 0) return { played: 0, skipped, interrupted: false };
      if (!queue || !events) {
        await reachable(options);
        queue = new Queue(matchQueueName, shared);
        events = new QueueEvents(matchQueueName, shared);
        await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
      }

      // A Redis that restarts without persistence comes back without the queue: queue what is still out again. The
      // watch marks Redis before anything is queued, so any loss of the queue is a loss of the mark too.
      const requeue = queue;
      const collected = new Set<string>();
      const watch = await watchForLoss(options, async () => {
        await enqueue(
          requeue,
          todo.filter((job) => !collected.has(jobMatchId(job))),
          { context, options, programs, client },
        );
      });
      const queued = await enqueue(queue, todo, { context, options, programs, client }).catch((error: unknown) => {
        watch.stop();
        throw error;
      });
      const listening = events;
      let played = 0;
      // Stops collecting results on Ctrl-C, or once one job has failed (that failure ends the run).
      const halt = new AbortController();
      const halted = new Promise<'halted'>((resolve) => halt.signal.addEventListener('abort', () => resolve('halted')));
      const onAbort = () => halt.abort();
      if (context.signal?.aborted) halt.abort();
      context.signal?.addEventListener('abort', onAbort, { once: true });
      const collect = async ({ job, queuedJob }: (typeof queued)[number]): Promise<void> => {
        try {
          const result = await Promise.race([finished(queuedJob, listening), halted]);
          if (result === 'halted' || halt.signal.aborted) return;
          collected.add(jobMatchId(job));
          context.onPlayed(job, readRecord(result.record, job), result.durationMs);
          played++;
          // Committed: the job's copy of the record in Redis is no longer needed.
          await queuedJob.remove().catch(() => {});
        } catch (error) {
          halt.abort();
          throw error;
        }
      };
      const results = await Promise.allSettled(queued.map(collect)).finally(() => {
        watch.stop();
        context.signal?.removeEventListener('abort', onAbort);
      });
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      return { played, skipped, interrupted: context.signal?.aborted === true };
    },
    async close(): Promise<void> {
      await Promise.allSettled([queue?.close(), events?.close()]);
      programClient?.disconnect();
      queue = undefined;
      events = undefined;
      programClient = undefined;
    },
  };
}

/**
 * Queues `todo` (an existing job of the same id is kept, not duplicated), with the programs its seats play put into
 * Redis first, and returns each with its queued job; a job left failed by an earlier run (refused, or out of tries) is
 * tried again.
 */
async function enqueue(
  queue: Queue<QueuedMatch, QueueResult>,
  todo: readonly MatchJob[],
  {
    context,
    options,
    programs,
    client,
  }: {
    readonly context: RunnerContext;
    readonly options: QueueRunnerOptions;
    readonly programs: QueuedPrograms;
    readonly client: () => Redis;
  },
): Promise<{ job: MatchJob; queuedJob: Job<QueuedMatch, QueueResult> }[]> {
  const seatPrograms = programs.seatPrograms(todo);
  const hashes = seatPrograms.flatMap((seats) => seats ?? []).filter((hash) => hash !== null);
  if (hashes.length > 0) await programs.upload(client(), options.prefix ?? 'bull', hashes);
  const added = await queue.addBulk(
    todo.map((job, index) => ({
      name: job.game,
      data: {
        job: JSON.stringify(job),
        codeVersion: options.codeVersion,
        ...(context.timeLimitMs === undefined ? {} : { timeLimitMs: context.timeLimitMs }),
        ...(seatPrograms[index] ? { programs: seatPrograms[index] } : {}),
      },
      opts: {
        jobId: queueJobId(jobMatchId(job)),
        attempts: options.attempts ?? 3,
        backoff: { type: 'exponential', delay: 1000 },
      },
    })),
  );
  return Promise.all(
    added.map(async (queuedJob, index) => {
      if ((await queuedJob.getState()) === 'failed') await queuedJob.retry('failed');
      return { job: todo[index] as MatchJob, queuedJob };
    }),
  );
}

/**
 * Resolves once Redis answers a PING; InfraError when it does not within the connect timeout. Checked with a client of
 * its own before the queue's, whose connections wait for a server for ever (as a run does for one that restarts).
 */
async function reachable(options: QueueRunnerOptions): Promise<void> {
  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  const client = new Redis(options.redis, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new InfraError(
      `cannot reach Redis at ${options.redis} (${messageOf(error)}): start it, or give --queue another server`,
    );
  } finally {
    client.disconnect();
  }
}

/** How often the coordinator checks that Redis still holds its queue. */
const lossCheckMs = 1000;

/**
 * Calls `lost` each time Redis is found without a marker key this coordinator keeps there: the server restarted
 * without persistence (or was flushed) and the queued jobs are gone. Checks are skipped while one is in flight, so an
 * unreachable server does not pile them up.
 */
async function watchForLoss(options: QueueRunnerOptions, lost: () => Promise<void>): Promise<{ stop(): void }> {
  const client = new Redis(options.redis, { maxRetriesPerRequest: null });
  client.on('error', () => {});
  const key = `${options.prefix ?? 'bull'}:xparena-coordinator:${randomUUID()}`;
  // The mark expires a minute after the last check, so a coordinator that died leaves nothing behind for long.
  const mark = () => client.set(key, '1', 'PX', 60 * lossCheckMs);
  await mark();
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void (async () => {
      if ((await client.exists(key)) === 0) await lost();
      await mark();
    })()
      .catch(() => {})
      .finally(() => {
        checking = false;
      });
  }, lossCheckMs);
  return {
    stop() {
      clearInterval(timer);
      client.disconnect();
    },
  };
}

/** The job's result once a worker has played it; InfraError when it failed on every try or was refused. */
async function finished(queuedJob: Job<QueuedMatch, QueueResult>, events: QueueEvents): Promise<QueueResult> {
  try {
    return await queuedJob.waitUntilFinished(events);
  } catch (error) {
    throw new InfraError(`match ${queuedJob.id} failed on the workers: ${messageOf(error)}`);
  }
}

/** A record sent back by a worker, validated where it enters this process and checked to be the job's match. */
function readRecord(text: string, job: MatchJob): MatchRecord {
  const parsed = parseMatchRecord(JSON.parse(text));
  if (!parsed.ok) throw new InfraError(`a worker sent back a record that does not parse (${parsed.error})`);
  if (parsed.record.id !== jobMatchId(job))
    throw new InfraError(`a worker sent back match ${parsed.record.id} for job ${jobMatchId(job)}`);
  return parsed.record;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
