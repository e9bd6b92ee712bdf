// How the offline learner sees snake: which moves are safe and which bring the head closer to an apple.
import type { LearnerFeatures } from '../../core/game-learner.js';
import type { Cell, SnakeAction, SnakeObservation } from './snake-state.js';
import { hasCell, isWall, oppositeDirection, stepCell } from './snake-state.js';

/**
 * Snake: one shared context; the action's feature is whether the move is blocked (or a reversal) and whether it brings
 * the head closer to the nearest apple. END is never chosen.
 */
export const snakeLearnerFeatures: LearnerFeatures = {
  type: 'features',
  name: 'snake-move-features',
  discount: 0.9,
  context: () => '',
  actionKey(observation, action) {
    const state = observation as SnakeObservation;
    const direction = action as SnakeAction;
    if (direction === 'END' || direction === 'NONE') return null;
    const head = state.snake[0] as Cell;
    if (direction === oppositeDirection(state.direction)) return 'blocked';
    const next = stepCell(head, direction);
    if (isWall(state.rules, next) || hasCell(state.obstacles, next) || hasCell(state.snake, next)) return 'blocked';
    const distance = (cell: Cell) =>
      Math.min(...state.apples.map((apple) => Math.abs(apple[0] - cell[0]) + Math.abs(apple[1] - cell[1])));
    const before = distance(head);
    const after = distance(next);
    return after < before ? 'closer' : after > before ? 'farther' : 'level';
  },
};
