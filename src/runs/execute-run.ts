// One run lifecycle for every run command: the run id from the spec, the store and model environment, agent
// validation, start or resume, progress, Ctrl-C, the finish status, and where the results are and how to look at them.
import type { ModelEnvironment } from '../agents/llm/create-model.js';
import { validateAgentSpec } from '../agents/registry.js';
import { codeVersion } from '../cli/code-version.js';
import { modelEnvironment, openStore } from '../cli/home.js';
import { interruptOnSigint } from '../cli/interrupt.js';
import type { GameModule } from '../core/game-module.js';
import { hashJson } from '../core/json.js';
import type { MatchJob } from '../runner/match-job.js';
import { type RunMatchesResult, runMatches } from '../runner/run-matches.js';
import type { Store } from '../store/store.js';
import { type ProgressOptions, runProgress } from './run-progress.js';

/** What to run: a stored run of `kind` whose id hashes `spec`, playing `jobs` (built once the models are known). */
export interface RunPlan {
  /** Prefix of the run id, e.g. `episodes`. */
  readonly name: string;
  /** The stored run kind (what `latest` selects on). */
  readonly kind: string;
  /** Everything that identifies the run; its hash is the run id, so a re-run of the same spec resumes. */
  readonly spec: unknown;
  /** Agent specs to validate before anything is stored. */
  readonly agents: readonly { readonly module: GameModule; readonly spec: string }[];
  readonly jobs: () => readonly MatchJob[];
  readonly concurrency: number;
  /** Whether a report applies (`xparena report <id>` is then the next command). */
  readonly reportable?: boolean;
}

/** Where the run is stored and how it talks to the user. */
export interface RunContext {
  readonly home: string | undefined;
  /** The command line that resumes the run, printed on Ctrl-C. */
  readonly resume: string;
  /** Progress on stderr (default true). */
  readonly progress?: boolean;
  /** Keeps stdout for machine output: the run id and the closing lines go to stderr. */
  readonly json?: boolean;
  readonly progressOptions?: ProgressOptions;
  /** Replaces Ctrl-C handling (for tests): aborting it interrupts the run. */
  readonly signal?: AbortSignal;
}

/** A run that played to the end, with its store still open for the command to print from. */
export interface ExecutedRun {
  readonly runId: string;
  readonly store: Store;
  readonly models: ModelEnvironment;
  readonly resumed: boolean;
  readonly result: RunMatchesResult;
}

/**
 * Plays `plan` as a stored, resumable run and calls `print` with it once every match is stored; then prints where
 * the results are and the next command. Interrupted (Ctrl-C), it marks the run interrupted, prints the resume command
 * and sets exit code 130 without calling `print`.
 */
export async function executeRun(
  plan: RunPlan,
  context: RunContext,
  print: (run: ExecutedRun) => void | Promise<void>,
): Promise<void> {
  const runId = runIdOf(plan);
  const say = context.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
  const store = openStore(context.home);
  const interrupt = context.signal
    ? { signal: context.signal, dispose() {} }
    : interruptOnSigint(`finished matches are stored; resume with: ${context.resume}`);
  try {
    const models = modelEnvironment(store, context.home);
    for (const agent of plan.agents) validateAgentSpec(agent.module, agent.spec, models);
    const jobs = plan.jobs();
    const { resumed } = store.startRun({ id: runId, kind: plan.kind, spec: plan.spec, codeVersion: codeVersion() });
    say(`${resumed ? 'resuming' : 'starting'} run ${runId}: ${jobs.length} matches, store ${store.path}`);
    const progress = runProgress(jobs.length, context.progress ?? true, context.progressOptions);
    const result = await runMatches(jobs, {
      store,
      runId,
      models,
      concurrency: plan.concurrency,
      signal: interrupt.signal,
      onMatch: (job) => progress.tick(job.seats.join(' vs ')),
    });
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
    say(
      `results: run ${runId} in ${store.path}; look at them with ${next.map((command) => `\`${command}\``).join(', ')}`,
    );
  } finally {
    interrupt.dispose();
    store.close();
  }
}

/** The id of the run `plan` makes: its name and a hash of its spec, so the same spec resumes the same run. */
export function runIdOf(plan: Pick<RunPlan, 'name' | 'spec'>): string {
  return `${plan.name}-${hashJson(plan.spec, 12)}`;
}
