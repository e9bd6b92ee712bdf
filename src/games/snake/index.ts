import type { GameModule } from '../../core/game-module.js';
import { snakeGame } from './snake-game.js';
import { snakeHeuristic } from './snake-heuristic.js';

/** The S³Gym snake game and its baseline agent. */
export const snake: GameModule = { game: snakeGame, agents: { heuristic: snakeHeuristic } };
