// Plays match jobs in a child process, each job and record crossing as JSON text: the shape of a runner on another
// machine, and a check that a job carries everything its match needs.
import { type ChildProcess, fork } from 'node:child_process';

import { InfraError } from '../core/agent.js';
import type { MatchRecord } from '../core/match-record.js';
import { parseMatchRecord } from '../store/match-record-schema.js';
import { jobModule, type MatchJob } from './match-job.js';
import { playPool } from './play-pool.js';
import type { Runner, RunnerContext, RunnerResult } from './runner.js';

/** What the parent sends: a job to play (as JSON text), or a stop. */
export type ForkRequest =
  | {
      readonly type: 'play';
      readonly id: number;
      readonly job: string;
      readonly timeLimitMs?: number;
    }
  | { readonly type: 'abort' };

/** What the child answers for a job: its record as JSON text (null when stopped), or why it could not play it. */
export type ForkReply =
  | { readonly type: 'played'; readonly id: number; readonly record: string | null; readonly durationMs: number }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

export interface ForkRunnerOptions {
  /** Node options for the child, e.g. `['--import', 'tsx']` to run the TypeScript sources. */
  readonly execArgv?: readonly string[];
}

/** The child's entry: the compiled worker beside this file, or the TypeScript one when running from sources. */
function workerUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./fork-runner-worker.${extension}`, import.meta.url);
}

/** A runner in a child process, kept between runs until closed. */
export interface ForkRunner extends Runner {
  /** Ends the child process (a later run starts a new one). */
  close(): void;
}

/**
 * A runner that plays jobs in one forked child process (`concurrency` at a time), started on the first run and kept
 * until `close`; the child's agents get no model environment from this process (no shared response cache), so it
 * suits built-in and program agents best.
 */
export function forkRunner(options: ForkRunnerOptions = {}): ForkRunner {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (reply: ForkReply) => void; reject: (error: Error) => void }>();
  const start = (): ChildProcess => {
    const started = fork(workerUrl(), [], { execArgv: [...(options.execArgv ?? [])], serialization: 'json' });
    started.on('message', (reply: ForkReply) => waiting.get(reply.id)?.resolve(reply));
    started.on('exit', (code) => {
      child = undefined;
      for (const { reject } of waiting.values()) reject(new InfraError(`the runner's child process exited (${code})`));
    });
    return started;
  };
  const play = (job: MatchJob, context: RunnerContext): Promise<ForkReply> => {
    const id = nextId++;
    child ??= start();
    const target = child;
    return new Promise<ForkReply>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      target.send({
        type: 'play',
        id,
        job: JSON.stringify(job),
        timeLimitMs: context.timeLimitMs,
      });
    }).finally(() => waiting.delete(id));
  };
  return {
    async run(jobs: readonly MatchJob[], context: RunnerContext): Promise<RunnerResult> {
      for (const job of jobs) jobModule(job);
      const abort = (): void => {
        child?.send({ type: 'abort' } satisfies ForkRequest);
      };
      context.signal?.addEventListener('abort', abort, { once: true });
      try {
        return await playPool(jobs, context, async (job) => {
          const reply = await play(job, context);
          if (reply.type === 'failed')
            throw new InfraError(`the runner's child process failed a job: ${reply.message}`);
          return reply.record === null ? undefined : { record: readRecord(reply.record), durationMs: reply.durationMs };
        });
      } finally {
        context.signal?.removeEventListener('abort', abort);
      }
    },
    close(): void {
      if (child?.connected) child.disconnect();
      child = undefined;
    },
  };
}

/** A record sent back by the child, validated where it enters this process. */
function readRecord(text: string): MatchRecord {
  const parsed = parseMatchRecord(JSON.parse(text));
  if (!parsed.ok)
    throw new InfraError(`the runner's child process sent back a record that does not parse (${parsed.error})`);
  return parsed.record;
}
