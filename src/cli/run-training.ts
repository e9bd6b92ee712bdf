// `xparena run s3gym --pathway training --checkpoints checkpoints.yaml`: the training pathway's evaluation — served
// fine-tuning checkpoints on the strict configs, the same seeds at every epoch — as one resumable run and a curve.
import { readFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { validateAgentSpec } from '../agents/registry.js';
import { hashJson } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { learningMetrics, type PathwayCurve } from '../measure/learning-metrics.js';
import { learningTrials } from '../measure/learning-trials.js';
import type { EpochScores } from '../protocols/checkpoint-evaluation.js';
import {
  parseCheckpoints,
  runS3gymTraining,
  type S3gymTrainingSpec,
  s3gymTrainingEpisodeCount,
  s3gymTrainingIdentity,
  s3gymTrainingSpec,
} from '../protocols/suites/s3gym-training.js';
import { agentFigures } from '../report/agent-figures.js';
import { fixed, formatTable } from '../report/table.js';
import { codeVersion } from './code-version.js';
import { modelEnvironment, openStore } from './home.js';
import { interruptOnSigint } from './interrupt.js';
import { labelledRecords } from './run-source.js';

/** The `xparena run` flags the training pathway reads (the others belong to the exploring pathways). */
export interface TrainingFlags {
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
  const home = command.optsWithGlobals().home;
  const store = openStore(home);
  const interrupt = interruptOnSigint('finished episodes are stored, run the same command again to resume');
  try {
    const models = modelEnvironment(store, home);
    for (const [index, checkpoint] of spec.checkpoints.entries())
      for (const game of spec.games) {
        try {
          validateAgentSpec(findGame(game), checkpoint.agent, models);
        } catch (error) {
          if (!(error instanceof UsageError)) throw error;
          throw new UsageError(`checkpoint [${index}] (${checkpoint.label}): ${error.message}`);
        }
      }
    const identity = s3gymTrainingIdentity(spec);
    const runId = `s3gym-training-${hashJson(identity, 12)}`;
    const total = s3gymTrainingEpisodeCount(spec);
    const { resumed } = store.startRun({
      id: runId,
      kind: 's3gym-training',
      spec: identity,
      codeVersion: codeVersion(),
    });
    const epochs = spec.checkpoints.map((checkpoint) => checkpoint.epoch).join(', ');
    if (!flags.json)
      console.log(
        `${resumed ? 'resuming' : 'starting'} run ${runId}: ${spec.checkpoints.length} checkpoint(s) at x = ${epochs} ` +
          `on ${spec.games.length} game(s), ${total} evaluation episodes, store ${store.path}`,
      );
    const showBar = flags.progress !== false && !flags.json;
    const bar = new cliProgress.SingleBar(
      {
        format: '{bar} {value}/{total} episodes | {game} | ETA {eta_formatted} | {tokens} tokens',
        stream: process.stderr,
        hideCursor: true,
        noTTYOutput: false,
      },
      cliProgress.Presets.shades_classic,
    );
    let tokens = 0;
    if (showBar) bar.start(total, 0, { game: '', tokens: 0 });
    const started = performance.now();
    const result = await runS3gymTraining(spec, {
      store,
      runId,
      signal: interrupt.signal,
      models,
      onMatch: (job, record) => {
        if (record) for (const line of agentFigures([record])) tokens += line.inputTokens + line.outputTokens;
        if (showBar) bar.increment({ game: job.game, tokens });
      },
    });
    if (showBar) bar.stop();
    store.finishRun(runId, result.interrupted ? 'interrupted' : 'finished');
    const seconds = (performance.now() - started) / 1000;
    if (result.interrupted) {
      if (flags.json) console.log(JSON.stringify({ run: runId, spec: identity, ...result, tokens }, null, 2));
      else console.log(`interrupted after ${result.played} episode(s); run the same command again to resume`);
      process.exitCode = 130;
      return;
    }
    const metrics = learningMetrics(learningTrials(labelledRecords(store, runId)), { bootstrap: 0 });
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
  } finally {
    interrupt.dispose();
    store.close();
  }
}
