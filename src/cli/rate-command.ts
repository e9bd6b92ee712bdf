// `xparena rate`: the measure library over stored or exported matches — one leaderboard per game, with bootstrap
// intervals and a head-to-head matrix; also calibrates BT pools and rates candidates against frozen ones.
import { existsSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { DEFAULT_RESAMPLE_SEED } from '../measure/bootstrap-intervals.js';
import { countPool } from '../measure/calibrate-pool.js';
import { kindLeaderboard, type Leaderboard, leaderboard, type RatingMethod } from '../measure/leaderboard.js';
import { kindCounts, type MatchKind, matchKinds, summaryKinds } from '../measure/match-kinds.js';
import { type PairwiseResult, pairwiseResults } from '../measure/pairwise-results.js';
import { poolMean } from '../measure/rating-pool.js';
import { intervalNote, leaderboardText } from '../report/leaderboard-table.js';
import { fixed } from '../report/table.js';
import { openStore } from '../runs/home.js';
import { assertWritableOutput } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { resolveRunId } from './run-source.js';

interface RateOptions {
  method?: string;
  fixed?: string;
  savePool?: string;
  game?: string;
  tau: number;
  periodSize?: number;
  mean: number;
  bootstrap: number;
  seed: number;
  json?: boolean;
}

const level = 0.95;

/** `xparena rate`: Glicko-2 or Bradley–Terry ratings of the agents in a JSONL file, a stored run or the latest run. */
export function rateCommand(program: Command): void {
  program
    .command('rate')
    .description('rate the agents of stored or exported matches (Glicko-2 or Bradley–Terry Elo) with 95% intervals')
    .argument('<records>', "a .jsonl file of match records, a stored run id, or 'latest' (the run updated last)")
    .option('--method <method>', 'glicko2 or bt (default: glicko2; bt with --fixed or --save-pool)')
    .option('--fixed <pool.json>', 'rate every agent not in this pool against its frozen BT ratings')
    .option('--save-pool <file>', 'write the BT ratings fitted to these records as a pool file for --fixed')
    .option('--game <id>', 'only matches of this game (each game is rated separately)')
    .option('--tau <number>', 'Glicko-2 system constant τ', numberOption('--tau', 1e-9), 0.5)
    .option(
      '--period-size <matches>',
      'Glicko-2 rating period length in matches, in play order (default: one period)',
      intOption('--period-size', 1),
    )
    .option('--mean <rating>', 'BT: mean rating the fitted pool is anchored to', numberOption('--mean'), 1500)
    .option(
      '--bootstrap <count>',
      'also a match-bootstrap 95% interval from this many resamples (0: none)',
      intOption('--bootstrap', 0, 100_000),
      0,
    )
    .option('--seed <n>', 'seed of the resampling', intOption('--seed', 0, 2 ** 32 - 1), DEFAULT_RESAMPLE_SEED)
    .option('--json', 'print JSON instead of tables')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  xparena rate latest',
        '  xparena rate --method bt --save-pool pool.json --game kuhn-poker latest',
        '  xparena rate --fixed pool.json candidates.jsonl',
      ].join('\n'),
    )
    .action(async (source: string, options: RateOptions, command: Command) => {
      const method = chooseMethod(options);
      if (options.savePool) assertWritableOutput(options.savePool, '--save-pool');
      // The pool file's reader (a schema library) loads only with --fixed.
      const pool = options.fixed ? (await import('./read-pool.js')).readPoolFile(options.fixed) : undefined;
      if (pool?.game && options.game && pool.game !== options.game)
        throw new UsageError(`${options.fixed} is a pool for ${pool.game}, but --game asks for ${options.game}`);
      const game = options.game ?? pool?.game;
      const ordered = method === 'glicko2' && options.periodSize !== undefined;
      const { byGame, where } = await loadMatches(source, command.optsWithGlobals().home, game, ordered);
      if (byGame.size === 0) {
        throw new UsageError(
          `${where} holds no scored match between two different agents${game ? ` of ${game}` : ''}: ratings need contests (e.g. \`xparena demo\`)`,
        );
      }
      if (options.savePool) savePool(options.savePool, byGame, options.mean);
      const rating: RatingMethod =
        method === 'glicko2'
          ? { type: 'glicko2', tau: options.tau, periodSize: options.periodSize }
          : pool
            ? { type: 'bt-fixed', pool }
            : { type: 'bt', mean: options.mean };
      const bootstrap = options.bootstrap > 0 ? { count: options.bootstrap, seed: options.seed, level } : false;
      const boards = [...byGame]
        .map(([name, rated]) => ({
          game: name,
          ...(rated.results
            ? leaderboard(rated.results, rating, bootstrap)
            : kindLeaderboard(rated.kinds, rating, bootstrap)),
        }))
        .filter((board) => board.matches > 0);
      if (boards.length === 0 && rating.type === 'bt-fixed') {
        const members = Object.keys(rating.pool.ratings);
        throw new UsageError(
          `no match in ${where} is between a pool member and another agent; the pool ${options.fixed} holds ${members.slice(0, 12).join(', ')}${members.length > 12 ? ', …' : ''} (agent specs must match exactly)`,
        );
      }
      if (options.json) {
        const leaderboards = boards.map(({ lines, ...board }) => ({
          game: board.game,
          matches: board.matches,
          ignored: board.ignored,
          intervals: board.intervals,
          agents: lines,
          headToHead: board.headToHead,
        }));
        console.log(
          JSON.stringify(
            { method: rating.type, source: where, settings: settings(rating, options), leaderboards },
            null,
            2,
          ),
        );
        return;
      }
      for (const board of boards) printBoard(board, rating, options);
    });
}

