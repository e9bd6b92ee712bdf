import type { AgentKind } from '../agent-kind.js';
import { describeOptions, type OptionValues, parseOptions } from '../agent-options.js';
import { defaultLearnerEpsilon, learnerAgent } from '../builtin/learner-agent.js';

const options = {
  epsilon: {
    type: 'number',
    default: defaultLearnerEpsilon,
    min: 0,
    max: 1,
    description: 'chance of a random choice (seeded)',
  },
} as const;

/** `learner`: the offline learning baseline, greedy on the value estimates of its `learner` experience. */
export const learnerKind: AgentKind<OptionValues<typeof options>> = {
  kind: 'learner',
  describe: {
    usage: 'learner',
    summary: 'offline learning baseline: greedy on value estimates from its `learner` experience',
    options: describeOptions(options),
  },
  parse: (spec) => parseOptions(spec.kind, options, spec.options),
  create: (parsed, match) => learnerAgent(match, parsed.epsilon),
};
