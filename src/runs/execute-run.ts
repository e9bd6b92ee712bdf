// One run lifecycle for every run command: the run id from the spec, the store and model environment, agent
// validation, start or resume, progress, Ctrl-C, the finish status, and where the results are and how to look at them.

import { validateAgentSpec } from '../agents/registry.js';
import { InfraError } from '../core/agent.js';
import { codeVersion } from '../core/code-version.js';
import type { GameModule } from '../core/game-module.js';
import { hashJson } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { type Experience, learningTools } from '../experience/experience.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { EndpointLimiters } from '../model/rate-limiter.js';
import { experienceEmbedder, experienceModel } from '../runner/experience-model.js';
import type { MatchJob } from '../runner/match-job.js';
import { type RunMatchesResult, runMatches } from '../runner/run-matches.js';
import type { Runner } from '../runner/runner.js';
import type { Store } from '../store/store.js';
import { modelEnvironment, openStore } from './home.js';
import { interruptOnSigint } from './interrupt-on-sigint.js';
import { type ProgressOptions, runProgress } from './run-progress.js';

/** What to run: a stored run of `kind` whose id hashes `spec`, played as `prepare` says. */
export interface RunPlan<T extends RunMatchesResult = RunMatchesResult> {
  /** Prefix of the run id, e.g. `episodes`. */
  readonly name: string;
  /** The stored run kind (what `latest` selects on). */
  readonly kind: string;
  /** Everything that identifies the run; its hash is the run id, so a re-run of the same spec resumes. */
  readonly spec: unknown;
  /** Agent specs to validate before anything is stored. */
  readonly agents: readonly {
    readonly module: GameModule;
    readonly spec: string;
    /** Names the agent in an error, e.g. `checkpoint [0] (base)`. */
    readonly what?: string;
  }[];
  /**
   * The experiences the run's agents learn with: each gets its model (its own or the agent's) checked like the
   * agents' models, and one that learns with a model but has none is refused, before anything is stored.
   */
  readonly experiences?: readonly {
    readonly module: GameModule;
    readonly agent: string;
    readonly experience: Experience;
  }[];
  /** The run's matches, built once the agents are valid. */
  readonly prepare: () => RunPlay<T>;
  /** Whether a report applies (`xparena report <id>` is then the next command). */
  readonly reportable?: boolean;
  /** What the run counts (default `matches`). */
  readonly unit?: string;
  /** Printed before the match count, e.g. `2 evolving × 3 anchors × 4 rounds = `. */
  readonly breakdown?: string;
}

/** How many matches a run holds and how to play those not yet stored. */
export interface RunPlay<T extends RunMatchesResult> {
  readonly matches: number;
  play(session: RunSession): Promise<T>;
}

/** What playing a run may use: its store and id, the model environment, the interrupt and the progress counter. */
export interface RunSession {
  readonly store: Store;
  readonly runId: string;
  readonly models: ModelEnvironment;
  readonly signal: AbortSignal;
  /** Counts one finished (or already stored) match. */
  readonly onMatch: (label: string) => void;
  /** Where the matches are played: workers on a Redis queue with `--queue`, else this process. */
  readonly runner?: Runner;
}

/** Plays `jobs`, `concurrency` at a time: the play of most runs. */
export function playJobs(jobs: readonly MatchJob[], concurrency: number): RunPlay<RunMatchesResult> {
  return {
    matches: jobs.length,
    play: ({ store, runId, models, signal, onMatch, runner }) =>
      runMatches(jobs, {
        store,
        runId,
        models,
        concurrency,
        signal,
        runner,
        onMatch: (job) => onMatch(job.seats.join(' vs ')),
      }),
  };
}

/** Where the run is stored and how it talks to the user. */
export interface RunContext {
  readonly home: string | undefined;
  /** The command line that resumes the run, printed on Ctrl-C. */
  readonly resume: string;
  /** Progress on stderr (default true). */
  readonly progress?: boolean;
  /** Keeps stdout for the command's JSON document: the opening and closing lines are left out. */
  readonly json?: boolean;
  readonly progressOptions?: ProgressOptions;
  /** Replaces Ctrl-C handling (for tests): aborting it interrupts the run. */
  readonly signal?: AbortSignal;
  /** A Redis URL: the matches are played by `xparena worker` processes on its queue (`--queue`). */
  readonly queue?: string;
}

/** A run that played to the end, with its store still open for the command to print from. */
export interface ExecutedRun<T extends RunMatchesResult = RunMatchesResult> {
  readonly runId: string;
  readonly store: Store;
  readonly models: ModelEnvironment;
  readonly resumed: boolean;
  readonly result: T;
}

