// `xparena report`: a stored explore/evaluate run's learning metrics as the paper's tables and figures, written to a
// report folder and printed.
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { scoreUnit } from '../games/score-unit.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import { learningMetrics } from '../measure/learning-metrics.js';
import { learningTrials } from '../measure/learning-trials.js';
import { storedLearn2PlaySpec } from '../protocols/suites/learn2play-suite.js';
import { humanMatches } from '../report/human-baselines.js';
import { type LearningCost, learningCosts } from '../report/learning-cost.js';
import { learningFigures } from '../report/learning-plots.js';
import { learningDocuments } from '../report/learning-report.js';
import { type ReportFormat, reportFormats, type WrittenReport, writeReport } from '../report/report-files.js';
import { homeDir } from '../runs/home.js';
import { exploreEvaluateRun, type RunUse, reportableRun } from '../runs/latest-run.js';
import { labelledRecords, learn2playRecords } from '../runs/run-labels.js';
import { writeArenaReport } from './arena-report.js';
import { writeLearn2PlayReport } from './learn2play-run.js';
import { assertWritableFolder } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { isRecordsFile, openRunSource } from './report-source.js';

interface ReportOptions {
  format: ReportFormat;
  json?: boolean;
  out?: string;
  bootstrap: number;
  seed: number;
  plots: boolean;
}

/** The runs a .jsonl file can be reported from: an AAArena run's results live in its folder, not in the export. */
const fileReportableRun: RunUse = {
  kinds: [...(exploreEvaluateRun.kinds ?? []), 'learn2play'],
  name: 'explore/evaluate or Learn2Play run',
  example: 'xparena run s3gym',
};

/**
 * `xparena report <run>`: tables (Avg, Max, AUC+, NABA, self-judging, coupling, ΔNABA) and SVG/PNG figures; for a
 * Learn2Play run its tables and curves, for an AAArena run its results and plots.
 */
export function reportCommand(program: Command): void {
  program
    .command('report')
    .description(
      'report of a run: the S³Gym tables and figures of an explore/evaluate run, the Learn2Play ones, or an AAArena run’s results and plots',
    )
    .argument(
      '<run>',
      "a stored run id, 'latest' (the run updated last), or a .jsonl file of one run (`xparena export --run <id>`)",
    )
    .option(
      '--format <format>',
      'md, html or json: the report file written beside the figures; csv or latex: the tables as CSV files (one per table) or as report.tex, beside report.md',
      'md',
    )
    .option('--json', 'the same as --format json')
    .option('--out <dir>', 'report folder (default: <home>/reports/<run>)')
    .option(
      '--bootstrap <count>',
      'resamples for the 95% intervals (0: none)',
      intOption('--bootstrap', 0, 100_000),
      DEFAULT_RESAMPLES,
    )
    .option('--seed <n>', 'seed of the resampling', intOption('--seed', 0, 2 ** 32 - 1), DEFAULT_RESAMPLE_SEED)
    .option('--no-plots', 'skip the figures')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  xparena report latest',
        '  xparena report 3f2a9c --format html --out report/',
        '  xparena report latest --format latex   # report.tex: booktabs tables to \\input in a paper',
        '  xparena report latest --format csv     # table-1-learning-curves.csv, …: one CSV file per table',
        '  xparena report <aaarena run id> --json',
        '  xparena report explored.jsonl           # metrics recomputed from `xparena export --run <id> -o explored.jsonl`',
      ].join('\n'),
    )
    .action(async (source: string, options: ReportOptions, command: Command) => {
      if (options.json) options.format = 'json';
      if (!(reportFormats as readonly string[]).includes(options.format))
        throw new UsageError(`--format must be one of ${reportFormats.join(', ')}, got '${options.format}'`);
      const home = command.optsWithGlobals().home;
      const use = isRecordsFile(source) ? fileReportableRun : reportableRun;
      const { store, runId: id } = await openRunSource(home, source, use);
      let dir: string;
      let read: () => Promise<WrittenReport & { printed: string }>;
      try {
        dir = resolve(options.out ?? join(homeDir(home), 'reports', id));
        const costs: LearningCost[] = learningCosts(store.listExperienceSnapshotInfo(id));
        const row = store.getRun(id);
        if (row?.kind === 'aaarena') {
          const arenaHome = homeDir(home);
          const spec = row.spec;
          read = () => writeArenaReport(arenaHome, id, spec, dir, options);
        } else if (row?.kind === 'learn2play') {
          const spec = storedLearn2PlaySpec(row.spec);
          const humans = humanMatches(store, spec.games);
          const run = { runId: id, spec, records: learn2playRecords(store, id), costs, humans };
          read = () => writeLearn2PlayReport(run, dir, options);
        } else {
          const records = labelledRecords(store, id);
          read = () => writeLearningReport({ runId: id, records, costs }, dir, options);
        }
      } finally {
        store.close();
      }
      const written = await read();
      process.stdout.write(written.printed);
      const figures = written.files - written.documents.length;
      console.error(`wrote ${written.documents.join(', ')} and ${figures} figure file(s) to ${dir}`);
    });
}

/** Computes a run's learning metrics and writes the report and its figures to `dir`; returns what to print. */
export async function writeLearningReport(
  run: {
    readonly runId: string;
    readonly records: ReturnType<typeof labelledRecords>;
    /** What its learning steps' model calls cost. */
    readonly costs: readonly LearningCost[];
  },
  dir: string,
  options: Pick<ReportOptions, 'format' | 'bootstrap' | 'seed' | 'plots'>,
): Promise<WrittenReport & { printed: string }> {
  const { runId, records } = run;
  if (records.length === 0) {
    throw new UsageError(
      `run ${runId} holds no explore/evaluate episodes: a learning report needs a run of \`xparena run s3gym\``,
    );
  }
  assertWritableFolder(dir, '--out');
  const trials = learningTrials(records);
  const metrics = learningMetrics(trials, { scoreUnit, bootstrap: options.bootstrap, seed: options.seed });
  const figures = options.plots ? await learningFigures(metrics.curves, trials) : [];
  const header = { runId, episodes: records.length, learning: run.costs };
  const documents = learningDocuments(header, metrics, figures);
  const written = writeReport(dir, options.format, documents, figures);
  return { printed: options.format === 'json' ? documents.json() : documents.markdown, ...written };
}