function chooseMethod(options: RateOptions): 'glicko2' | 'bt' {
  const method = options.method ?? (options.fixed || options.savePool ? 'bt' : 'glicko2');
  if (method !== 'glicko2' && method !== 'bt') throw new UsageError(`--method must be glicko2 or bt, got '${method}'`);
  if (method === 'glicko2' && (options.fixed || options.savePool))
    throw new UsageError(
      `${options.fixed ? '--fixed' : '--save-pool'} works with Bradley–Terry ratings: use --method bt`,
    );
  if (options.fixed && options.savePool)
    throw new UsageError('--save-pool fits a new pool from the records; it cannot be combined with --fixed');
  return method;
}

function numberOption(flag: string, min = Number.NEGATIVE_INFINITY) {
  return (value: string): number => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < min)
      throw new UsageError(
        `${flag} must be a number${min > Number.NEGATIVE_INFINITY ? ' above 0' : ''}, got '${value}'`,
      );
    return number;
  };
}

/** One game's matches as ratings read them: kinds of match, and the results in play order where the order counts. */
interface RatedGame {
  readonly kinds: readonly MatchKind[];
  readonly results?: readonly PairwiseResult[];
}

/**
 * The matches of a records file or a stored run by game (games in name order, those without a contest left out); a
 * run's matches are read as its counted results unless `ordered` (Glicko-2 periods read the play order).
 */
async function loadMatches(
  source: string,
  home: string | undefined,
  game: string | undefined,
  ordered: boolean,
): Promise<{ byGame: Map<string, RatedGame>; where: string }> {
  if (source.endsWith('.jsonl') || source.endsWith('.json') || existsSync(source)) {
    // A file's play order is its line order (`xparena export` writes a run in play order). Its reader (a schema
    // library) loads only for files, so rating a stored run starts faster.
    const { readRecordsFile } = await import('./records-file.js');
    const records = await readRecordsFile(source);
    const matches = game ? records.filter((record) => record.game === game) : records;
    const results = pairwiseResults(
      matches,
      matches.map((record) => record.id),
    );
    return { byGame: byResults(results, ordered), where: source };
  }
  const store = openStore(home, { readonly: true });
  try {
    const runId = resolveRunId(store, source);
    if (ordered) {
      const matches = store.runOutcomes(runId, game);
      const results = pairwiseResults(
        matches,
        matches.map((match) => match.id),
      );
      return { byGame: byResults(results, true), where: `run ${runId}` };
    }
    const byGame = new Map<string, RatedGame>();
    for (const [name, own] of byName(store.runResults(runId, game), (row) => row.game)) {
      const kinds = summaryKinds(own);
      if (kinds.length > 0) byGame.set(name, { kinds });
    }
    return { byGame, where: `run ${runId}` };
  } finally {
    store.close();
  }
}

/** Results by game, games in name order, each as its kinds of match and, when `ordered`, as the results too. */
function byResults(results: readonly PairwiseResult[], ordered: boolean): Map<string, RatedGame> {
  const groups = byName(results, (result) => result.game);
  return new Map(
    [...groups].map(([name, own]) => [name, { kinds: matchKinds(own), ...(ordered ? { results: own } : {}) }]),
  );
}

/** `items` grouped by `name`, groups in name order. */
function byName<T>(items: readonly T[], name: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = name(item);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push(item);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function savePool(path: string, byGame: ReadonlyMap<string, RatedGame>, mean: number): void {
  if (byGame.size > 1)
    throw new UsageError(
      `the records hold several games (${[...byGame.keys()].join(', ')}); choose one with --game to save a pool`,
    );
  const [[game, rated] = ['', { kinds: [] }]] = byGame;
  const pool = countPool(kindCounts(rated.kinds), game, { mean });
  writeFileSync(path, `${JSON.stringify(pool, null, 2)}\n`);
  console.error(`saved a pool of ${Object.keys(pool.ratings).length} agents (${pool.game}, mean ${mean}) to ${path}`);
}

function settings(method: RatingMethod, options: RateOptions) {
  const bootstrap = { bootstrap: options.bootstrap, seed: options.seed, level };
  if (method.type === 'glicko2') return { tau: method.tau, periodSize: method.periodSize ?? null, ...bootstrap };
  if (method.type === 'bt') return { mean: method.mean, virtualDraws: 1, ...bootstrap };
  return { poolMean: poolMean(method.pool), poolMembers: Object.keys(method.pool.ratings).length, ...bootstrap };
}

function heading(game: string, board: Leaderboard, method: RatingMethod, options: RateOptions): string {
  const periods = options.periodSize ? `periods of ${options.periodSize} matches` : 'one rating period';
  const what =
    method.type === 'glicko2'
      ? `Glicko-2 (τ ${options.tau}, ${periods})`
      : method.type === 'bt'
        ? `Bradley–Terry Elo (mean ${options.mean})`
        : `Bradley–Terry Elo against a frozen pool of ${Object.keys(method.pool.ratings).length} (mean ${fixed(poolMean(method.pool), 1)}; rank on its ladder)`;
  const ignored = board.ignored > 0 ? `, ${board.ignored} games not between a candidate and a pool member ignored` : '';
  return `## ${game}: ${what}, ${board.matches} matches${ignored}\n${intervalNote(board.intervals)}`;
}

function printBoard(board: Leaderboard & { game: string }, method: RatingMethod, options: RateOptions): void {
  console.log(heading(board.game, board, method, options));
  console.log(leaderboardText(board, method));
  console.log('');
}
