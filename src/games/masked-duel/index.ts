import type { GameModule } from '../../core/game-module.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { maskedDuelHeuristic, maskedDuelSilent } from './masked-duel-heuristic.js';

/** Masked duel with its asserting heuristic and the same heuristic without assertions. */
export const maskedDuel: GameModule = {
  game: maskedDuelGame,
  agents: { heuristic: maskedDuelHeuristic, silent: maskedDuelSilent },
  goldenPresets: ['skirmish'],
};
