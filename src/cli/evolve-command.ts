// `xparena evolve`: the anchored longitudinal protocol — evolving agents play frozen anchors round after round and
// learn between rounds; prints per-round ratings against the anchors and writes the trajectory plot.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { agentSpecHelp } from '../agents/agent-kind-list.js';
import { makeDirectory } from '../core/make-directory.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { DEFAULT_RESAMPLE_SEED } from '../measure/bootstrap-intervals.js';
import { poolMean, type RatingPool } from '../measure/rating-pool.js';
import type { RoundRating } from '../measure/round-ratings.js';
import { bootstrapText } from '../report/interval-text.js';
import { ratingTrajectoryFigure } from '../report/rating-trajectory-figure.js';
import { fixed, formatTable } from '../report/table.js';
import { executeRun, runIdOf } from '../runs/execute-run.js';
import { homeDir, openStore } from '../runs/home.js';
import { loadAnchors } from './anchored-source.js';
import { evolvePlan } from './evolve-plan.js';
import { distinctPolicyOf, type InvalidPolicyFlags, invalidPolicyOptions } from './invalid-policy-option.js';
import { assertWritableFolder } from './output-path.js';
import { collect, intOption } from './parse-int-option.js';
import { queueFlag, queueHelp, redisUrlArgument } from './queue-option.js';
import { resumeCommand } from './resume-command.js';

interface EvolveOptions extends InvalidPolicyFlags {
  queue?: string;
  agent?: string[];
  experience?: string[];
  anchors?: string;
  rounds: number;
  gamesPerAnchor: number;
  preset?: string;
  param?: string[];
  seed: number;
  concurrency: number;
  bootstrap: number;
  out?: string;
  plots: boolean;
  progress: boolean;
  json?: boolean;
}

/** `xparena evolve <game>`: anchored rounds against a frozen pool, per-round ratings and their trajectory plot. */
export function evolveCommand(program: Command): void {
  const command = program
    .command('evolve')
    .description('anchored tournament: evolving agents play frozen anchors each round and learn between rounds')
    .argument('<game>', 'a game with a two-seat mode (see `xparena games`)')
    .option(
      '-a, --agent <spec>',
      agentSpecHelp('an evolving agent (repeatable), e.g. learner or llm:openai/gpt-4o'),
      collect,
    )
    .option(
      '-x, --experience <spec>',
      'its experience: none, history, summary or learner; one for all agents or one per --agent, in order ' +
        '(default: learner for the learner agent, else none — a static reference)',
      collect,
    )
    .option(
      '--anchors <run-or-file>',
      "the frozen anchors: a pool file (`xparena rate --save-pool`), a stored run id or 'latest' (the latest tournament), whose agents are calibrated into a pool (Bradley–Terry, mean 1500)",
    )
    .option('-r, --rounds <n>', 'rounds R', intOption('--rounds', 1, 10_000), 8)
    .option(
      '-g, --games-per-anchor <n>',
      'games against each anchor per round (seats alternate)',
      intOption('--games-per-anchor', 1, 10_000),
      2,
    )
    .option('-p, --preset <name>', 'named parameter preset of the game')
    .option('--param <name=value>', 'override one game parameter (repeatable)', collect)
    .option('-s, --seed <n>', 'base seed of every game', intOption('--seed', 0, 2 ** 32 - 1), 0)
    .option('-c, --concurrency <n>', 'matches played at once', intOption('--concurrency', 1, 1024), 1);
  invalidPolicyOptions(command)
    .option(
      '--bootstrap <count>',
      'also a match-bootstrap 95% interval from this many resamples of each round (0: none)',
      intOption('--bootstrap', 0, 100_000),
      0,
    )
    .option('--out <dir>', 'where to write the trajectory plot (default: <home>/reports/<run>)')
    .option('--no-plots', 'skip the trajectory plot')
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the results as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  xparena tournament kuhn-poker -a random -a heuristic -a mcts --games-per-pair 50',
        '  xparena evolve kuhn-poker --agent learner --anchors latest --rounds 8 --games-per-anchor 2',
        '  xparena evolve kuhn-poker -a learner -a learner -x learner -x none --anchors pool.json',
      ].join('\n'),
    )
    .action(async (gameId: string, options: EvolveOptions, command: Command) => {
      const module = findGame(gameId);
      if (!module.game.playerCounts.includes(2))
        throw new UsageError(`${gameId} has no two-seat mode (seats: ${module.game.playerCounts.join(', ')})`);
      if (!options.anchors)
        throw new UsageError(
          'evolve needs --anchors: a pool file (xparena rate --save-pool) or a tournament run id (or latest)',
        );
      const specs = options.agent ?? [];
      if (specs.length === 0) throw new UsageError('evolve needs at least one --agent, e.g. --agent learner');
      const experiences = experienceSpecs(specs, options.experience ?? []);
      const params = resolveParams(module.game, options.preset, parseParamPairs(options.param ?? []));
      const home = command.optsWithGlobals().home;
      const store = openStore(home);
      let pool: RatingPool;
      try {
        pool = loadAnchors(store, options.anchors, gameId);
      } finally {
        store.close();
      }
      const bootstrap =
        options.bootstrap > 0 ? { count: options.bootstrap, seed: DEFAULT_RESAMPLE_SEED, level: 0.95 } : false;
      const { plan } = evolvePlan(module, {
        specs,
        experiences,
        params,
        pool,
        rounds: options.rounds,
        gamesPerAnchor: options.gamesPerAnchor,
        seed: options.seed,
        concurrency: options.concurrency,
        bootstrap,
        invalid: distinctPolicyOf(module.game, params, options),
      });
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
        const { ratings } = result;
        const files = options.plots ? await writeTrajectory(gameId, ratings, pool, out) : [];
        if (options.json) {
          console.log(
            JSON.stringify(
              {
                run: runId,
                game: gameId,
                params,
                played: result.played,
                skipped: result.skipped,
                anchors: pool.ratings,
                intervals: {
                  level: 0.95,
                  rating: { method: 'profile-likelihood', resamples: 0 },
                  bootstrap: bootstrap
                    ? { method: 'match-bootstrap-percentile', resamples: bootstrap.count, seed: bootstrap.seed }
                    : null,
                },
                ratings,
                // Learning calls and their usage appear only for steps that called a model.
                snapshots: store
                  .listExperienceSnapshotInfo(runId)
                  .map(({ bytes: _, parent: __, calls, usage, ...row }) =>
                    calls > 0 ? { ...row, calls, usage } : row,
                  ),
                files,
              },
              null,
              2,
            ),
          );
          return;
        }
        console.log(`played ${result.played}, already stored ${result.skipped}\n`);
        printRatings(gameId, ratings, pool, options.bootstrap);
        if (files.length > 0) console.log(`\ntrajectory: ${files.join(', ')}`);
      });
    });
}

