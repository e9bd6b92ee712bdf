// `xparena runs`: the stored runs, newest first, filtered and cut to a screenful on a terminal; `runs delete` removes
// one run and what belongs only to it.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { didYouMean } from '../core/did-you-mean.js';
import { UsageError } from '../core/usage-error.js';
import { formatTable } from '../report/table.js';
import { homeDir, openStore } from '../runs/home.js';
import type { RunDeletion } from '../store/store.js';
import { confirm } from './confirm.js';
import { knownGameId } from './known-game.js';
import { limitOption, listingLimit, moreLine } from './listing-limit.js';
import { inputIsTerminal } from './terminal.js';

interface RunsOptions {
  limit?: number;
  game?: string;
  json?: boolean;
}

export function runsCommand(program: Command): void {
  const runs = limitOption(program.command('runs').description('list stored runs, most recent first'), 'runs')
    .option('--game <id>', 'only runs holding a match of this game')
    .option('--json', 'print JSON lines, one run per line (pandas: read_json(file, lines=True))')
    .action(async (options: RunsOptions, command: Command) => {
      const filter = options.game === undefined ? {} : { game: await knownGameId(options.game) };
      const limit = listingLimit(options.limit, options.json);
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      try {
        const rows = store.listRuns({ ...filter, ...(limit === undefined ? {} : { limit }) });
        const more = moreLine(limit === undefined ? 0 : store.countRuns(filter) - rows.length, 'runs');
        if (options.json) {
          for (const run of rows) console.log(JSON.stringify(run));
          if (more) console.error(more);
          return;
        }
        const table = rows.map((run) => [run.id, run.kind, run.status, run.matches, run.updatedAt.slice(0, 19)]);
        console.log(formatTable(['run', 'kind', 'status', 'matches', 'updated (UTC)'], table));
        if (more) console.log(more);
      } finally {
        store.close();
      }
    });

  runs
    .command('delete')
    .description(
      'delete a run: its matches that no other run holds, its experience snapshots, round ratings and report folder',
    )
    .argument('<run>', 'the id of the run (see `xparena runs`)')
    .option('-y, --yes', 'delete without asking (required when standard input is not a terminal)')
    .addHelpText(
      'after',
      '\nMatches that other runs also hold are kept for them. An AAArena run keeps its workspace (arena/<run> in the\n' +
        "home, with the developer's files): remove it yourself when done.\n\n" +
        'Examples:\n  xparena runs delete tournament-3f2a9c1e0b4d\n  xparena runs delete tournament-3f2a9c1e0b4d --yes   # in a script',
    )
    .action(async (id: string, options: { yes?: boolean }, command: Command) => {
      const home = command.optsWithGlobals().home;
      const reader = openStore(home, { readonly: true });
      let deletion: RunDeletion;
      let running: boolean;
      try {
        const run = reader.getRun(id);
        if (!run) {
          const ids = reader.listRuns().map((candidate) => candidate.id);
          throw new UsageError(
            `no stored run '${id}' in ${reader.path}${didYouMean(id, ids)}; give the id of a run listed by \`xparena runs\``,
          );
        }
        deletion = reader.runDeletion(id);
        running = run.status === 'running';
      } finally {
        reader.close();
      }
      const what = `run ${id} (${deletionText(deletion)})`;
      if (!options.yes) {
        if (!inputIsTerminal())
          throw new UsageError(`refusing to delete ${what} without confirmation: add --yes to delete it`);
        const warning = running ? ' It is marked running: stop the process running it first.' : '';
        if (!(await confirm(`Delete ${what}?${warning}`))) {
          console.error('nothing deleted');
          return;
        }
      }
      const store = openStore(home);
      try {
        deletion = store.deleteRun(id);
      } finally {
        store.close();
      }
      // Only a folder directly in reports/: an imported run's id could name a path elsewhere (`../..`).
      const reports = join(homeDir(home), 'reports');
      const report = resolve(reports, id);
      if (dirname(report) === reports) rmSync(report, { recursive: true, force: true });
      console.log(`deleted run ${id} (${deletionText(deletion)})`);
    });
}

/** What a deletion removes, in words. */
function deletionText(deletion: RunDeletion): string {
  const parts = [
    `${deletion.matches} match(es) of its own`,
    ...(deletion.snapshots ? [`${deletion.snapshots} experience snapshot(s)`] : []),
    ...(deletion.roundRatings ? [`${deletion.roundRatings} round rating(s)`] : []),
  ];
  const kept = deletion.sharedMatches ? `; ${deletion.sharedMatches} match(es) other runs hold are kept` : '';
  return `${parts.join(', ')}${kept}`;
}
