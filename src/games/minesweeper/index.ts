import type { GameModule } from '../../core/game-module.js';
import { minesweeperHeuristic, minesweeperReference } from './minesweeper-agents.js';
import { minesweeperDoNothing } from './minesweeper-do-nothing.js';
import { minesweeperGame } from './minesweeper-game.js';
import { minesweeperScoreUnit } from './minesweeper-score-unit.js';

/** The S³Gym minesweeper game with its heuristic, its reference player (a constraint solver) and do-nothing (END at once). */
export const minesweeper: GameModule = {
  game: minesweeperGame,
  agents: { heuristic: minesweeperHeuristic, reference: minesweeperReference, 'do-nothing': minesweeperDoNothing },
  scoreUnit: minesweeperScoreUnit,
};