/**
 * Plays `plan` as a stored, resumable run and calls `print` with it once every match is stored; then prints where
 * the results are and the next command. Interrupted (Ctrl-C), it marks the run interrupted, prints the resume command
 * and sets exit code 130 without calling `print`.
 */
export async function executeRun<T extends RunMatchesResult>(
  plan: RunPlan<T>,
  context: RunContext,
  print: (run: ExecutedRun<T>) => void | Promise<void>,
): Promise<void> {
  const runId = runIdOf(plan);
  // With --json, stdout is the JSON document alone (it carries the run id) and these lines are left out.
  const say = context.json ? () => {} : (line: string) => console.log(line);
  const store = openStore(context.home);
  const interrupt = context.signal
    ? { signal: context.signal, dispose() {} }
    : interruptOnSigint(`finished matches are stored; resume with: ${context.resume}`);
  let queue: Awaited<ReturnType<typeof startQueue>> | undefined;
  try {
    queue = context.queue ? await startQueue(context.queue) : undefined;
    const models = { ...modelEnvironment(store, context.home), ...(queue ? { limiters: queue.limiters } : {}) };
    for (const agent of plan.agents) validateAgent(agent, models);
    // Creating a model checks its provider, key and options without calling the provider.
    for (const { module, agent, experience } of plan.experiences ?? []) {
      experienceEmbedder(experience.embed, models);
      learningTools(experience, experienceModel(module, agent, experience.model, models));
    }
    const play = plan.prepare();
    const { resumed } = store.startRun({ id: runId, kind: plan.kind, spec: plan.spec, codeVersion: codeVersion() });
    say(
      `${resumed ? 'resuming' : 'starting'} run ${runId}: ${plan.breakdown ?? ''}${play.matches} ${plan.unit ?? 'matches'}, store ${store.path}`,
    );
    const progress = runProgress(play.matches, context.progress ?? true, {
      ...(plan.unit ? { unit: plan.unit } : {}),
      ...context.progressOptions,
    });
    let result: T;
    const runner = queue?.runner;
    try {
      result = await play.play({
        store,
        runId,
        models,
        signal: interrupt.signal,
        onMatch: progress.tick,
        runner,
      });
    } catch (error) {
      progress.stop();
      if (!(error instanceof InfraError)) throw error;
      // A provider that stays down while an experience learns stops the run, as Ctrl-C does: nothing is lost.
      store.finishRun(runId, 'interrupted');
      console.error(
        `run ${runId} stopped by an infrastructure failure (${error.message}); finished matches and learned steps are stored; resume with: ${context.resume}`,
      );
      process.exitCode = 75;
      return;
    }
    progress.stop();
    store.finishRun(runId, result.interrupted ? 'interrupted' : 'finished');
    if (result.interrupted) {
      console.error(`run ${runId} interrupted after ${result.played} new matches; resume with: ${context.resume}`);
      process.exitCode = 130;
      return;
    }
    await print({ runId, store, models, resumed, result });
    const next = [
      `xparena matches --run ${runId}`,
      ...(plan.reportable ? [`xparena report ${runId}`] : []),
      'xparena view',
    ];
    say(`results: run ${runId} in ${store.path}`);
    say(`next: ${next.join(' · ')}`);
  } finally {
    await queue?.close();
    interrupt.dispose();
    store.close();
  }
}

/**
 * What a run given `--queue` plays through: the queue runner on `redis`, and the model limiters the workers share (so
 * the coordinator's own model calls, e.g. an experience learning, count against the same limits). Loaded only then:
 * BullMQ and ioredis are not needed otherwise.
 */
async function startQueue(
  redis: string,
): Promise<{ runner: Runner; limiters: EndpointLimiters; close(): Promise<void> }> {
  const [{ queueRunner }, { clusterLimiters }] = await Promise.all([
    import('../runner/queue-runner.js'),
    import('../runner/cluster-rate-limiter.js'),
  ]);
  const runner = queueRunner({ redis, codeVersion: codeVersion() });
  const shared = clusterLimiters(redis);
  return {
    runner,
    limiters: shared.limiters,
    async close() {
      await runner.close();
      shared.close();
    },
  };
}

/** The id of the run `plan` makes: its name and a hash of its spec, so the same spec resumes the same run. */
export function runIdOf(plan: Pick<RunPlan, 'name' | 'spec'>): string {
  return `${plan.name}-${hashJson(plan.spec, 12)}`;
}

function validateAgent(agent: RunPlan['agents'][number], models: ModelEnvironment): void {
  try {
    validateAgentSpec(agent.module, agent.spec, models);
  } catch (error) {
    if (!(error instanceof UsageError) || agent.what === undefined) throw error;
    throw new UsageError(`${agent.what}: ${error.message}`);
  }
}
