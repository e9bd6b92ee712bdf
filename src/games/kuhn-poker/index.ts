import type { GameModule } from '../../core/game-module.js';
import { kuhnPokerGame } from './kuhn-poker-game.js';
import { kuhnPokerHeuristic } from './kuhn-poker-heuristic.js';

/** Kuhn poker with its equilibrium-family heuristic baseline. */
export const kuhnPoker: GameModule = { game: kuhnPokerGame, agents: { heuristic: kuhnPokerHeuristic } };
