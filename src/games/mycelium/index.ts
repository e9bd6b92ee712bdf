import type { GameModule } from '../../core/game-module.js';
import { myceliumGame } from './mycelium-game.js';
import { myceliumHeuristic } from './mycelium-heuristic.js';

/** Mycelium, the two-colony territory game, and its baseline colony; the small preset's golden file is kept (boards are long). */
export const mycelium: GameModule = {
  game: myceliumGame,
  agents: { heuristic: myceliumHeuristic },
  goldenPresets: ['small'],
};
