import type { Command } from 'commander';
import { agentKindListing } from '../agents/agent-kind-list.js';
import { findGame, gameModules } from '../games/registry.js';

/** `xparena agents`: lists the agent kinds with their options, for every game or for one. */
export function agentsCommand(program: Command): void {
  program
    .command('agents')
    .description('list the agent kinds with their options (an --agent spec is kind?option=value&option=value)')
    .option('-g, --game <id>', "only the kinds one game accepts, with that game's own agents")
    .option('--json', 'print JSON instead of text')
    .action((options: { game?: string; json?: boolean }) => {
      const modules = options.game ? [findGame(options.game)] : gameModules;
      const kinds = agentKindListing(modules).filter((kind) => !kind.names || Object.keys(kind.names).length);
      if (options.json) {
        console.log(JSON.stringify(kinds, null, 2));
        return;
      }
      const blocks = kinds.map((kind) => {
        const lines = [`${kind.usage}  ${kind.summary}`];
        const names = Object.entries(kind.names ?? {});
        if (names.length > 1 || (names.length === 1 && names[0]?.[0] !== kind.usage)) {
          const where = (games: readonly string[]) =>
            options.game ? '' : games.length === modules.length ? ' (every game)' : ` (${games.join(', ')})`;
          lines.push(`  names: ${names.map(([name, games]) => `${name}${where(games)}`).join('; ')}`);
        }
        const width = Math.max(0, ...Object.keys(kind.options).map((name) => name.length));
        for (const [name, description] of Object.entries(kind.options)) {
          lines.push(`  ${name.padEnd(width)}  ${description}`);
        }
        return lines.join('\n');
      });
      console.log(blocks.join('\n\n'));
      console.log('\nWrite options as kind?option=value&option=value, e.g. mcts?iterations=500&c=1.');
    });
}
