// The do-nothing player: plants nothing, ever; under KORGym's rules it scores exactly the lawn's width.
import type { Agent, AgentFactory } from '../../core/agent.js';
import type { PvzAction } from './pvz-state.js';

const nothing: PvzAction = { type: 'plant', placements: [] };

/** Answers "none" every turn with self-score 1; the first zombie (spawned on turn 0) walks through on turn `columns`. */
export const pvzDoNothing: AgentFactory = (): Agent => ({
  name: 'plants-vs-zombies-do-nothing',
  act: () => ({ action: nothing, selfScore: 1 }),
});
