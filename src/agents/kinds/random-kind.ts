import type { AgentKind } from '../agent-kind.js';
import { parseOptions } from '../agent-options.js';
import { randomAgent } from '../builtin/random-agent.js';

/** `random`: uniformly random legal actions from the seat's own seed; plays every game. */
export const randomKind: AgentKind<Record<string, never>> = {
  kind: 'random',
  describe: { usage: 'random', summary: 'uniformly random legal actions (seeded)', options: {} },
  parse: (spec) => parseOptions(spec.kind, {}, spec.options),
  create: (_options, match) => randomAgent({ ...match, options: {} }),
};
