import type { GameModule } from '../../core/game-module.js';
import { nightOrchardGame } from './night-orchard-game.js';
import { orchardHeuristic } from './night-orchard-heuristic.js';

/** The night-orchard chase and its baseline agent (either role). */
export const nightOrchard: GameModule = {
  game: nightOrchardGame,
  agents: { heuristic: orchardHeuristic },
  goldenPresets: ['small'],
};
