import type { GameModule } from '../../core/game-module.js';
import { minesweeperHeuristic, minesweeperReference } from './minesweeper-agents.js';
import { minesweeperGame } from './minesweeper-game.js';

/** The S³Gym minesweeper game with its heuristic and its reference player (a constraint solver). */
export const minesweeper: GameModule = {
  game: minesweeperGame,
  agents: { heuristic: minesweeperHeuristic, reference: minesweeperReference },
};
