import type { Command } from 'commander';
import { agentKindTable } from '../agents/agent-kind-table.js';
import type { GameModule } from '../core/game-module.js';
import { resolveParams } from '../core/params.js';
import { gameModules } from '../games/registry.js';
import { formatTable } from '../report/table.js';

/** Every agent name that plays `module` (the game's own, then the built-in kinds that answer for it). */
function agentNames(module: GameModule): string[] {
  return agentKindTable.flatMap((kind) => kind.names(module));
}

/** How to write each prefixed kind (llm:, program:, shell:), which every game takes. */
const prefixedKinds = agentKindTable.filter((kind) => kind.prefix);

/** `xparena games`: lists ids, seat counts, presets, versions and the agents that play each. */
export function gamesCommand(program: Command): void {
  program
    .command('games')
    .description('list the games with their seat counts, presets, parameters, versions and agents')
    .option('--json', 'print JSON instead of a table')
    .action((options: { json?: boolean }) => {
      const games = gameModules.map((module) => ({
        ...describeGame(module),
        agents: agentNames(module),
      }));
      if (options.json) {
        console.log(JSON.stringify(games, null, 2));
        return;
      }
      // Names every game has go below the table, so each row lists what sets its game apart.
      const everywhere = games
        .map((game) => game.agents)
        .reduce((shared, names) => shared.filter((name) => names.includes(name)));
      const rows = games.map((game) => [
        game.id,
        game.players.join('/'),
        Object.keys(game.presets)
          .map((name) => (name === game.defaultPreset ? `${name}*` : name))
          .join(', '),
        game.version,
        game.agents.filter((name) => !everywhere.includes(name)).join(', '),
        game.title,
      ]);
      console.log(formatTable(['game', 'seats', 'presets (*default)', 'version', 'agents', 'title'], rows));
      const prefixed = prefixedKinds.map((kind) => kind.describe.usage.split(' ')[0]);
      console.log(`\nEvery game also takes: ${[...everywhere, ...prefixed].join(', ')}.`);
      console.log('Parameters and preset values: xparena games --json. Agents and their options: xparena agents.');
    });
}

/** A game's facts for `games --json`. */
function describeGame({ game }: GameModule) {
  return {
    id: game.id,
    title: game.title,
    version: game.version,
    players: game.playerCounts,
    hiddenInformation: game.hiddenInformation,
    defaultPreset: game.defaultPreset,
    presets: Object.fromEntries(Object.keys(game.presets).map((name) => [name, resolveParams(game, name)])),
    params: game.params,
  };
}
