// `xparena run s3gym --pathway training --checkpoints checkpoints.yaml`: the training pathway's evaluation — served
// fine-tuning checkpoints on the strict configs, the same seeds at every epoch — as one resumable run and a curve.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { scoreUnit } from '../games/score-unit.js';
import { learningMetrics, type PathwayCurve } from '../measure/learning-metrics.js';
import { learningTrials } from '../measure/learning-trials.js';
import type { EpochScores } from '../protocols/checkpoint-evaluation.js';
import {
  parseCheckpoints,
  runS3gymTraining,
  type S3gymTrainingResult,
  type S3gymTrainingSpec,
  s3gymTrainingEpisodeCount,
  s3gymTrainingIdentity,
  s3gymTrainingSpec,
} from '../protocols/suites/s3gym-training.js';
import { agentFigures } from '../report/agent-figures.js';
import { fixed, formatTable } from '../report/table.js';
import { executeRun, type RunPlan } from '../runs/execute-run.js';
import { labelledRecords } from '../runs/run-labels.js';
import { runFlagsContext } from './run-flags.js';

/** The `xparena run` flags the training pathway reads (the others belong to the exploring pathways). */
export interface TrainingFlags {
  queue?: string;
  pathway?: string;
  checkpoints?: string;
  games?: string;
  evalEpisodes?: number;
  seed?: number;
  concurrency?: number;
  json?: boolean;
  progress?: boolean;
}

const trainingFlagNames = new Set([
  'pathway',
  'checkpoints',
  'games',
  'evalEpisodes',
  'seed',
  'concurrency',
  'json',
  'progress',
]);

/** The run's spec from the command line: the checkpoints file and the suite flags the training pathway uses. */
export function trainingSpecFrom(target: string, flags: TrainingFlags, command: Command): S3gymTrainingSpec {
  if (flags.pathway !== 'training')
    throw new UsageError(
      `--pathway must be training, got '${flags.pathway ?? ''}' (choose the other pathways with --experience)`,
    );
  if (target !== 's3gym') throw new UsageError(`--pathway training runs the s3gym suite: write \`xparena run s3gym\``);
  if (!flags.checkpoints)
    throw new UsageError('--pathway training needs --checkpoints <file>: a YAML list of served checkpoints');
  const typed = command.options
    .filter((option) => {
      const name = option.attributeName();
      return command.getOptionValueSource(name) === 'cli' && !trainingFlagNames.has(name);
    })
    .map((option) => option.long ?? option.flags);
  if (typed.length)
    throw new UsageError(
      `${typed.join(', ')} ${typed.length === 1 ? 'is' : 'are'} not used by --pathway training ` +
        '(each checkpoint is its own agent; it plays only evaluation episodes)',
    );
  const file = flags.checkpoints;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new UsageError(`${file} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const checkpoints = parseCheckpoints(document, `checkpoints file ${file}`);
  return s3gymTrainingSpec(checkpoints, {
    games: flags.games?.split(',').map((game) => game.trim()),
    evalEpisodes: flags.evalEpisodes,
    seed: flags.seed,
    concurrency: flags.concurrency,
  });
}

/** Per checkpoint (rows), each game's mean evaluation score (columns). */
export function epochTable(curves: Readonly<Record<string, readonly EpochScores[]>>): string {
  const games = Object.keys(curves);
  const first = Object.values(curves)[0] ?? [];
  const rows = first.map((checkpoint, position) => [
    checkpoint.epoch,
    checkpoint.label,
    ...games.map((game) => {
      const scores = curves[game]?.[position]?.scores ?? [];
      return scores.length ? fixed(scores.reduce((sum, score) => sum + score, 0) / scores.length) : '–';
    }),
  ]);
  return formatTable(['epoch', 'label', ...games], rows);
}

/** Per game, the curve over epochs: score at the first and last checkpoint, Avg, Max, AUC+ and NABA. */
export function trainingCurveTable(curves: readonly PathwayCurve[]): string {
  const rows = curves.map((curve) => [
    curve.game,
    curve.points.length,
    fixed(curve.start.value),
    fixed(curve.points.at(-1)?.score ?? Number.NaN),
    fixed(curve.avg.value),
    fixed(curve.max.value),
    fixed(curve.aucPlus.value),
    fixed(curve.naba.value),
  ]);
  return formatTable(['game', 'checkpoints', 'score@first', 'score@last', 'Avg', 'Max', 'AUC+', 'NABA'], rows);
}

/** Runs (or resumes) the training pathway's checkpoint evaluation and prints its learning curve. */
export async function runTrainingPathway(target: string, flags: TrainingFlags, command: Command): Promise<void> {
  const spec = trainingSpecFrom(target, flags, command);
  const identity = s3gymTrainingIdentity(spec);
  const epochs = spec.checkpoints.map((checkpoint) => checkpoint.epoch).join(', ');
  let tokens = 0;
  const plan: RunPlan<S3gymTrainingResult> = {
    name: 's3gym-training',
    kind: 's3gym-training',
    spec: identity,
    agents: spec.checkpoints.flatMap((checkpoint, index) =>
      spec.games.map((game) => ({
        module: findGame(game),
        spec: checkpoint.agent,
        what: `checkpoint [${index}] (${checkpoint.label})`,
      })),
    ),
    reportable: true,
    unit: 'evaluation episodes',
    breakdown: `${spec.checkpoints.length} checkpoint(s) at x = ${epochs} on ${spec.games.length} game(s), `,
    prepare: () => ({
      matches: s3gymTrainingEpisodeCount(spec),
      play: ({ store, runId, models, signal, onMatch, runner }) =>
        runS3gymTraining(spec, {
          store,
          runId,
          signal,
          models,
          runner,
          onMatch: (job, record) => {
            if (record) for (const line of agentFigures([record])) tokens += line.inputTokens + line.outputTokens;
            onMatch(`${job.game} | ${tokens} tokens`);
          },
        }),
    }),
  };
  const started = performance.now();
  const context = runFlagsContext(command, flags);
  await executeRun(plan, context, ({ runId, store, result }) => {
    const seconds = (performance.now() - started) / 1000;
    const metrics = learningMetrics(learningTrials(labelledRecords(store, runId)), { scoreUnit, bootstrap: 0 });
    if (flags.json) {
      const summary = Object.fromEntries(
        metrics.curves.map((curve) => [
          curve.game,
          {
            start: curve.start.value,
            avg: curve.avg.value,
            max: curve.max.value,
            aucPlus: curve.aucPlus.value,
            naba: curve.naba.value,
          },
        ]),
      );
      console.log(JSON.stringify({ run: runId, spec: identity, ...result, tokens, summary }, null, 2));
      return;
    }
    console.log(
      `played ${result.played}, already stored ${result.skipped}, in ${seconds.toFixed(1)} s (${tokens} tokens)\n`,
    );
    console.log(`Mean evaluation score per checkpoint (${spec.evalEpisodes} episodes, the same seeds at every one):`);
    console.log(epochTable(result.curves));
    console.log(`\nLearning curve over x = ${epochs} (means without intervals; the report gives them):`);
    console.log(trainingCurveTable(metrics.curves));
    console.log(`\nrun ${runId}`);
    console.log(`Report: xparena report ${runId}`);
  });
}
