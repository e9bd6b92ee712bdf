// `xparena tournament`: a round robin of every pair of agents on one two-seat game, seats swapped on the same seeds,
// stored as one resumable run; prints the leaderboard and head-to-head matrix and writes the heatmap.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { agentSpecHelp } from '../agents/agent-kind-list.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { DEFAULT_RESAMPLE_SEED } from '../measure/bootstrap-intervals.js';
import { type Leaderboard, leaderboard, type RatingMethod } from '../measure/leaderboard.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import { roundRobin } from '../protocols/round-robin.js';
import { type AgentFigures, agentFigures } from '../report/agent-figures.js';
import { headToHeadFigure } from '../report/head-to-head-figure.js';
import { intervalNote, leaderboardText } from '../report/leaderboard-table.js';
import { executeRun, playJobs, type RunPlan, runIdOf } from '../runs/execute-run.js';
import { homeDir } from '../runs/home.js';
import { distinctPolicyOf, type InvalidPolicyFlags, invalidPolicyOptions } from './invalid-policy-option.js';
import { assertWritableFolder } from './output-path.js';
import { collect, intOption } from './parse-int-option.js';
import { queueFlag, queueHelp, redisUrlArgument } from './queue-option.js';
import { resumeCommand } from './resume-command.js';

interface TournamentOptions extends InvalidPolicyFlags {
  agent?: string[];
  /** Games per pair counting both seat orders (PTCG-Bench's unit): even. */
  gamesPerPair?: number;
  /** Games per pair in each seat order (`-g`); the stored spec's `gamesPerPair` is this. */
  gamesPerSeatOrder?: number;
  preset?: string;
  param?: string[];
  seed: number;
  concurrency: number;
  queue?: string;
  method: string;
  bootstrap: number;
  json?: boolean;
  out?: string;
  plots: boolean;
  progress: boolean;
}

const level = 0.95;

/** `xparena tournament <game>`: round robin, leaderboard with intervals and costs, head-to-head matrix and heatmap. */
export function tournamentCommand(program: Command): void {
  const command = program
    .command('tournament')
    .description('round robin of every pair of agents on a two-seat game: leaderboard, head to head and heatmap')
    .argument('<game>', 'a game with a two-seat mode (see `xparena games`)')
    .option('-a, --agent <spec>', agentSpecHelp('an agent in the tournament (repeat, at least two)'), collect)
    .option(
      '--games-per-pair <n>',
      'games per pair, both seat orders together: half in each, on the same seeds (even; default 40)',
      intOption('--games-per-pair', 2, 200_000),
    )
    .option(
      '-g, --games-per-seat-order <n>',
      'games per pair in each seat order instead (seats are swapped on the same seeds; default 20)',
      intOption('--games-per-seat-order', 1, 100_000),
    )
    .option('-p, --preset <name>', 'named parameter preset of the game')
    .option('--param <name=value>', 'override one game parameter (repeatable)', collect)
    .option(
      '-s, --seed <n>',
      'seed of the first game of each pair (game i uses seed + i)',
      intOption('--seed', 0, 2 ** 32 - 1),
      0,
    )
    .option(
      '-c, --concurrency <n>',
      'matches played at once (useful for llm: agents)',
      intOption('--concurrency', 1, 1024),
      1,
    )
    .option('--method <method>', 'glicko2 (one rating period) or bt (Bradley–Terry Elo, mean 1500)', 'glicko2');
  invalidPolicyOptions(command)
    .option(
      '--bootstrap <count>',
      'also a match-bootstrap 95% interval from this many resamples (0: none)',
      intOption('--bootstrap', 0, 100_000),
      0,
    )
    .option('--out <dir>', 'where to write the heatmap (default: <home>/reports/<run>)')
    .option('--no-plots', 'skip the heatmap')
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the results as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  xparena tournament kuhn-poker --agent random --agent heuristic --agent mcts --games-per-pair 50   # 25 + 25',
    )
    .action(async (gameId: string, options: TournamentOptions, command: Command) => {
      const method = ratingMethod(options.method);
      const plan = tournamentPlan(gameId, options);
      const home = command.optsWithGlobals().home;
      const out = resolve(options.out ?? join(homeDir(home), 'reports', runIdOf(plan)));
      if (options.plots) assertWritableFolder(out, '--out');
      const context = {
        home,
        resume: resumeCommand(command),
        progress: options.progress,
        json: options.json,
        queue: options.queue,
      };
      await executeRun(plan, context, async ({ runId, store, result }) => {
        const params = plan.spec.params;
        const records = [...store.records({ runId })];
        const bootstrap =
          options.bootstrap > 0 ? { count: options.bootstrap, seed: DEFAULT_RESAMPLE_SEED, level } : false;
        const board = leaderboard(pairwiseResults(records, store.playOrder(runId)), method, bootstrap);
        const figures = new Map(agentFigures(records).map((line) => [line.agent, line]));
        const order = board.lines.map((line) => line.agent);
        const files: string[] = [];
        if (options.plots && board.headToHead.length > 0) {
          const figure = await headToHeadFigure(gameId, order, board.headToHead);
          for (const [extension, content] of [
            ['svg', figure.svg],
            ['png', figure.png],
          ] as const) {
            const file = join(out, `${figure.name}.${extension}`);
            writeFileSync(file, content);
            files.push(file);
          }
        }
        if (options.json) {
          const lines = board.lines.map((line) => {
            const figure = figures.get(line.agent);
            return {
              ...line,
              invalidRate: figure?.invalidRate ?? null,
              toolCallsPerGame: figure?.toolCallsPerGame ?? null,
              tokensPerGame: figure?.tokensPerGame ?? null,
              costPerGame: figure?.costPerGame ?? null,
            };
          });
          console.log(
            JSON.stringify(
              {
                run: runId,
                game: gameId,
                params,
                method: method.type,
                ...result,
                matches: board.matches,
                intervals: board.intervals,
                agents: lines,
                headToHead: board.headToHead,
                files,
              },
              null,
              2,
            ),
          );
          return;
        }
        console.log(`played ${result.played}, already stored ${result.skipped}\n`);
        printBoard(gameId, board, method, figures);
        if (files.length > 0) console.log(`\nheatmap: ${files.join(', ')}`);
      });
    });
}

