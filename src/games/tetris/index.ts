import type { GameModule } from '../../core/game-module.js';
import { tetrisHeuristic, tetrisReference } from './tetris-agents.js';
import { tetrisGame } from './tetris-game.js';

/** The S³Gym tetris game with its heuristic and its reference player (Dellacherie's evaluator). */
export const tetris: GameModule = {
  game: tetrisGame,
  agents: { heuristic: tetrisHeuristic, reference: tetrisReference },
};
