import type { GameModule } from '../../core/game-module.js';
import { snakeDoNothing } from './snake-do-nothing.js';
import { snakeGame } from './snake-game.js';
import { snakeHeuristic } from './snake-heuristic.js';
import { snakeLearnerFeatures } from './snake-learner-features.js';

/** The S³Gym snake game and its baseline agents. */
export const snake: GameModule = {
  game: snakeGame,
  agents: { heuristic: snakeHeuristic, 'do-nothing': snakeDoNothing },
  learner: snakeLearnerFeatures,
};
