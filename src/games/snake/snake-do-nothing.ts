// The do-nothing snake player: the game's natural no-op, a player that never steers.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Cell, hasCell, type SnakeObservation, stepCell } from './snake-state.js';

/** Always answers the snake's current direction (it starts moving UP), expecting 1 only when an apple is straight ahead. */
export const snakeDoNothing: AgentFactory = (): Agent => ({
  name: 'snake-do-nothing',
  act: (turn) => {
    const observation = turn.observation as SnakeObservation;
    const ahead = stepCell(observation.snake[0] as Cell, observation.direction);
    return { action: observation.direction, selfScore: hasCell(observation.apples, ahead) ? 1 : 0 };
  },
});
