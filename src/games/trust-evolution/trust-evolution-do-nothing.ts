// The do-nothing trust player: it never reacts to the opponent, collaborating every round.
import type { Agent, AgentFactory } from '../../core/agent.js';

/** Collaborates every round whatever the opponent does; it does not guess the opponent, so it self-scores 0. */
export const trustEvolutionDoNothing: AgentFactory = (): Agent => ({
  name: 'trust-evolution-do-nothing',
  act: () => ({ action: 'collaborate', selfScore: 0 }),
});
