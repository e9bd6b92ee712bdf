// `xparena compare <run> <run> …`: stored runs side by side, each run one condition named by `--by` — learning runs'
// metrics per game with ΔNABA and paired differences on shared seeds, tournaments' ratings, cost per game, paired
// differences on shared games and rank agreement — as tables, JSON and figures.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { parseAgentSpec } from '../core/agent-spec.js';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import { learningTrials } from '../measure/learning-trials.js';
import { comparisonSpec } from '../report/comparison-figure.js';
import { costRatingSpec } from '../report/cost-rating-figure.js';
import { renderFigure } from '../report/learning-plots.js';
import { type ComparedRun, compareRuns, type RunComparison } from '../report/run-comparison.js';
import { runComparisonText } from '../report/run-comparison-text.js';
import { homeDir, openStore } from '../runs/home.js';
import { exploreEvaluateRun, type RunUse, tournamentRun } from '../runs/latest-run.js';
import type { RunRow, Store } from '../store/store.js';
import { assertWritableFolder } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { labelledRecords, resolveRunId } from './run-source.js';

/** What names each run in the comparison. */
export const compareBys = ['run', 'model', 'experience', 'harness', 'deck'] as const;
export type CompareBy = (typeof compareBys)[number];

interface CompareFlags {
  readonly by: string;
  readonly baseline?: string;
  readonly bootstrap: number;
  readonly seed: number;
  readonly json?: boolean;
  readonly plots: boolean;
  readonly out?: string;
}

/** The runs compare reads: explore/evaluate runs and tournaments. */
const comparableRun: RunUse = {
  kinds: [...(exploreEvaluateRun.kinds ?? []), ...(tournamentRun.kinds ?? [])],
  name: 'explore/evaluate run or tournament',
  example: 'xparena run s3gym',
};

export function compareCommand(program: Command): void {
  program
    .command('compare')
    .description(
      'compare stored runs: learning metrics, ΔNABA and paired differences on shared seeds; ratings, cost per game and rank agreement',
    )
    .argument('<runs...>', "two or more stored run ids ('latest' for the newest): explore/evaluate runs or tournaments")
    .option('--by <field>', `what names each run: ${compareBys.join(', ')}`, 'run')
    .option('--baseline <label>', "the run (by its label) differences are taken from (default: the first run's)")
    .option(
      '--bootstrap <count>',
      'resamples of each bootstrap interval (0: none)',
      intOption('--bootstrap', 0, 100_000),
      DEFAULT_RESAMPLES,
    )
    .option('--seed <n>', 'seed of the resampling', intOption('--seed', 0, 2 ** 32 - 1), DEFAULT_RESAMPLE_SEED)
    .option('--json', 'print the comparison as JSON')
    .option('--no-plots', 'skip the figures')
    .option('-o, --out <dir>', 'where the figures go (default: <home>/reports/compare-<first run>)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  xparena compare s3gym-1a2b3c s3gym-4d5e6f --by experience   # history vs summary: ΔNABA, paired on seeds',
        '  xparena compare s3gym-1a2b3c s3gym-7a8b9c --by model',
        '  xparena compare tournament-aa11 tournament-bb22 --by deck     # ratings per deck, rank agreement',
      ].join('\n'),
    )
    .action(async (sources: string[], flags: CompareFlags, command: Command) => {
      if (!(compareBys as readonly string[]).includes(flags.by))
        throw new UsageError(`--by must be one of ${compareBys.join(', ')}, not '${flags.by}'`);
      const by = flags.by as CompareBy;
      const home = command.optsWithGlobals().home;
      const store = openStore(home, { readonly: true });
      let runs: ComparedRun[];
      try {
        const ids = sources.map((source) => resolveRunId(store, source, false, comparableRun));
        if (new Set(ids).size < 2) throw new UsageError('give at least two different runs to compare');
        runs = ids.map((id) => comparedRun(store, id, by));
      } finally {
        store.close();
      }
      const labels = runs.map((run) => run.label);
      const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
      if (repeated !== undefined)
        throw new UsageError(`two runs are both '${repeated}' by --by ${by}: choose a --by that tells them apart`);
      if (flags.baseline !== undefined && !labels.includes(flags.baseline))
        throw new UsageError(`--baseline ${flags.baseline} is not one of ${labels.join(', ')}`);
      const comparison = compareRuns(runs, {
        ...(flags.baseline === undefined ? {} : { baseline: flags.baseline }),
        bootstrap: flags.bootstrap,
        seed: flags.seed,
      });
      const dir = resolve(flags.out ?? join(homeDir(home), 'reports', `compare-${runs[0]?.id}`));
      const figures = flags.plots ? await writeFigures(comparison, dir) : [];
      if (flags.json) {
        console.log(JSON.stringify({ ...comparison, figures }, finite, 2));
        return;
      }
      process.stdout.write(runComparisonText(comparison));
      if (figures.length) console.log(`\nfigures: ${figures.join(', ')}`);
    });
}

