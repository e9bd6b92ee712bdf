// `xparena mcp serve`: one seat of a match as an MCP server on stdio, for a shell that launches it; the other seats
// are built-in agents, and the match is stored like `xparena play` stores it.
import type { Command } from 'commander';
import { createAgent, validateAgentSpec } from '../agents/registry.js';
import { PlayerFault } from '../core/agent.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { GameSeat } from '../mcp/game-seat.js';
import { serveSeatOverStdio } from '../mcp/seat-stdio.js';
import { modelEnvironment, openStore } from '../runs/home.js';
import { matchNextLine } from './match-summary.js';
import { collect, intOption } from './parse-int-option.js';

interface ServeOptions {
  game: string;
  seat: number;
  opponent?: string[];
  preset?: string;
  param?: string[];
  seed: number;
  store: boolean;
  decisionMs: number;
  maxErrors: number;
}

/** The spec recorded for the seat a client plays through `xparena mcp serve`. */
export const stdioSeatSpec = 'mcp:stdio';

/** `xparena mcp serve`. */
export function mcpCommand(program: Command): void {
  const mcp = program.command('mcp').description('serve a game seat to an MCP client (see docs/agents/shells.md)');
  mcp
    .command('serve')
    .description('play one match with one seat driven over MCP on stdio (logs go to stderr)')
    .requiredOption('-g, --game <id>', 'game id (see `xparena games`)')
    .option('--seat <n>', 'the seat the MCP client plays', intOption('--seat', 0, 63), 0)
    .option('-o, --opponent <spec>', 'agent for the next other seat, in seat order (repeatable)', collect)
    .option('-p, --preset <name>', 'named parameter preset of the game')
    .option('--param <name=value>', 'override one game parameter (repeatable)', collect)
    .option('-s, --seed <n>', 'seed of the match', intOption('--seed', 0, 2 ** 32 - 1), 1)
    .option('--no-store', 'do not store the match')
    .option('--decision-ms <ms>', "the seat's clock per decision", intOption('--decision-ms', 1), 300_000)
    .option('--max-errors <n>', 'failed tool calls per decision before a forfeit', intOption('--max-errors', 1), 20)
    .addHelpText(
      'after',
      '\nExample (an MCP client config launching it):\n  xparena mcp serve --game kuhn-poker --opponent random --seed 3',
    )
    .action(async (options: ServeOptions, command: Command) => {
      const module = findGame(options.game);
      const { game } = module;
      const params = resolveParams(game, options.preset, parseParamPairs(options.param ?? []));
      const opponents = options.opponent ?? [];
      const players = opponents.length + 1;
      if (!game.playerCounts.includes(players)) {
        throw new UsageError(
          `${game.id} is played by ${game.playerCounts.join(' or ')} seat(s); give --opponent once per other seat (${opponents.length} given)`,
        );
      }
      if (options.seat >= players) throw new UsageError(`--seat must be below ${players} for ${players} seat(s)`);
      const home = command.optsWithGlobals().home;
      const store = options.store ? openStore(home) : undefined;
      try {
        const models = modelEnvironment(store, home);
        for (const spec of opponents) validateAgentSpec(module, spec, models);
        const seat = new GameSeat(
          { game, params, seat: options.seat, players, seed: options.seed },
          { name: stdioSeatSpec, decisionMs: options.decisionMs, maxErrors: options.maxErrors, waitMs: 20_000 },
        );
        const served = await serveSeatOverStdio(seat);
        // A client that goes away mid-match has given up its seat.
        void served.disconnected.then(() => seat.failWith(new PlayerFault('exit', 'the MCP client disconnected')));
        const others = [...opponents];
        const record = await playMatch({
          game,
          params,
          seed: options.seed,
          seats: Array.from({ length: players }, (_, index) => {
            if (index === options.seat) return { spec: stdioSeatSpec, agent: seat };
            const spec = others.shift() ?? '';
            return {
              spec,
              agent: createAgent(module, spec, { params, seed: options.seed, seat: index, players }, models),
            };
          }),
        });
        store?.commitMatch(record);
        seat.finish(record.end);
        console.error(
          `xparena: match ${record.id} ended: ${record.end.status}, scores ${JSON.stringify(record.end.scores)}`,
        );
        // On stderr: stdout carries the MCP protocol.
        if (store) console.error(matchNextLine(record.id));
        // The client may still ask `status` for the result; the command ends when it disconnects.
        await served.disconnected;
        await served.close();
      } finally {
        store?.close();
      }
    });
}
