import type { GameModule } from '../../core/game-module.js';
import { tetrisHeuristic, tetrisReference } from './tetris-agents.js';
import { tetrisDoNothing } from './tetris-do-nothing.js';
import { tetrisGame } from './tetris-game.js';
import { tetrisLearnerFeatures } from './tetris-learner-features.js';

/** The S³Gym tetris game with its heuristic, its reference player (Dellacherie's evaluator) and do-nothing. */
export const tetris: GameModule = {
  game: tetrisGame,
  agents: { heuristic: tetrisHeuristic, reference: tetrisReference, 'do-nothing': tetrisDoNothing },
  learner: tetrisLearnerFeatures,
};
