// `xparena run s3gym …` or `xparena run spec.yaml`: the S³Gym suite under the explore/evaluate protocol, stored as one
// resumable run (re-running the same spec skips stored episodes), with a progress bar and a learning-curve summary.
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Command } from 'commander';
import { agentSpecHelp } from '../agents/agent-kind-list.js';
import { packageRoot } from '../core/package-root.js';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import type { CheckpointScores } from '../protocols/explore-evaluate.js';
import { curveSummary, parseS3gymRunSpec, type S3gymRunSpec } from '../protocols/suites/s3gym-suite.js';
import { isSuiteDocument } from '../protocols/suites/s3gym-suite-file.js';
import { formatEstimate, learningIntervalNote, trialIntervalNote } from '../report/learning-tables.js';
import { fixed, formatTable } from '../report/table.js';
import { executeRun } from '../runs/execute-run.js';
import { type AaarenaRunFlags, runAaarenaCommand } from './aaarena-run.js';
import { runLearn2PlayCommand } from './learn2play-run.js';
import { intOption } from './parse-int-option.js';
import { queueFlag, queueHelp, redisUrlArgument } from './queue-option.js';
import { runFlagsContext } from './run-flags.js';
import { runTrainingPathway } from './run-training.js';
import { s3gymRunPlan } from './s3gym-run-plan.js';
import { runSuiteFile } from './suite-run.js';
import { readYamlFile } from './yaml-file.js';

interface RunFlags extends AaarenaRunFlags {
  queue?: string;
  agent?: string;
  experience?: string;
  games?: string;
  episodes?: number;
  evalEvery?: number;
  evalEpisodes?: number;
  trials?: number;
  seed?: number;
  concurrency?: number;
  showRewards?: boolean;
  historyBudget?: number;
  historyDrop?: string;
  evalSeeds?: string;
  harness?: string;
  json?: boolean;
  progress?: boolean;
  pathway?: string;
  checkpoints?: string;
  models?: string;
  offline?: boolean;
  rulesets?: string;
}

/** The spec from `s3gym` or a YAML run spec's `document`, with the flags given on the command line taking precedence. */
function specFrom(target: string, document: unknown, flags: RunFlags): S3gymRunSpec {
  const { json: _json, progress: _progress, games, ...rest } = flags;
  const overrides: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (games !== undefined) overrides.games = games.split(',').map((game) => game.trim());
  if (target === 's3gym') return parseS3gymRunSpec({ suite: 's3gym', ...overrides }, 'options');
  if (document === undefined) {
    throw new UsageError(
      `unknown run '${target}': give a suite (s3gym, learn2play, aaarena), a suite file (suites/s3gym.yaml) or a YAML run spec (e.g. run.yaml)`,
    );
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new UsageError(`${target} must hold a YAML mapping, e.g. "agent: learner"`);
  }
  return parseS3gymRunSpec({ ...(document as Record<string, unknown>), ...overrides }, `run spec ${target}`);
}

/**
 * The summary table: per game, the mean over trials of each trial's own y₀ (score at checkpoint 0), Avg, Max, AUC+
 * and NABA, with 95% Student-t intervals over trials.
 */
export function summaryTable(curves: Readonly<Record<string, readonly CheckpointScores[]>>): string {
  const rows = Object.entries(curves).map(([game, curve]) => {
    const summary = curveSummary(game, curve);
    return [
      game,
      summary.perTrial.length,
      summary.checkpoints,
      formatEstimate(summary.start),
      formatEstimate(summary.avg),
      formatEstimate(summary.max),
      formatEstimate(summary.aucPlus),
      formatEstimate(summary.naba),
    ];
  });
  return formatTable(['game', 'trials', 'checkpoints', 'y₀', 'Avg', 'Max', 'AUC+', 'NABA'], rows);
}

/** Per game and trial: y₀, Avg, Max, AUC+ and NABA of that trial's own curve. */
export function trialTable(curves: Readonly<Record<string, readonly CheckpointScores[]>>): string {
  const rows = Object.entries(curves).flatMap(([game, curve]) =>
    curveSummary(game, curve).perTrial.map((trial) => [
      game,
      trial.trial,
      fixed(trial.start),
      fixed(trial.avg),
      fixed(trial.max),
      fixed(trial.aucPlus),
      fixed(trial.naba),
    ]),
  );
  return formatTable(['game', 'trial', 'y₀', 'Avg', 'Max', 'AUC+', 'NABA'], rows);
}

/** The summaries as JSON-ready data: per game, each trial's metrics and their means with intervals. */
export function summaryJson(curves: Readonly<Record<string, readonly CheckpointScores[]>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(curves).map(([game, curve]) => [game, curveSummary(game, curve)]));
}

