// Agent kinds: the built-ins that play any game, plus the baselines each game module ships (heuristic, …).
import type { Agent, AgentFactory, ExperienceSnapshot } from '../core/agent.js';
import type { ParamSpec, Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { coerceValue } from '../core/params.js';
import { agentSeed } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import { type AgentSpec, parseAgentSpec } from './agent-spec.js';
import { defaultLearnerEpsilon, learnerAgent } from './builtin/learner-agent.js';
import { mctsAgent } from './builtin/mcts-agent.js';
import { randomAgent } from './builtin/random-agent.js';
import type { ModelEnvironment } from './llm/create-model.js';
import {
  isLlmKind,
  llmAgentFactory,
  llmKindPrefix,
  llmOptionDescriptions,
  validateLlmAgentSpec,
} from './llm/llm-agent-kind.js';

/** A kind of agent with the options its spec may carry. */
export interface AgentKind {
  readonly factory: AgentFactory;
  readonly description: string;
  readonly options: Readonly<Record<string, ParamSpec>>;
}

/** Agents that play every game in the registry. */
export const builtinAgents: Readonly<Record<string, AgentKind>> = {
  random: { factory: randomAgent, description: 'uniformly random legal actions (seeded)', options: {} },
  learner: {
    factory: learnerAgent,
    description: 'offline learning baseline: greedy on value estimates from its `learner` experience',
    options: {
      epsilon: {
        type: 'number',
        default: defaultLearnerEpsilon,
        min: 0,
        max: 1,
        description: 'chance of a random choice (seeded)',
      },
    },
  },
  mcts: {
    factory: mctsAgent,
    description: 'information-set Monte Carlo tree search over states sampled from its own observation',
    options: {
      iterations: { type: 'int', default: 200, min: 1, max: 1_000_000, description: 'search iterations per decision' },
      c: {
        type: 'number',
        default: 0.7,
        min: 0,
        description: 'UCB1 exploration constant (rewards normalised to [0, 1])',
      },
      rollout: { type: 'int', default: 200, min: 0, description: 'maximum steps of a random rollout' },
    },
  },
};

/** The agent kinds available for one game: the built-ins plus the game's own baselines. */
export function agentKinds(module: GameModule): Readonly<Record<string, AgentKind>> {
  const kinds: Record<string, AgentKind> = { ...builtinAgents };
  for (const [name, factory] of Object.entries(module.agents)) {
    kinds[name] = { factory, description: `${module.game.id} baseline`, options: {} };
  }
  return kinds;
}

/**
 * Checks an agent spec against a game without creating the agent (an `llm:` spec is checked as its model would be
 * created, with `models`, but no provider is called); throws UsageError naming the valid choices.
 */
export function validateAgentSpec(module: GameModule, spec: string, models?: ModelEnvironment): void {
  const parsed = parseSpec(module, spec);
  if (isLlmKind(parsed.kind)) validateLlmAgentSpec(parsed, models);
  else resolveAgentKind(module, spec);
}

/** Parses a spec strictly; a malformed one is a UsageError naming the options of its kind for this game. */
function parseSpec(module: GameModule, spec: string): AgentSpec {
  return parseAgentSpec(spec, (kind) => {
    if (isLlmKind(kind)) return Object.keys(llmOptionDescriptions);
    const known = agentKinds(module)[kind];
    return known ? Object.keys(known.options) : undefined;
  });
}

function resolveAgentKind(
  module: GameModule,
  spec: string,
  models?: ModelEnvironment,
): { kind: AgentKind; options: Record<string, string> } {
  const parsed = parseSpec(module, spec);
  if (isLlmKind(parsed.kind)) {
    // Model and harness options are checked by the llm kind itself; they reach the factory through its closure.
    const factory = llmAgentFactory(parsed, models);
    return { kind: { factory, description: 'a language model through the harness', options: {} }, options: {} };
  }
  const kinds = agentKinds(module);
  const kind = kinds[parsed.kind];
  if (!kind) {
    throw new UsageError(
      `unknown agent '${parsed.kind}' for game '${module.game.id}'; valid agents: ${Object.keys(kinds).join(', ')}, ` +
        `or ${llmKindPrefix}<provider>/<model> (e.g. ${llmKindPrefix}openai/gpt-4o)`,
    );
  }
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.options)) {
    const option = kind.options[name];
    if (!option) {
      const valid = Object.keys(kind.options);
      throw new UsageError(
        `unknown option '${name}' for agent '${parsed.kind}'; valid options: ${valid.length ? valid.join(', ') : '(none)'}`,
      );
    }
    options[name] = String(coerceValue(`option '${name}' of agent '${parsed.kind}'`, option, value));
  }
  return { kind, options };
}

/** Creates the agent for `seat` of a match from its spec string; `models` gives `llm:` agents their cache and limits. */
export function createAgent(
  module: GameModule,
  spec: string,
  match: {
    readonly params: Params;
    readonly seed: number;
    readonly seat: number;
    readonly players: number;
    readonly experience?: ExperienceSnapshot | undefined;
  },
  models?: ModelEnvironment,
): Agent {
  const { kind, options } = resolveAgentKind(module, spec, models);
  return kind.factory({
    game: module.game,
    params: match.params,
    seat: match.seat,
    players: match.players,
    seed: agentSeed(match.seed, match.seat),
    options,
    ...(match.experience ? { experience: match.experience } : {}),
  });
}
