import type { GameModule } from '../../core/game-module.js';
import { chessGame } from './chess-game.js';
import { chessHeuristic } from './chess-heuristic.js';
import { chessReference } from './chess-reference.js';

/** S³Gym piece-movement prediction with its baseline (heuristic) and rule-inference (reference) players. */
export const chess: GameModule = { game: chessGame, agents: { heuristic: chessHeuristic, reference: chessReference } };