/** `path`, or the file of that name shipped with xparena (`suites/s3gym.yaml`) when there is none here. */
function shippedOr(path: string): string {
  const shipped = join(packageRoot, path);
  return !existsSync(path) && !isAbsolute(path) && existsSync(shipped) ? shipped : path;
}

/** Flags of `xparena run` that only S³Gym runs read. */
const s3gymOnlyFlags = [
  'evalEvery',
  'evalEpisodes',
  'showRewards',
  'historyBudget',
  'historyDrop',
  'evalSeeds',
  'harness',
  'pathway',
  'checkpoints',
] as const;

/** Flags of `xparena run` that only AAArena runs read. */
const aaarenaOnlyFlags = [
  'game',
  'developer',
  'arm',
  'feedback',
  'batch',
  'repetitions',
  'small',
  'full',
  'extend',
] as const;

export function runCommand(program: Command): void {
  program
    .command('run')
    .description(
      'run a suite (s3gym, learn2play, aaarena) or a YAML run spec: agents learning with an experience, stored and resumable',
    )
    .argument('<suite-or-spec>', 's3gym, learn2play, aaarena, or a YAML file describing an S³Gym run')
    .option('-a, --agent <spec>', agentSpecHelp('the agent, e.g. learner or llm:openai/gpt-4o'))
    .option(
      '-x, --experience <spec>',
      'none, history, summary or learner, with options as name?option=value (xparena experiences; default: learner for the learner agent, else none)',
    )
    .option('-g, --games <ids>', 'comma-separated games (default: all seven S³Gym games, or every hidden-rule game)')
    .option(
      '-n, --episodes <n>',
      'exploration episodes per trial (default 30); learn2play: episodes per trial (default 5, 10 on challenge games)',
      intOption('--episodes', 0, 100_000),
    )
    .option('--eval-every <k>', 'exploration episodes between checkpoints (default 3)', intOption('--eval-every', 1))
    .option('--eval-episodes <e>', 'evaluation episodes per checkpoint (default 3)', intOption('--eval-episodes', 1))
    .option('--trials <t>', 'independent trials (default 3)', intOption('--trials', 1, 1000))
    .option('-s, --seed <n>', 'base seed of every episode seed (default 0)', intOption('--seed', 0, 2 ** 32 - 1))
    .option(
      '-c, --concurrency <n>',
      'trials (and evaluation episodes) played at once (default 1)',
      intOption('--concurrency', 1, 256),
    )
    .option('--show-rewards', 'show the verifier rewards in history and summary text (off in S³Gym)')
    .option(
      '--history-budget <tokens>',
      'token budget of earlier-episode text (default 100000)',
      intOption('--history-budget', 1),
    )
    .option('--pathway <name>', 'training: evaluate the served checkpoints of --checkpoints (docs/training-pathway.md)')
    .option('--checkpoints <file>', 'YAML list of served fine-tuning checkpoints (with --pathway training)')
    .option(
      '--history-drop <end>',
      'oldest or newest: which earlier-episode steps go first past the history budget (default oldest)',
    )
    .option(
      '--eval-seeds <mode>',
      'fixed (the same evaluation instances at every checkpoint, default) or fresh (new ones at each checkpoint)',
    )
    .option(
      '--harness <preset>',
      'harness of llm: agents whose spec names none (default s3gym; an explicit harness= in the agent spec wins)',
    )
    .option(
      '--rulesets <which>',
      'learn2play: benchmark (the published rules, default) or fresh (a new variant per game and trial, drawn from the seed)',
    )
    .option('--game <id>', 'aaarena: the game whose sealed pool is the ladder')
    .option('--developer <spec>', 'aaarena: offline[?steps=K&batch=N], llm:<model> or shell:<agent>')
    .option('--arm <arm>', 'aaarena: choice, ladder, random, top4 or off-policy (default choice)')
    .option('--feedback <kind>', 'aaarena: dense or binary small-match results (default dense)')
    .option('--batch <n>', 'aaarena: most opponents per small match, 1–8 (default 8)', intOption('--batch', 1, 8))
    .option(
      '--repetitions <n>',
      'aaarena: repetitions, median reported (default 3)',
      intOption('--repetitions', 1, 100),
    )
    .option('--small <n>', 'aaarena: small-match units (default 128)', intOption('--small', 0, 100_000))
    .option(
      '--full <n>',
      'aaarena: full evaluations after the free baseline (default 16)',
      intOption('--full', 0, 10_000),
    )
    .option(
      '--extend',
      'aaarena: the continuation: extend each finished repetition once (+2× each budget, 128/16 → 384/48) and develop on',
    )
    .option('--models <file>', "suite files: a YAML list of the agent specs to play (instead of the file's models)")
    .option('--offline', "suite files: play the file's offline variant on built-in agents (small, no API key)")
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  xparena run s3gym --agent learner --games trust-evolution,snake --episodes 12 --trials 2\n' +
        '  xparena run s3gym --agent llm:openai/gpt-4o-mini --experience summary\n  xparena run run.yaml\n' +
        "  xparena run suites/s3gym.yaml --models models.yaml   # the paper's models × pathways grid (docs/suites.md)\n" +
        '  xparena run suites/s3gym.yaml --offline\n' +
        '  xparena run s3gym --pathway training --checkpoints checkpoints.yaml --games snake\n' +
        '  xparena run learn2play --agent learner --experience learner --trials 3\n' +
        '  xparena run aaarena --game mycelium --developer offline --small 16 --full 4 --repetitions 1\n' +
        '  xparena run aaarena --game mycelium --developer offline --small 16 --full 4 --repetitions 1 --extend\n\n' +
        'learn2play takes --agent, --experience, --games, --trials, --episodes, --seed, --rulesets and --concurrency\n' +
        '(trials at once); see docs/learn2play.md.\n\n' +
        'A YAML spec has the same fields as the flags: agent, experience, games (a list), episodes, evalEvery,\n' +
        'evalEpisodes, trials, seed, concurrency, showRewards, historyBudget, historyDrop, evalSeeds, harness.\n' +
        'Flags override the file. A run made before evalSeeds and harness existed is resumed with\n' +
        '--eval-seeds fresh (and --harness full for an llm: agent): its run id is unchanged.',
    )
    .action(async (target: string, flags: RunFlags, command: Command) => {
      const document = /\.ya?ml$/i.test(target) ? readYamlFile(shippedOr(target), 'run spec') : undefined;
      if (isSuiteDocument(document)) {
        const own = new Set(['models', 'offline', 'queue', 'json', 'progress']);
        const refused = Object.entries(flags)
          .filter(([name, value]) => value !== undefined && !own.has(name))
          .map(([name]) => name);
        return runSuiteFile(shippedOr(target), document, flags, refused, command);
      }
      if (flags.models !== undefined || flags.offline)
        throw new UsageError(
          '--models and --offline belong to suite files, e.g. xparena run suites/s3gym.yaml --offline',
        );
      if (target === 'aaarena')
        return runAaarenaCommand(
          flags,
          [...s3gymOnlyFlags, 'agent', 'experience', 'games', 'episodes', 'trials', 'rulesets'].filter(
            (name) => flags[name as keyof RunFlags] !== undefined,
          ),
          command,
        );
      const aaarenaFlags = aaarenaOnlyFlags.filter((name) => flags[name] !== undefined);
      if (target === 'learn2play')
        return runLearn2PlayCommand(
          flags,
          [...s3gymOnlyFlags, ...aaarenaFlags].filter((name) => flags[name] !== undefined),
          command,
        );
      if (flags.rulesets !== undefined)
        throw new UsageError('--rulesets belongs to learn2play runs (xparena run learn2play …), not to S³Gym runs');
      if (aaarenaFlags.length > 0)
        throw new UsageError(
          `${aaarenaFlags.map((name) => `--${name}`).join(', ')} belong to aaarena runs (xparena run aaarena …), not to S³Gym runs`,
        );
      if (flags.pathway !== undefined || flags.checkpoints !== undefined)
        return runTrainingPathway(target, flags, command);
      const spec = specFrom(target, document, flags);
      const { plan, identity, spent } = s3gymRunPlan(spec);
      const started = performance.now();
      const context = runFlagsContext(command, flags);
      await executeRun(plan, context, ({ runId, result }) => {
        const seconds = (performance.now() - started) / 1000;
        if (flags.json) {
          const finite = (_key: string, value: unknown) =>
            typeof value === 'number' && !Number.isFinite(value) ? null : value;
          const summary = summaryJson(result.curves);
          console.log(JSON.stringify({ run: runId, spec: identity, ...result, summary, ...spent }, finite, 2));
          return;
        }
        console.log(
          `played ${result.played}, already stored ${result.skipped}, in ${seconds.toFixed(1)} s ` +
            `(${spent.tokens} tokens, $${spent.dollars.toFixed(2)})\n`,
        );
        console.log(
          "Learning-curve metrics, the mean of each trial's own values " +
            `[${trialIntervalNote(0.95)}] (y₀: score at checkpoint 0):`,
        );
        console.log(summaryTable(result.curves));
        console.log('\nPer trial:');
        console.log(trialTable(result.curves));
        const note = learningIntervalNote({ bootstrap: DEFAULT_RESAMPLES, seed: DEFAULT_RESAMPLE_SEED, level: 0.95 });
        console.log(`(the report and the viewer add the mean curve, self-judging and coupling with ${note})`);
        console.log(`\nrun ${runId}`);
        console.log(`Report: xparena report ${runId}`);
      });
    });
}
