import type { AgentKind } from '../agent-kind.js';
import { describeOptions, type OptionValues, parseOptions } from '../agent-options.js';
import { mctsDefaults, mctsSearchAgent } from '../builtin/mcts-agent.js';

const options = {
  iterations: {
    type: 'int',
    default: mctsDefaults.iterations,
    min: 1,
    max: 1_000_000,
    description: 'search iterations per decision',
  },
  c: {
    type: 'number',
    default: mctsDefaults.c,
    min: 0,
    description: 'UCB1 exploration constant (rewards normalised to [0, 1])',
  },
  rollout: { type: 'int', default: mctsDefaults.rollout, min: 0, description: 'maximum steps of a random rollout' },
} as const;

/** `mcts`: information-set Monte Carlo tree search; plays every game with `sample` (docs/agents/mcts.md). */
export const mctsKind: AgentKind<OptionValues<typeof options>> = {
  kind: 'mcts',
  describe: {
    usage: 'mcts',
    summary: 'information-set Monte Carlo tree search over states sampled from its own observation',
    options: describeOptions(options),
  },
  parse: (spec) => parseOptions(spec.kind, options, spec.options),
  create: (settings, match) => mctsSearchAgent(match, settings),
};
