import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { openStore } from '../runs/home.js';
import { type ExportSummary, exportJsonl, type ImportSummary, importJsonl } from '../store/jsonl.js';
import { exportSftCommand } from './export-sft-command.js';
import { assertWritableOutput } from './output-path.js';
import { reportBadLine, reportBadLineCount } from './records-file.js';
import { resolveRunId } from './run-source.js';

/** `xparena export` and `import`: write and read match records. */
export function recordsCommands(program: Command): void {
  const exportCommand = program
    .command('export')
    .description(
      'write stored runs and match records as JSON lines, with the runs’ labels, experience snapshots and round ratings (`export sft`: a fine-tuning dataset)',
    )
    .option(
      '--run <id>',
      "only this run ('latest': the run updated last): its matches, each with its `label` in the run, and its snapshots",
    )
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .action(async (options: { run?: string; output?: string }, command: Command) => {
      if (options.output) assertWritableOutput(options.output);
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      let summary: ExportSummary;
      try {
        const runId = options.run === undefined ? undefined : resolveRunId(store, options.run, false);
        // Each line names the runs that hold its match (so an import restores them); with --run, its label there
        // too (e.g. trial, phase and checkpoint of an explore/evaluate episode), so metrics need the export alone.
        summary = await writeOutput(options.output, (out) => exportJsonl(store, out, runId ? { runId } : {}));
      } finally {
        store.close();
      }
      const { runs, records, snapshots } = summary;
      if (options.output)
        console.error(
          `exported ${records} record(s) of ${runs} run(s) and ${snapshots} experience snapshot(s) to ${options.output}`,
        );
    });
  exportSftCommand(exportCommand);

  program
    .command('import')
    .description(
      'add the runs and match records of a JSONL file to the store, with their labels and snapshots (already stored ones are skipped)',
    )
    .argument('<file>', 'a .jsonl file written by `xparena export` or `xparena play --json`')
    .option('--json', 'print the counts as one JSON object')
    .addHelpText(
      'after',
      '\nThe file is read line by line. A bad line is reported with its number and reason and skipped; the good lines\n' +
        'are imported, and the command exits 2 when any line was bad. Runs named by the lines are restored with their\n' +
        'experience snapshots and round ratings; importing a file twice changes nothing. A file holding a run whose id\n' +
        'names a different run in this store is refused (exit 2) before anything is written.',
    )
    .action(async (file: string, options: { json?: boolean }, command: Command) => {
      const store = openStore(command.optsWithGlobals().home);
      try {
        let index = 0;
        const imported = await importJsonl(store, file, (line) => reportBadLine(file, line, index++));
        if (options.json) console.log(JSON.stringify({ file, ...imported }));
        else {
          const { added, skipped, bad: _bad, ...runs } = imported;
          console.log(`imported ${added} record(s), skipped ${skipped} already stored; ${importedRunsText(runs)}`);
          console.log('next: xparena runs · xparena matches');
        }
        reportBadLineCount(file, imported.bad);
      } finally {
        store.close();
      }
    });
}

/** The runs, snapshots and ratings an import added, as the end of its summary line. */
function importedRunsText(added: Pick<ImportSummary, 'runs' | 'snapshots' | 'roundRatings'>): string {
  const ratings = added.roundRatings > 0 ? `, ${added.roundRatings} round rating(s)` : '';
  return `added ${added.runs} run(s), ${added.snapshots} experience snapshot(s)${ratings}`;
}

/** Runs `write` on the output file (or standard output) and waits until everything is written or fails. */
async function writeOutput<T>(path: string | undefined, write: (out: NodeJS.WritableStream) => Promise<T>): Promise<T> {
  if (!path) return write(process.stdout);
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) =>
    out.once('error', (error) => reject(new UsageError(`cannot write '${path}': ${error.message}`))),
  );
  const count = await Promise.race([write(out), failed]);
  await Promise.race([new Promise<void>((resolve) => out.end(() => resolve())), failed]);
  return count;
}
