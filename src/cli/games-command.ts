import type { Command } from 'commander';
import { resolveParams } from '../core/params.js';
import { gameModules } from '../games/registry.js';
import { formatTable } from '../report/table.js';

/** `xparena games`: lists ids, seat counts, presets and versions. */
export function gamesCommand(program: Command): void {
  program
    .command('games')
    .description('list the games with their seat counts, presets, parameters and versions')
    .option('--json', 'print JSON instead of a table')
    .action((options: { json?: boolean }) => {
      const games = gameModules.map(({ game, agents }) => ({
        id: game.id,
        title: game.title,
        version: game.version,
        players: game.playerCounts,
        hiddenInformation: game.hiddenInformation,
        defaultPreset: game.defaultPreset,
        presets: Object.fromEntries(Object.keys(game.presets).map((name) => [name, resolveParams(game, name)])),
        params: game.params,
        agents: Object.keys(agents),
      }));
      if (options.json) {
        console.log(JSON.stringify(games, null, 2));
        return;
      }
      const rows = games.map((game) => [
        game.id,
        game.players.join('/'),
        Object.keys(game.presets)
          .map((name) => (name === game.defaultPreset ? `${name}*` : name))
          .join(', '),
        game.version,
        game.title,
      ]);
      console.log(formatTable(['game', 'seats', 'presets (*default)', 'version', 'title'], rows));
      console.log('\nParameters and preset values: xparena games --json. Agents and their options: xparena agents.');
    });
}
