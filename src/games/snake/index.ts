import type { GameModule } from '../../core/game-module.js';
import { snakeDoNothing } from './snake-do-nothing.js';
import { snakeGame } from './snake-game.js';
import { snakeHeuristic } from './snake-heuristic.js';
import { snakeLearnerFeatures } from './snake-learner-features.js';
import { snakeReference } from './snake-reference.js';

/** The S³Gym snake game with its heuristic, its reference player (the heuristic improved by rollouts) and do-nothing. */
export const snake: GameModule = {
  game: snakeGame,
  agents: { heuristic: snakeHeuristic, reference: snakeReference, 'do-nothing': snakeDoNothing },
  learner: snakeLearnerFeatures,
};
