// Plays match jobs in this process, a pool of `concurrency` matches at a time.
import { createAgent } from '../agents/registry.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch, type Seat } from '../core/play-match.js';
import { jobModule, type MatchJob } from './match-job.js';
import { playPool } from './play-pool.js';
import type { Runner, RunnerContext, RunnerResult } from './runner.js';
import { seatExperience } from './seat-experience.js';

/**
 * Plays one job in this process; resolves to undefined when the signal stopped it (the unfinished match is dropped).
 * Throws InfraError when the job's game is not registered here at the job's version.
 */
export async function playJob(
  job: MatchJob,
  context: Omit<RunnerContext, 'skip' | 'onPlayed'>,
  /** The specs agents are created from where they differ from the job's (a worker's copies of program directories). */
  agentSpecs: readonly string[] = job.seats,
): Promise<MatchRecord | undefined> {
  const module = jobModule(job);
  const seats: Seat[] = [];
  try {
    for (const [seat, spec] of job.seats.entries()) {
      const snapshot = job.experience?.[seat] ?? undefined;
      const experience = snapshot && seatExperience(module, spec, snapshot, context.models);
      const match = { params: job.params, seed: job.seed, seat, players: job.seats.length, experience };
      const agent = createAgent(module, agentSpecs[seat] ?? spec, match, context.models);
      seats.push(snapshot ? { spec, agent, experience: snapshot.hash } : { spec, agent });
    }
  } catch (error) {
    // The match never starts, so playMatch will not close the agents already seated: close them here.
    await Promise.allSettled(seats.map(async ({ agent }) => agent.close?.()));
    throw error;
  }
  const record = await playMatch({
    game: module.game,
    params: job.params,
    seed: job.seed,
    seats,
    timeLimitMs: context.timeLimitMs,
    ...(job.invalid ? { invalid: job.invalid } : {}),
    signal: context.signal,
  });
  return context.signal?.aborted && record.end.status === 'infra' ? undefined : record;
}

/**
 * Plays every job not skipped in this process: `concurrency` matches at a time (asynchronous agents such as LLMs
 * interleave; built-in agents run one match after another), each handed back as soon as it finishes.
 */
export const localRunner: Runner = {
  async run(jobs: readonly MatchJob[], context: RunnerContext): Promise<RunnerResult> {
    for (const job of jobs) jobModule(job);
    return playPool(jobs, context, async (job) => {
      const started = performance.now();
      const record = await playJob(job, context);
      return record && { record, durationMs: performance.now() - started };
    });
  },
};