/** The stored, resumable round robin `xparena tournament <game>` plays, seats swapped on the same seeds. */
export function tournamentPlan(gameId: string, options: Omit<TournamentOptions, 'json' | 'progress'>) {
  const module = findGame(gameId);
  if (!module.game.playerCounts.includes(2))
    throw new UsageError(
      `${gameId} has no two-seat mode (seats: ${module.game.playerCounts.join(', ')}); tournaments pair agents, use \`xparena episodes\` for it`,
    );
  const agents = options.agent ?? [];
  if (new Set(agents).size < 2)
    throw new UsageError('a tournament needs at least two different agents, e.g. --agent random --agent heuristic');
  if (new Set(agents).size < agents.length) throw new UsageError(`each agent may enter once; got ${agents.join(', ')}`);
  const params = resolveParams(module.game, options.preset, parseParamPairs(options.param ?? []));
  const perSeatOrder = gamesPerSeatOrder(options);
  const invalid = distinctPolicyOf(module.game, params, options);
  const spec = {
    game: gameId,
    params,
    agents,
    gamesPerPair: perSeatOrder,
    swapSeats: true,
    seed: options.seed,
    // Only a policy other than the game's rule: a default tournament keeps its run and match ids.
    ...(invalid ? { invalid } : {}),
  };
  return {
    name: 'tournament',
    kind: 'tournament',
    spec,
    agents: agents.map((agent) => ({ module, spec: agent })),
    prepare: () =>
      playJobs(
        roundRobin({
          module,
          params,
          agents,
          gamesPerPair: perSeatOrder,
          swapSeats: true,
          seed: options.seed,
          label: `${gameId} tournament`,
        }).map((job) => (invalid ? { ...job, invalid } : job)),
        options.concurrency,
      ),
    reportable: false,
  } satisfies RunPlan;
}

/** Games per seat order from `--games-per-pair` (both orders, even) or `-g` (one order); 20 when neither is given. */
function gamesPerSeatOrder(options: Pick<TournamentOptions, 'gamesPerPair' | 'gamesPerSeatOrder'>): number {
  const { gamesPerPair, gamesPerSeatOrder: perOrder } = options;
  if (gamesPerPair !== undefined && perOrder !== undefined)
    throw new UsageError('give --games-per-pair (both seat orders) or -g/--games-per-seat-order, not both');
  if (gamesPerPair === undefined) return perOrder ?? 20;
  if (gamesPerPair % 2 !== 0)
    throw new UsageError(
      `--games-per-pair counts both seat orders (half in each), so it must be even, not ${gamesPerPair}; for ${gamesPerPair} games in each seat order give -g ${gamesPerPair}`,
    );
  return gamesPerPair / 2;
}

function ratingMethod(name: string): RatingMethod {
  if (name === 'glicko2') return { type: 'glicko2' };
  if (name === 'bt') return { type: 'bt', mean: 1500 };
  throw new UsageError(`--method must be glicko2 or bt, got '${name}'`);
}

function printBoard(
  game: string,
  board: Leaderboard,
  method: RatingMethod,
  figures: ReadonlyMap<string, AgentFigures>,
): void {
  const what = method.type === 'glicko2' ? 'Glicko-2 (τ 0.5, one rating period)' : 'Bradley–Terry Elo (mean 1500)';
  console.log(`## ${game}: ${what}, ${board.matches} matches`);
  console.log(intervalNote(board.intervals));
  console.log(leaderboardText(board, method, figures));
}
