import type { Command } from 'commander';
import { agentSpecHelp } from '../agents/agent-kind-list.js';
import { isLlmKind } from '../agents/llm/llm-agent-kind.js';
import { createAgent, validateAgentSpec } from '../agents/registry.js';
import { parseAgentSpec } from '../core/agent-spec.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { transcript } from '../report/transcript.js';
import { modelEnvironment, openStore } from '../runs/home.js';
import { withDecisionProgress } from './decision-progress.js';
import { invalidPolicyOf, invalidPolicyOptions } from './invalid-policy-option.js';
import { matchNextLine, matchSummary } from './match-summary.js';
import { collect, intOption } from './parse-int-option.js';
import { outputIsTerminal } from './terminal.js';

interface PlayOptions {
  agent?: string[];
  preset?: string;
  param?: string[];
  seed: number;
  json?: boolean;
  transcript?: boolean;
  store: boolean;
  timeLimit?: number;
  retries?: number;
  fallback?: string;
}

/** `xparena play`: plays one match, stores it, and prints a summary for a person or the transcript for a program. */
export function playCommand(program: Command): void {
  const command = program
    .command('play')
    .description(
      'play one match and print a summary on a terminal, else its transcript (or, with --json, the match record)',
    )
    .argument('<game>', 'game id (see `xparena games`)')
    .option(
      '-a, --agent <spec>',
      agentSpecHelp('agent for the next seat, e.g. random, heuristic, mcts?iterations=500 (repeat per seat)'),
      collect,
    )
    .option('-p, --preset <name>', 'named parameter preset of the game')
    .option('--param <name=value>', 'override one game parameter (repeatable)', collect)
    .option('-s, --seed <n>', 'seed of the match', intOption('--seed', 0, 2 ** 32 - 1), 1)
    .option('--json', 'print the MatchRecord as JSON')
    .option('--transcript', 'print every step (the default when standard output is not a terminal)')
    .option('--no-transcript', 'print the summary only, also when standard output is not a terminal')
    .option('--no-store', 'do not store the match')
    .option('--time-limit <ms>', 'per-decision time limit for asynchronous agents', intOption('--time-limit', 1));
  invalidPolicyOptions(command)
    .addHelpText(
      'after',
      '\nOn a terminal, play prints a summary (result, scores, steps, time, match id, and how to replay or view it);\n' +
        'piped or redirected, the full transcript (what scripts read). --transcript and --no-transcript choose.\n\n' +
        'Examples:\n  xparena play snake --agent heuristic --preset eval --seed 3\n' +
        '  xparena play ptcg --agent heuristic --agent mcts --transcript | less\n' +
        '  xparena play kuhn-poker --agent random --agent mcts --seed 7 --json',
    )
    .action(async (gameId: string, options: PlayOptions, command: Command) => {
      const module = findGame(gameId);
      const { game } = module;
      const params = resolveParams(game, options.preset, parseParamPairs(options.param ?? []));
      const agents = options.agent ?? [];
      if (!game.playerCounts.includes(agents.length)) {
        throw new UsageError(
          `${game.id} is played by ${game.playerCounts.join(' or ')} seat(s) but ${agents.length} --agent given; ` +
            'give --agent once per seat, e.g. --agent heuristic',
        );
      }
      const invalid = invalidPolicyOf(game, params, options);
      const home = command.optsWithGlobals().home;
      const store = options.store ? openStore(home) : undefined;
      try {
        // LLM agents replay from (and fill) the store's response cache, and print a line per decision on stderr.
        const models = modelEnvironment(store, home);
        for (const spec of agents) validateAgentSpec(module, spec, models);
        const started = performance.now();
        const record = await playMatch({
          game,
          params,
          seed: options.seed,
          seats: agents.map((spec, seat) => {
            const agent = createAgent(
              module,
              spec,
              { params, seed: options.seed, seat, players: agents.length },
              models,
            );
            const llm = isLlmKind(parseAgentSpec(spec).kind);
            return { spec, agent: llm ? withDecisionProgress(agent, (line) => console.error(line)) : agent };
          }),
          timeLimitMs: options.timeLimit,
          invalid,
        });
        const durationMs = performance.now() - started;
        store?.commitMatch(record, { durationMs });
        if (options.json) console.log(JSON.stringify(record));
        else if (options.transcript ?? !outputIsTerminal()) {
          console.log(transcript(game, record));
          if (store) console.log(matchNextLine(record.id));
        } else console.log(matchSummary(record, { seconds: durationMs / 1000, stored: store !== undefined }));
        if (record.end.status === 'infra') {
          // Not a result: a script must not read it as one (a run stopped this way exits 75 as well).
          console.error(
            `xparena: the match ended on an infrastructure failure (${record.end.message ?? 'no message'}); it scores nothing: fix the cause and play it again`,
          );
          process.exitCode = 75;
        }
      } finally {
        store?.close();
      }
    });
}
