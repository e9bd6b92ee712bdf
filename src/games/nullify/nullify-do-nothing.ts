// The do-nothing nullify player: it answers END at once, leaving every unit on the board.
import type { Agent, AgentFactory } from '../../core/agent.js';

/** Answers END on its first turn (self-score 0): nullify's natural way of doing nothing. */
export const nullifyDoNothing: AgentFactory = (): Agent => ({
  name: 'nullify-do-nothing',
  act: () => ({ action: { type: 'end' }, selfScore: 0 }),
});
