import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { openStore } from '../runs/home.js';
import { exportJsonl, importJsonl } from '../store/jsonl.js';
import { exportSftCommand } from './export-sft-command.js';
import { assertWritableOutput } from './output-path.js';
import { reportBadLine, reportBadLineCount } from './records-file.js';
import { resolveRunId } from './run-source.js';

/** `xparena export` and `import`: write and read match records. */
export function recordsCommands(program: Command): void {
  const exportCommand = program
    .command('export')
    .description('write stored match records as JSON lines (`export sft`: a fine-tuning dataset)')
    .option('--run <id>', "only matches of this run ('latest': the run updated last), each with its `label` in the run")
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .action(async (options: { run?: string; output?: string }, command: Command) => {
      if (options.output) assertWritableOutput(options.output);
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      let count: number;
      try {
        const runId = options.run === undefined ? undefined : resolveRunId(store, options.run, false);
        // Each line names the runs that hold its match (so an import restores them); with --run, its label there
        // too (e.g. trial, phase and checkpoint of an explore/evaluate episode), so metrics need the export alone.
        count = await writeOutput(options.output, (out) => exportJsonl(store, out, runId ? { runId } : {}));
      } finally {
        store.close();
      }
      if (options.output) console.error(`exported ${count} record(s) to ${options.output}`);
    });
  exportSftCommand(exportCommand);

  program
    .command('import')
    .description('add the match records of a JSONL file to the store (already stored ids are skipped)')
    .argument('<file>', 'a .jsonl file written by `xparena export` or `xparena play --json`')
    .option('--json', 'print the counts as one JSON object')
    .addHelpText(
      'after',
      '\nThe file is read line by line. A bad line is reported with its number and reason and skipped; the good lines\n' +
        'are imported, and the command exits 2 when any line was bad. Runs named by the lines are restored.',
    )
    .action(async (file: string, options: { json?: boolean }, command: Command) => {
      const store = openStore(command.optsWithGlobals().home);
      try {
        let index = 0;
        const imported = await importJsonl(store, file, (line) => reportBadLine(file, line, index++));
        if (options.json) console.log(JSON.stringify({ file, ...imported }));
        else {
          console.log(`imported ${imported.added} record(s), skipped ${imported.skipped} already stored`);
          console.log('next: xparena runs · xparena matches');
        }
        reportBadLineCount(file, imported.bad);
      } finally {
        store.close();
      }
    });
}

/** Runs `write` on the output file (or standard output) and waits until everything is written or fails. */
async function writeOutput(
  path: string | undefined,
  write: (out: NodeJS.WritableStream) => Promise<number>,
): Promise<number> {
  if (!path) return write(process.stdout);
  const out = createWriteStream(path);
  const failed = new Promise<never>((_, reject) =>
    out.once('error', (error) => reject(new UsageError(`cannot write '${path}': ${error.message}`))),
  );
  const count = await Promise.race([write(out), failed]);
  await Promise.race([new Promise<void>((resolve) => out.end(() => resolve())), failed]);
  return count;
}
