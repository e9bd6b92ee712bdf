// `xparena matches`: stored matches' summary rows, newest last, filtered and cut to the newest screenful on a terminal.
import type { Command } from 'commander';
import { formatTable } from '../report/table.js';
import { openStore } from '../runs/home.js';
import { knownGameId } from './known-game.js';
import { limitOption, listingLimit, moreLine } from './listing-limit.js';
import { resolveRunId } from './run-source.js';

interface MatchesOptions {
  limit?: number;
  run?: string;
  game?: string;
  agent?: string;
  json?: boolean;
}

export function matchesCommand(program: Command): void {
  limitOption(program.command('matches').description('list stored matches (newest last)'), 'matches (the newest)')
    .option('--run <id>', "only matches of this run ('latest': the run updated last)")
    .option('--game <id>', 'only matches of this game')
    .option('--agent <spec>', 'only matches with this agent in a seat: a spec, or a kind (mcts also finds mcts?…)')
    .option('--json', 'print JSON lines, one summary row per line (pandas: read_json(file, lines=True))')
    .action(async (options: MatchesOptions, command: Command) => {
      const game = options.game === undefined ? undefined : await knownGameId(options.game);
      const limit = listingLimit(options.limit, options.json);
      const store = openStore(command.optsWithGlobals().home, { readonly: true });
      try {
        const filter = {
          ...(options.run === undefined ? {} : { runId: resolveRunId(store, options.run, false) }),
          ...(game === undefined ? {} : { game }),
          ...(options.agent === undefined ? {} : { agent: options.agent }),
        };
        const rows = store.listMatches({ ...filter, ...(limit === undefined ? {} : { last: limit }) });
        const more = moreLine(limit === undefined ? 0 : store.countMatches(filter) - rows.length, 'older matches');
        if (options.json) {
          for (const row of rows) console.log(JSON.stringify(row));
          if (more) console.error(more);
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
        if (more) console.log(more);
      } finally {
        store.close();
      }
    });
}
