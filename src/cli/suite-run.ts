// `xparena run suites/<paper>.yaml [--models models.yaml] [--offline]`: every run of a suite file stored and resumable,
// then their report. S³Gym's, Learn2Play's and AAArena's cells are compared here (each cell against the one its file
// contrasts it with: a model's first pathway or memory style, a developer's main setting); PTCG-Bench's suite is
// ptcg-bench-suite-run.ts.
import { join } from 'node:path';
import type { Command } from 'commander';
import { modelNamer } from '../core/agent-spec.js';
import { finiteOrNull, hashJson } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { aaarenaSuiteCells } from '../protocols/suites/aaarena-suite-file.js';
import { learn2playSuiteCells } from '../protocols/suites/learn2play-suite-file.js';
import { s3gymSuiteCells } from '../protocols/suites/s3gym-suite-file.js';
import { comparedRun } from '../report/compared-run.js';
import { writeComparisonFigures } from '../report/comparison-figures.js';
import { compareRuns } from '../report/run-comparison.js';
import { runComparisonText } from '../report/run-comparison-text.js';
import type { RunMatchesResult } from '../runner/run-matches.js';
import { executeRun, type RunPlan } from '../runs/execute-run.js';
import { homeDir, openStore } from '../runs/home.js';
import { aaarenaPlan } from './aaarena-run.js';
import { learn2playPlan } from './learn2play-run.js';
import { assertWritableFolder } from './output-path.js';
import { runPtcgBenchSuite } from './ptcg-bench-suite-run.js';
import { flagName, runFlagsContext } from './run-flags.js';
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
      `a suite file takes its settings from the file, not from ${refused.map(flagName).join(', ')}; copy the file and edit it instead`,
    );
  const given = flags.models === undefined ? undefined : readModels(flags.models);
  const home = command.optsWithGlobals().home as string | undefined;
  const context = runFlagsContext(command, flags);
  const suite = (document as { suite?: unknown }).suite;
  const chosen = { ...(given ? { models: given } : {}), offline: flags.offline === true };
  if (suite === 'ptcg-bench')
    return runPtcgBenchSuite(path, document, { ...chosen, json: flags.json === true }, context);
  const cells = suiteCells(suite, path, document, chosen, home);
  const runIds: string[] = [];
  for (const cell of cells) {
    let runId: string | undefined;
    await executeRun(cell.plan, context, (run) => {
      runId = run.runId;
    });
    // Interrupted or stopped by an infrastructure failure: the run said how to resume, and so does the suite.
    if (runId === undefined) return;
    runIds.push(runId);
  }
  const store = openStore(home, { readonly: true });
  let compared: ReturnType<typeof comparedRun>[];
  try {
    compared = cells.map((cell, index) => comparedRun(store, runIds[index] as string, cell.label, homeDir(home)));
  } finally {
    store.close();
  }
  const contrasts = cells.flatMap((cell) => (cell.versus === undefined ? [] : [[cell.versus, cell.label] as const]));
  const comparison = compareRuns(compared, { contrasts });
  const dir = join(homeDir(home), 'reports', `suite-${String(suite)}-${hashJson(runIds, 12)}`);
  assertWritableFolder(dir, 'the report folder');
  const figures = await writeComparisonFigures(comparison, dir, {
    prefix: 'suite',
    condition: cells[0]?.condition ?? 'run',
  });
  const runs = cells.map((cell, index) => ({ ...cell.row, label: cell.label, run: runIds[index] }));
  if (flags.json) {
    console.log(JSON.stringify({ suite, file: path, runs, comparison, figures }, finiteOrNull, 2));
    return;
  }
  console.log(`\nSuite ${path}${flags.offline ? ' (offline)' : ''}: ${runs.length} runs\n`);
  process.stdout.write(runComparisonText(comparison));
  console.log(`\nfigures: ${figures.join(', ')}`);
}

/** One run of a suite: its plan, its name in the report, what it is contrasted with and its row in the JSON summary. */
interface SuiteCell {
  readonly plan: RunPlan<RunMatchesResult>;
  readonly label: string;
  readonly versus?: string;
  /** What a label stands for, naming the curves of the figures. */
  readonly condition: string;
  readonly row: Readonly<Record<string, unknown>>;
}

/** The cells of an S³Gym, Learn2Play or AAArena suite file, as runs to play; UsageError for another suite. */
function suiteCells(
  suite: unknown,
  path: string,
  document: unknown,
  options: { readonly models?: readonly string[]; readonly offline: boolean },
  home: string | undefined,
): SuiteCell[] {
  if (suite === 's3gym') {
    const cells = s3gymSuiteCells(document, path, options);
    const name = modelNamer([...new Set(cells.map((cell) => cell.model))]);
    const label = (model: string, pathway: string) => `${name(model)} · ${pathway}`;
    // Within each model, every pathway against its first: the paper compares pathways per model.
    const first = new Map<string, string>();
    for (const cell of cells) if (!first.has(cell.model)) first.set(cell.model, cell.pathway);
    return cells.map(({ model, pathway, spec }) => ({
      plan: s3gymRunPlan(spec).plan,
      label: label(model, pathway),
      ...(first.get(model) === pathway ? {} : { versus: label(model, first.get(model) as string) }),
      condition: 'model · pathway',
      row: { model, pathway },
    }));
  }
  if (suite === 'learn2play')
    return learn2playSuiteCells(document, path, options).map(({ spec, concurrency, label, versus, ...row }) => ({
      plan: learn2playPlan(spec, concurrency),
      label,
      ...(versus === undefined ? {} : { versus }),
      condition: 'model · experience',
      row,
    }));
  if (suite === 'aaarena')
    return aaarenaSuiteCells(document, path, options).map(({ spec, extend, concurrency, label, versus, ...row }) => ({
      plan: aaarenaPlan(spec, { home, extend, ...(concurrency === undefined ? {} : { concurrency }) }),
      label,
      ...(versus === undefined ? {} : { versus }),
      condition: 'developer · game',
      row: { ...row, extend },
    }));
  throw new UsageError(
    `${path}: unknown suite '${String(suite)}'; suite files are s3gym, ptcg-bench, learn2play or aaarena (see suites/ in xparena)`,
  );
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
