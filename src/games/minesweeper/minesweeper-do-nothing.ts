// The do-nothing minesweeper player: minesweeper has no pass, so doing nothing is stopping at once.
import type { Agent, AgentFactory } from '../../core/agent.js';

/** Answers END on the first step, touching no cell: it scores 0 on every board. */
export const minesweeperDoNothing: AgentFactory = (): Agent => ({
  name: 'minesweeper-do-nothing',
  act: () => ({ action: { type: 'end' }, selfScore: 0 }),
});
