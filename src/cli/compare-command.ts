import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { finiteOrNull } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import { type CompareBy, compareBys, comparedRun, runLabel } from '../report/compared-run.js';
import { hasComparisonFigures, writeComparisonFigures } from '../report/comparison-figures.js';
import { type ComparedRun, compareRuns } from '../report/run-comparison.js';
import { runComparisonText } from '../report/run-comparison-text.js';
import { homeDir, openStore } from '../runs/home.js';
import { exploreEvaluateRun, type RunUse, tournamentRun } from '../runs/latest-run.js';
import type { RunRow } from '../store/store.js';
import { assertWritableFolder } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { resolveRunId } from './run-source.js';

interface CompareFlags {
  readonly by: string;
  readonly baseline?: string;
  readonly bootstrap: number;
  readonly seed: number;
  readonly json?: boolean;
  readonly plots: boolean;
  readonly out?: string;
}

/** The runs compare reads: explore/evaluate runs, tournaments and anchored (evolve) runs. */
const comparableRun: RunUse = {
  kinds: [...(exploreEvaluateRun.kinds ?? []), ...(tournamentRun.kinds ?? []), 'anchored', 'learn2play', 'aaarena'],
  name: 'explore/evaluate, tournament, evolve, Learn2Play or AAArena run',
  example: 'xparena run s3gym',
};

export function compareCommand(program: Command): void {
  program
    .command('compare')
    .description(
      'compare stored runs: learning metrics, ΔNABA and paired differences on shared seeds; ratings, cost per game and rank agreement; rating trajectories',
    )
    .argument(
      '<runs...>',
      "two or more stored run ids ('latest' for the newest): explore/evaluate, tournament, evolve, Learn2Play or AAArena runs",
    )
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
        '  xparena compare evolve-cc33 evolve-dd44 --by experience       # trajectories on one plot, paired games',
        '  xparena compare aaarena-ee55 aaarena-ff66 --by arm            # champions per repetition, paired Elo',
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
        runs = ids.map((id) => comparedRun(store, id, runLabel(store.getRun(id) as RunRow, by), homeDir(home)));
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
      let figures: string[] = [];
      if (flags.plots && hasComparisonFigures(comparison)) {
        assertWritableFolder(dir, '--out');
        figures = await writeComparisonFigures(comparison, dir, { prefix: 'compare', condition: 'run' });
      }
      if (flags.json) {
        console.log(JSON.stringify({ ...comparison, figures }, finiteOrNull, 2));
        return;
      }
      process.stdout.write(runComparisonText(comparison));
      if (figures.length) console.log(`\nfigures: ${figures.join(', ')}`);
    });
}
