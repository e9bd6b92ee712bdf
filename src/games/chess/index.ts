import type { GameModule } from '../../core/game-module.js';
import { chessGame } from './chess-game.js';
import { chessHeuristic } from './chess-heuristic.js';
import { chessDoNothing, chessRepeatLast } from './chess-naive-agents.js';
import { chessReference } from './chess-reference.js';
import { chessScoreUnit } from './chess-score-unit.js';

/** S³Gym piece-movement prediction with its pattern (heuristic), rule-inference (reference) and naive players. */
export const chess: GameModule = {
  game: chessGame,
  agents: {
    heuristic: chessHeuristic,
    reference: chessReference,
    'do-nothing': chessDoNothing,
    'repeat-last': chessRepeatLast,
  },
  scoreUnit: chessScoreUnit,
};
