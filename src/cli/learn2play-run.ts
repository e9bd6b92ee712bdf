// `xparena run learn2play …`: the Learn2Play suite as one stored, resumable run, its results table after the run, and
// the report `xparena report` writes for such a run.
import type { Command } from 'commander';
import { finiteOrNull } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { type Learn2PlayRecord, learn2playEpisodes } from '../measure/learn2play-episodes.js';
import { type Learn2PlayMetrics, learn2playMetrics } from '../measure/learn2play-metrics.js';
import { hiddenRulesOf, learn2playGameInfo } from '../protocols/learn2play.js';
import {
  type Learn2PlayFlags,
  type Learn2PlayRunSpec,
  learn2playMatchCount,
  learn2playRulesets,
  parseLearn2PlaySpec,
  runLearn2Play,
} from '../protocols/suites/learn2play-suite.js';
import { type HumanMatch, humanBaselines } from '../report/human-baselines.js';
import {
  learn2playCostTable,
  learn2playDocuments,
  learn2playFigures,
  learn2playResultsTable,
} from '../report/learn2play-report.js';
import { type LearningCost, learningCosts } from '../report/learning-cost.js';
import { type ReportFormat, type WrittenReport, writeReport } from '../report/report-files.js';
import { formatTable } from '../report/table.js';
import { executeRun, type RunPlan } from '../runs/execute-run.js';
import { learn2playRecords } from '../runs/run-labels.js';
import { assertWritableFolder } from './output-path.js';
import { flagName, runFlagsContext } from './run-flags.js';

/** The flags of `xparena run` that Learn2Play reads; the others belong to other suites and are refused. */
export interface Learn2PlayRunFlags extends Learn2PlayFlags {
  readonly concurrency?: number;
  readonly json?: boolean;
  readonly progress?: boolean;
  /** A Redis URL: the matches are played by `xparena worker` processes. */
  readonly queue?: string;
}

/** A stored run's metrics; the games are read from the registry (a game no longer registered is a UsageError). */
export function learn2playRunMetrics(
  records: readonly Learn2PlayRecord[],
  options: { readonly bootstrap?: number; readonly seed?: number } = {},
): Learn2PlayMetrics {
  return learn2playMetrics(learn2playEpisodes(records), (game) => learn2playGameInfo(findGame(game)), options);
}

/** `xparena run learn2play`: validates the flags, plays (or resumes) the run and prints the results table. */
export async function runLearn2PlayCommand(
  flags: Learn2PlayRunFlags,
  /** Flags of other suites the user gave (camel case), refused here. */
  refused: readonly string[],
  command: Command,
): Promise<void> {
  if (refused.length > 0)
    throw new UsageError(`learn2play takes no ${refused.map(flagName).join(', ')} (flags of other suites)`);
  if (flags.episodes === 0) throw new UsageError('--episodes must be at least 1 for learn2play');
  const spec = parseLearn2PlaySpec(flags);
  const plan = learn2playPlan(spec, flags.concurrency);
  const context = runFlagsContext(command, flags);
  await executeRun(plan, context, ({ runId, store, result }) => {
    const metrics = learn2playRunMetrics(learn2playRecords(store, runId));
    const learning = learningCosts(store.listExperienceSnapshotInfo(runId));
    if (flags.json) {
      const { games, aggregate, bootstrap, seed, level } = metrics;
      const intervals = { bootstrap, seed, level };
      const rulesets = learn2playRulesets(spec, { store, runId });
      const document = { run: runId, spec, ...result, rulesets, games, aggregate, intervals, learning };
      console.log(JSON.stringify(document, finiteOrNull, 2));
      return;
    }
    console.log(`played ${result.played}, already stored ${result.skipped}\n`);
    if (spec.rulesets === 'fresh') {
      const drawn = Object.entries(learn2playRulesets(spec, { store, runId })).map(
        ([game, list]) => `${game} ${list.join(', ')}`,
      );
      console.log(`Fresh rules (ruleset per trial): ${drawn.join('; ')}\n`);
    }
    const header = { runId, agent: spec.agent, experience: spec.experience, learning };
    // The results and the cost per episode; the report adds per-trial scores, behaviour and the curves.
    for (const table of [learn2playResultsTable(metrics), learn2playCostTable(header, metrics)])
      console.log(`${table.title}:\n${formatTable(table.headers, table.rows)}\n${table.note}\n`);
    console.log(`\nrun ${runId}`);
    console.log(`Report: xparena report ${runId}`);
  });
}

/** The stored run of `spec` (`xparena run learn2play` or one cell of a suite file); `trialsAtOnce` is not its identity. */
export function learn2playPlan(spec: Learn2PlayRunSpec, trialsAtOnce?: number): RunPlan {
  const modules = spec.games.map(findGame);
  return {
    name: 'learn2play',
    kind: 'learn2play',
    spec,
    agents: modules.flatMap((module) => [
      { module, spec: spec.agent },
      { module, spec: hiddenRulesOf(module).solver, what: `${module.game.id}'s reference solver` },
    ]),
    experiences: modules.map((module) => ({
      module,
      agent: spec.agent,
      experience: createExperience(spec.experience),
    })),
    reportable: true,
    breakdown: `${spec.agent} with ${spec.experience} experience, ${spec.games.length} game(s) × ${spec.trials} trial(s)${spec.rulesets === 'fresh' ? ' on fresh rules' : ''}, agent and solver: `,
    prepare: () => ({
      matches: learn2playMatchCount(spec),
      play: ({ store, runId, models, signal, onMatch, runner }) =>
        runLearn2Play(spec, {
          store,
          runId,
          models,
          signal,
          runner,
          trialsAtOnce,
          onMatch: (job) => onMatch(`${job.game} ${job.label?.type === 'learn2play' ? job.label.role : ''}`),
        }),
    }),
  };
}

/** Writes a Learn2Play run's report and figures to `dir`; returns what to print. */
export async function writeLearn2PlayReport(
  run: {
    readonly runId: string;
    readonly spec: Learn2PlayRunSpec;
    readonly records: readonly Learn2PlayRecord[];
    readonly costs: readonly LearningCost[];
    /** People's matches of the run's games on the play page. */
    readonly humans: readonly HumanMatch[];
  },
  dir: string,
  options: {
    readonly format: ReportFormat;
    readonly bootstrap: number;
    readonly seed: number;
    readonly plots: boolean;
  },
): Promise<WrittenReport & { printed: string }> {
  if (run.records.length === 0)
    throw new UsageError(
      `run ${run.runId} holds no Learn2Play episodes yet: resume it with \`xparena run learn2play\``,
    );
  assertWritableFolder(dir, '--out');
  const metrics = learn2playRunMetrics(run.records, { bootstrap: options.bootstrap, seed: options.seed });
  const figures = options.plots ? await learn2playFigures(metrics) : [];
  const humans = await humanBaselines(run.humans, { bootstrap: options.bootstrap, seed: options.seed });
  const header = {
    runId: run.runId,
    agent: run.spec.agent,
    experience: run.spec.experience,
    learning: run.costs,
    humans,
  };
  const documents = learn2playDocuments(header, metrics, figures);
  const written = writeReport(dir, options.format, documents, figures);
  return { printed: options.format === 'json' ? documents.json() : documents.markdown, ...written };
}
