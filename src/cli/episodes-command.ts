import type { Command } from 'commander';
import { agentSpecHelp } from '../agents/agent-kind-list.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { episodes } from '../protocols/episodes.js';
import { agentFigures, agentFiguresTable } from '../report/agent-figures.js';
import { intervalText } from '../report/interval-text.js';
import { episodeSummary } from '../report/summary.js';
import { fixed, formatTable } from '../report/table.js';
import { executeRun, playJobs, type RunPlan } from '../runs/execute-run.js';
import { collect, intOption } from './parse-int-option.js';
import { queueFlag, queueHelp, redisUrlArgument } from './queue-option.js';
import { resumeCommand } from './resume-command.js';

const unboundedNote = 'unbounded (null in JSON) with fewer than two scored episodes or when all scored alike';

interface EpisodesOptions {
  agent?: string[];
  preset?: string;
  param?: string[];
  episodes: number;
  seed: number;
  concurrency: number;
  queue?: string;
  json?: boolean;
  progress: boolean;
}

/** `xparena episodes`: every agent plays the same seeded single-seat episodes; prints score statistics per agent. */
export function episodesCommand(program: Command): void {
  program
    .command('episodes')
    .description('play the same seeded single-seat episodes with each agent and compare their scores')
    .argument('<game>', 'a single-seat game id (see `xparena games`)')
    .option('-a, --agent <spec>', agentSpecHelp('agent to evaluate (repeat to compare several)'), collect)
    .option('-p, --preset <name>', 'named parameter preset of the game')
    .option('--param <name=value>', 'override one game parameter (repeatable)', collect)
    .option('-n, --episodes <n>', 'episodes per agent', intOption('--episodes', 1, 1_000_000), 50)
    .option(
      '-s, --seed <n>',
      'seed of the first episode (episode i uses seed + i)',
      intOption('--seed', 0, 2 ** 32 - 1),
      0,
    )
    .option(
      '-c, --concurrency <n>',
      'episodes played at once (useful for llm: agents)',
      intOption('--concurrency', 1, 1024),
      1,
    )
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress on stderr')
    .option('--json', 'print the summary as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  xparena episodes snake --preset eval --agent random --agent heuristic --episodes 50',
    )
    .action(async (gameId: string, options: EpisodesOptions, command: Command) => {
      const plan = episodesPlan(gameId, options);
      const context = {
        home: command.optsWithGlobals().home,
        resume: resumeCommand(command),
        progress: options.progress,
        json: options.json,
        queue: options.queue,
      };
      await executeRun(plan, context, ({ runId, store, result }) => {
        const params = plan.spec.params;
        const lines = episodeSummary(store.listMatches({ runId }));
        if (options.json) {
          const intervals = { method: 'student-t', level: 0.95, resamples: 0, unbounded: unboundedNote };
          console.log(JSON.stringify({ run: runId, params, ...result, intervals, agents: lines }, null, 2));
          return;
        }
        const rows = lines.map((line) => [
          line.agent,
          line.episodes,
          fixed(line.mean, 3),
          Number.isFinite(line.interval.low) ? intervalText(line.interval, 3) : 'unbounded',
          fixed(line.sd, 3),
          fixed(line.min, 2),
          fixed(line.max, 2),
          line.unscored,
        ]);
        console.log(`played ${result.played}, already stored ${result.skipped}\n`);
        console.log(
          `${gameId} ${JSON.stringify(params)}, seeds ${options.seed}..${options.seed + options.episodes - 1}`,
        );
        console.log(formatTable(['agent', 'episodes', 'mean', '95% interval', 'sd', 'min', 'max', 'unscored'], rows));
        console.log(
          `95% interval of the mean: Student's t, mean ± t(0.975, n − 1)·sd/√n, no resampling; ${unboundedNote}`,
        );
        const figures = agentFigures([...store.records({ runId })]);
        if (figures.some((line) => line.modelCalls > 0 || line.invalid > 0)) {
          console.log(`\n${agentFiguresTable(figures)}`);
        }
      });
    });
}

/** The stored, resumable run `xparena episodes <game>` plays: every agent on the same seeded episodes. */
export function episodesPlan(gameId: string, options: Omit<EpisodesOptions, 'json' | 'progress'>) {
  const module = findGame(gameId);
  if (!module.game.playerCounts.includes(1)) {
    throw new UsageError(`${gameId} has no single-seat mode; use \`xparena play\` or a tournament for it`);
  }
  const params = resolveParams(module.game, options.preset, parseParamPairs(options.param ?? []));
  const agents = options.agent ?? [];
  if (agents.length === 0) throw new UsageError('give at least one --agent, e.g. --agent heuristic');
  const spec = { game: gameId, params, agents, episodes: options.episodes, seed: options.seed };
  return {
    name: 'episodes',
    kind: 'episodes',
    spec,
    agents: agents.map((agent) => ({ module, spec: agent })),
    prepare: () =>
      playJobs(
        episodes({ module, params, agents, episodes: options.episodes, seed: options.seed }),
        options.concurrency,
      ),
  } satisfies RunPlan;
}
