import type { GameModule } from '../../core/game-module.js';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeHeuristic } from './lantern-maze-heuristic.js';

/** Lantern Maze and its baseline agent; the golden playthrough of the small preset only (observations are long). */
export const lanternMaze: GameModule = {
  game: lanternMazeGame,
  agents: { heuristic: lanternMazeHeuristic },
  goldenPresets: ['small'],
};