/** A stored run as compare reads it, named by `by`; UsageError when the run has no such field. */
function comparedRun(store: Store, id: string, by: CompareBy): ComparedRun {
  const row = store.getRun(id) as RunRow;
  const label = runLabel(row, by);
  if (row.kind === 'tournament') return { id, kind: row.kind, label, records: [...store.records({ runId: id })] };
  const trials = learningTrials(labelledRecords(store, id));
  if (trials.length === 0) throw new UsageError(`run ${id} holds no explore/evaluate episodes to compare`);
  // A run of several pathways (the demo's) keeps them apart under its label.
  const several = new Set(trials.map((trial) => trial.pathway)).size > 1;
  return {
    id,
    kind: row.kind,
    label,
    trials: several ? trials.map((trial) => ({ ...trial, pathway: `${label} ${trial.pathway}` })) : trials,
  };
}

/** The run's name under `by`: its id, its agent's model, its experience, its harness, or its decks. */
export function runLabel(row: Pick<RunRow, 'id' | 'kind' | 'spec'>, by: CompareBy): string {
  if (by === 'run') return row.id;
  const spec = (row.spec ?? {}) as Record<string, unknown>;
  const missing = () =>
    new UsageError(`run ${row.id} (${row.kind}) names no ${by}: compare it --by run, or with runs that have one`);
  if (by === 'deck') {
    const decks = (spec.params as Record<string, unknown> | undefined)?.decks;
    if (typeof decks !== 'string') throw missing();
    const [first, second] = decks.split(',');
    return first === second ? (first as string) : decks;
  }
  if (row.kind === 'tournament') throw missing();
  if (by === 'experience') {
    if (typeof spec.experience !== 'string') throw missing();
    return spec.experience;
  }
  if (typeof spec.agent !== 'string') throw missing();
  const agent = parseAgentSpec(spec.agent);
  if (by === 'model') return agent.kind.startsWith('llm:') ? agent.kind.slice('llm:'.length) : agent.kind;
  const harness = typeof spec.harness === 'string' ? spec.harness : agent.options.harness;
  if (!agent.kind.startsWith('llm:') && harness === undefined) throw missing();
  return harness ?? 'full';
}

/** Writes the learning curves of every run per game and the cost-versus-rating scatter; returns the SVG paths. */
async function writeFigures(comparison: RunComparison, dir: string): Promise<string[]> {
  const specs = [];
  for (const game of [...new Set(comparison.learning?.curves.map((curve) => curve.game))]) {
    const points = (comparison.learning?.curves ?? [])
      .filter((curve) => curve.game === game)
      .flatMap((curve) =>
        curve.points.map((point) => ({
          experience: curve.pathway,
          game,
          point: point.checkpoint,
          episodes: point.episodes,
          mean: { value: point.score, low: point.low, high: point.high },
        })),
      );
    specs.push({ name: `compare-${game}`, spec: comparisonSpec(game, points, 'run') });
  }
  if (comparison.ratings?.agents.length)
    specs.push({ name: 'compare-cost-rating', spec: costRatingSpec(comparison.ratings.agents) });
  if (specs.length === 0) return [];
  assertWritableFolder(dir, '--out');
  const files: string[] = [];
  for (const { name, spec } of specs) {
    const figure = await renderFigure(name, spec);
    writeFileSync(join(dir, `${figure.name}.svg`), figure.svg);
    writeFileSync(join(dir, `${figure.name}.png`), figure.png);
    files.push(join(dir, `${figure.name}.svg`));
  }
  return files;
}

function finite(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}
