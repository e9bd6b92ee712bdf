import type { GameModule } from '../../core/game-module.js';
import { nullifyDoNothing } from './nullify-do-nothing.js';
import { nullifyGame } from './nullify-game.js';
import { nullifyHeuristic } from './nullify-heuristic.js';
import { nullifyReference } from './nullify-reference.js';

/** The S³Gym nullify game with its do-nothing, baseline (heuristic) and search (reference) players. */
export const nullify: GameModule = {
  game: nullifyGame,
  agents: { 'do-nothing': nullifyDoNothing, heuristic: nullifyHeuristic, reference: nullifyReference },
};
