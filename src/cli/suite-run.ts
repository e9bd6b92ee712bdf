// `xparena run suites/<paper>.yaml [--models models.yaml] [--offline]`: every run of a suite file stored and resumable,
// then their report. S³Gym's cells are compared here (per model: each pathway against the first); PTCG-Bench's suite
// is ptcg-bench-suite-run.ts.
import { join } from 'node:path';
import type { Command } from 'commander';
import { finiteOrNull, hashJson } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { type S3gymSuiteCell, s3gymSuiteCells } from '../protocols/suites/s3gym-suite-file.js';
import { comparedRun, modelName } from '../report/compared-run.js';
import { writeComparisonFigures } from '../report/comparison-figures.js';
import { compareRuns } from '../report/run-comparison.js';
import { runComparisonText } from '../report/run-comparison-text.js';
import { executeRun } from '../runs/execute-run.js';
import { homeDir, openStore } from '../runs/home.js';
import { assertWritableFolder } from './output-path.js';
import { runPtcgBenchSuite } from './ptcg-bench-suite-run.js';
import { resumeCommand } from './resume-command.js';
import { s3gymRunPlan } from './s3gym-run-plan.js';
import { readYamlFile } from './yaml-file.js';

/** The flags of `xparena run` a suite file reads; every other one is refused (the file holds the settings). */
export interface SuiteFlags {
  readonly models?: string;
  readonly offline?: boolean;
  readonly queue?: string;
  readonly json?: boolean;
  readonly progress?: boolean;
}

/** Plays every cell of the suite file `path` (resuming stored ones) and prints the comparison of their runs. */
export async function runSuiteFile(
  path: string,
  document: unknown,
  flags: SuiteFlags,
  refused: readonly string[],
  command: Command,
): Promise<void> {
  if (refused.length > 0)
    throw new UsageError(
      `a suite file takes its settings from the file, not from ${refused.map((name) => `--${kebab(name)}`).join(', ')}; copy the file and edit it instead`,
    );
  const given = flags.models === undefined ? undefined : readModels(flags.models);
  const home = command.optsWithGlobals().home as string | undefined;
  const context = {
    home,
    resume: resumeCommand(command),
    progress: flags.progress !== false && !flags.json,
    json: flags.json,
    queue: flags.queue,
  };
  if ((document as { suite?: unknown }).suite === 'ptcg-bench') {
    const options = { ...(given ? { models: given } : {}), offline: flags.offline === true, json: flags.json === true };
    return runPtcgBenchSuite(path, document, options, context);
  }
  const cells = s3gymSuiteCells(document, path, {
    ...(given ? { models: given } : {}),
    ...(flags.offline ? { offline: true } : {}),
  });
  const runs: { readonly cell: S3gymSuiteCell; readonly runId: string }[] = [];
  for (const cell of cells) {
    const { plan } = s3gymRunPlan(cell.spec);
    let runId: string | undefined;
    await executeRun(plan, context, (run) => {
      runId = run.runId;
    });
    // Interrupted or stopped by an infrastructure failure: the run said how to resume, and so does the suite.
    if (runId === undefined) return;
    runs.push({ cell, runId });
  }
  const store = openStore(home, { readonly: true });
  // Models are named short (`openai/gpt-4o`) unless two short names coincide (the same model with other options).
  const models = [...new Set(cells.map((cell) => cell.model))];
  const short = new Set(models.map(modelName)).size === models.length;
  const label = (cell: S3gymSuiteCell) => `${short ? modelName(cell.model) : cell.model} · ${cell.pathway}`;
  let compared: ReturnType<typeof comparedRun>[];
  try {
    compared = runs.map(({ cell, runId }) => comparedRun(store, runId, label(cell), homeDir(home)));
  } finally {
    store.close();
  }
  // Within each model, every pathway against its first: the paper compares pathways per model.
  const contrasts = models.flatMap((model) => {
    const own = cells.filter((cell) => cell.model === model).map(label);
    return own.slice(1).map((other) => [own[0] as string, other] as const);
  });
  const comparison = compareRuns(compared, { contrasts });
  const runIds = runs.map((run) => run.runId);
  const dir = join(homeDir(home), 'reports', `suite-s3gym-${hashJson(runIds, 12)}`);
  assertWritableFolder(dir, 'the report folder');
  const figures = await writeComparisonFigures(comparison, dir, { prefix: 'suite', condition: 'model · pathway' });
  const summary = runs.map(({ cell, runId }) => ({ model: cell.model, pathway: cell.pathway, run: runId }));
  if (flags.json) {
    console.log(JSON.stringify({ suite: 's3gym', file: path, runs: summary, comparison, figures }, finiteOrNull, 2));
    return;
  }
  console.log(`\nSuite ${path}${flags.offline ? ' (offline)' : ''}: ${runs.length} runs\n`);
  process.stdout.write(runComparisonText(comparison));
  console.log(`\nfigures: ${figures.join(', ')}`);
}

/** The agent specs of a models file: a YAML list, or a mapping with a `models` list. */
function readModels(path: string): string[] {
  const document = readYamlFile(path, 'models file');
  const list = Array.isArray(document) ? document : (document as { models?: unknown } | null)?.models;
  if (!Array.isArray(list) || list.length === 0 || !list.every((item) => typeof item === 'string' && item.trim()))
    throw new UsageError(
      `${path} must hold a YAML list of agent specs (or "models:" with one), e.g. "- llm:openai/gpt-4o"`,
    );
  return list.map((item: string) => item.trim());
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
