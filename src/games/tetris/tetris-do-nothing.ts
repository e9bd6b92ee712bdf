// The do-nothing tetris player: it never steers or turns a block, so every block lands where it enters.
import type { Agent, AgentFactory } from '../../core/agent.js';

/** Drops every block at column 1, rotation 0, expecting no reward; deterministic, never answers END. */
export const tetrisDoNothing: AgentFactory = (): Agent => ({
  name: 'tetris-do-nothing',
  act: () => ({ action: { type: 'drop', column: 1, rotation: 0 }, selfScore: 0 }),
});
