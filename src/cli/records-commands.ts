import { createWriteStream } from 'node:fs';
import type { Command } from 'commander';
import { formatTable } from '../report/table.js';
import { importRecords, readJsonlRecords, toJsonLine } from '../store/jsonl.js';
import { exportSftCommand } from './export-sft-command.js';
import { openStore } from './home.js';

/** `xparena runs`, `matches`, `export` and `import`: list runs and matches, write and read match records. */
export function recordsCommands(program: Command): void {
  program
    .command('runs')
    .description('list stored runs, most recent first')
    .option('--json', 'print JSON lines')
    .action((options: { json?: boolean }, command: Command) => {
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      try {
        const runs = store.listRuns();
        if (options.json) {
          for (const run of runs) console.log(JSON.stringify(run));
          return;
        }
        const rows = runs.map((run) => [run.id, run.kind, run.status, run.matches, run.updatedAt.slice(0, 19)]);
        console.log(formatTable(['run', 'kind', 'status', 'matches', 'updated (UTC)'], rows));
      } finally {
        store.close();
      }
    });

  program
    .command('matches')
    .description('list stored matches (newest last)')
    .option('--run <id>', 'only matches of this run')
    .option('--game <id>', 'only matches of this game')
    .option('--json', 'print JSON lines of summary rows')
    .action((options: { run?: string; game?: string; json?: boolean }, command: Command) => {
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      try {
        const rows = store.listMatches({ runId: options.run, game: options.game });
        if (options.json) {
          for (const row of rows) console.log(JSON.stringify(row));
          return;
        }
        const table = rows.map((row) => [
          row.id,
          row.game,
          row.seats.join(' vs '),
          row.status,
          row.scores ? row.scores.join(' / ') : '-',
          row.steps,
        ]);
        console.log(formatTable(['id', 'game', 'seats', 'status', 'scores', 'steps'], table));
      } finally {
        store.close();
      }
    });

  const exportCommand = program
    .command('export')
    .description('write stored match records as JSON lines (`export sft`: a fine-tuning dataset)')
    .option('--run <id>', 'only matches of this run, each with its label in the run (a `label` field)')
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .action(async (options: { run?: string; output?: string }, command: Command) => {
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      const out: NodeJS.WritableStream = options.output ? createWriteStream(options.output) : process.stdout;
      let count = 0;
      try {
        // With --run, each line also carries the match's label in that run (e.g. trial, phase and checkpoint of an
        // explore/evaluate episode), so metrics can be recomputed from the export alone; import ignores it.
        const labels = new Map(store.listMatches({ runId: options.run }).map((row) => [row.id, row.label]));
        for (const record of store.records({ runId: options.run })) {
          const label = options.run ? labels.get(record.id) : null;
          const line = label ? `${JSON.stringify({ ...record, label })}\n` : toJsonLine(record);
          if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          count++;
        }
      } finally {
        store.close();
        if (options.output) await new Promise<void>((resolve) => out.end(() => resolve()));
      }
      if (options.output) console.error(`exported ${count} record(s) to ${options.output}`);
    });
  exportSftCommand(exportCommand);

  program
    .command('import')
    .description('add the match records of a JSONL file to the store (already stored ids are skipped)')
    .argument('<file>', 'a .jsonl file written by `xparena export` or `xparena play --json`')
    .action((file: string, _options: unknown, command: Command) => {
      const records = readJsonlRecords(file);
      const store = openStore(command.optsWithGlobals().home);
      try {
        const { added, skipped } = importRecords(store, records);
        console.log(`imported ${added} record(s), skipped ${skipped} already stored`);
      } finally {
        store.close();
      }
    });
}