/** One experience spec per agent: the given list (one for all, or one each), else the agent's natural default. */
function experienceSpecs(specs: readonly string[], given: readonly string[]): string[] {
  if (given.length > 1 && given.length !== specs.length)
    throw new UsageError(
      `give one --experience for all agents or one per --agent (${specs.length}); got ${given.length}`,
    );
  return specs.map((spec, index) => given[given.length === 1 ? 0 : index] ?? (spec === 'learner' ? 'learner' : 'none'));
}

async function writeTrajectory(
  game: string,
  ratings: readonly RoundRating[],
  pool: RatingPool,
  dir: string,
): Promise<string[]> {
  if (ratings.length === 0) return [];
  const figure = await ratingTrajectoryFigure(game, ratings, pool);
  makeDirectory(dir);
  const files: string[] = [];
  for (const [extension, content] of [
    ['svg', figure.svg],
    ['png', figure.png],
  ] as const) {
    const file = join(dir, `${figure.name}.${extension}`);
    writeFileSync(file, content);
    files.push(file);
  }
  return files;
}

function printRatings(game: string, ratings: readonly RoundRating[], pool: RatingPool, resamples: number): void {
  const bootstrap =
    resamples > 0
      ? `; bootstrap: 95% percentile over ${resamples} resamples of the round's matches, seed ${DEFAULT_RESAMPLE_SEED}`
      : '';
  console.log(
    `## ${game}: per-round fixed-pool Bradley–Terry Elo against frozen anchors; 95% interval: profile likelihood ` +
      `(virtual draw included, no resampling)${bootstrap}`,
  );
  const anchorRows = Object.entries(pool.ratings)
    .sort(([, x], [, y]) => y - x)
    .map(([anchor, rating]) => [anchor, fixed(rating, 0)]);
  console.log(formatTable(['anchor', 'rating'], anchorRows));
  console.log(`pool mean ${fixed(poolMean(pool), 0)}\n`);
  const rows = ratings.map((line) => [
    line.agent,
    String(line.round + 1),
    fixed(line.rating, 0),
    line.low === undefined || line.high === undefined ? '' : `[${fixed(line.low, 0)}, ${fixed(line.high, 0)}]`,
    ...(resamples > 0 ? [bootstrapText(line.bootstrap)] : []),
    String(line.rank),
    fixed(line.score, 2),
    String(line.games),
  ]);
  const headers = ['agent', 'round', 'rating', '95% interval', ...(resamples > 0 ? ['bootstrap 95%'] : [])];
  console.log(formatTable([...headers, 'rank', 'score', 'games'], rows));
}
