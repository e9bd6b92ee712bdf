// Agent specs to agents: finds the registered kind of a spec, parses it once, and seats agents from it.
import type { Agent } from '../core/agent.js';
import { parseAgentSpec } from '../core/agent-spec.js';
import { didYouMean } from '../core/did-you-mean.js';
import type { ExperienceInput } from '../core/experience-input.js';
import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { agentSeed } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import type { ModelEnvironment } from '../model/create-model.js';
import type { Model } from '../model/model.js';
import { agentKindTable, type ParsedAgent, type RegisteredAgentKind } from './agent-kind-table.js';

/** Specs already parsed per game: parsing is pure, so a run parses each spec once however many seats it fills. */
const parsedSpecs = new WeakMap<GameModule, Map<string, ParsedAgent>>();

/** The kind of a spec's kind name for a game, if any kind answers to it. */
function kindOf(module: GameModule, kind: string): RegisteredAgentKind | undefined {
  return agentKindTable.find((entry) => entry.answers(kind, module));
}

/**
 * Parses a spec strictly against its kind (cached per game and spec); throws UsageError for an unknown kind
 * (naming the valid ones for this game) or unknown or malformed options (naming the kind's valid ones).
 */
export function parseAgent(module: GameModule, spec: string): ParsedAgent {
  let specs = parsedSpecs.get(module);
  if (!specs) {
    specs = new Map();
    parsedSpecs.set(module, specs);
  }
  const cached = specs.get(spec);
  if (cached) return cached;
  const parsed = parseAgentSpec(spec, (kind) => {
    const entry = kindOf(module, kind);
    return entry ? Object.keys(entry.describe.options) : undefined;
  });
  const entry = kindOf(module, parsed.kind);
  if (!entry) {
    const names = agentKindTable.flatMap((candidate) => candidate.names(module));
    const prefixed = agentKindTable
      .filter((candidate) => candidate.prefix)
      .map((candidate) => candidate.describe.usage);
    throw new UsageError(
      `unknown agent '${parsed.kind}' for game '${module.game.id}'${didYouMean(parsed.kind, names)}; ` +
        `valid agents: ${names.join(', ')}` +
        prefixed.map((usage) => `, or ${usage}`).join('') +
        ' (see xparena agents)',
    );
  }
  const agent = entry.parse(parsed, module);
  specs.set(spec, agent);
  return agent;
}

/**
 * Checks an agent spec against a game without creating the agent (an `llm:` spec is checked as its model would be
 * created, with `models`, but no provider is called); throws UsageError naming the valid choices.
 */
export function validateAgentSpec(module: GameModule, spec: string, models?: ModelEnvironment): void {
  parseAgent(module, spec).check({ module, models });
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
    readonly experience?: ExperienceInput | undefined;
  },
  models?: ModelEnvironment,
): Agent {
  return parseAgent(module, spec).create(
    {
      game: module.game,
      params: match.params,
      seat: match.seat,
      players: match.players,
      seed: agentSeed(match.seed, match.seat),
      ...(match.experience ? { experience: match.experience } : {}),
    },
    { module, models },
  );
}

/** The model behind a spec's agents, if its kind has one (an `llm:` spec's backbone), from the run's environment. */
export function agentModel(module: GameModule, spec: string, models?: ModelEnvironment): Model | undefined {
  return parseAgent(module, spec).model({ module, models });
}
