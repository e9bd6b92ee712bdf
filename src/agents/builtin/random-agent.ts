import type { Agent, AgentFactory } from '../../core/agent.js';
import { rngFromSeed } from '../../core/rng.js';

/** Plays a uniformly random legal action, from its own seeded generator. */
export const randomAgent: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return { name: 'random', act: (turn) => ({ action: rng.pick(turn.legalActions) }) };
};
