import type { AgentFactory } from '../../core/agent.js';
import type { AgentKind } from '../agent-kind.js';
import { parseOptions } from '../agent-options.js';

/** The game's own baselines (`heuristic`, `reference`, `do-nothing`, …): each game module names its agents. */
export const gameAgentKind: AgentKind<{ readonly factory: AgentFactory }> = {
  kind: 'game',
  names: (module) => Object.keys(module.agents),
  describe: {
    usage: '<game agent>',
    summary: "the game's own baselines (every game has heuristic)",
    options: {},
  },
  parse(spec, module) {
    parseOptions(spec.kind, {}, spec.options);
    const factory = module.agents[spec.kind];
    // The registry only hands this kind the names it listed for the module.
    if (!factory) throw new Error(`game '${module.game.id}' has no agent '${spec.kind}'`);
    return { factory };
  },
  create: (options, match) => options.factory({ ...match, options: {} }),
};
