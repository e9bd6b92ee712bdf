import type { GameModule } from '../../core/game-module.js';
import { nullifyGame } from './nullify-game.js';
import { nullifyHeuristic } from './nullify-heuristic.js';
import { nullifyReference } from './nullify-reference.js';

/** The S³Gym nullify game with its baseline (heuristic) and search (reference) players. */
export const nullify: GameModule = {
  game: nullifyGame,
  agents: { heuristic: nullifyHeuristic, reference: nullifyReference },
};
