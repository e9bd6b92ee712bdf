import type { GameModule } from '../../core/game-module.js';
import { trustEvolutionDoNothing } from './trust-evolution-do-nothing.js';
import { trustEvolutionGame } from './trust-evolution-game.js';
import { trustEvolutionHeuristic } from './trust-evolution-heuristic.js';
import { trustEvolutionLearner } from './trust-evolution-learner.js';

/** The Evolution of Trust: the game and its baseline agents. */
export const trustEvolution: GameModule = {
  game: trustEvolutionGame,
  agents: { heuristic: trustEvolutionHeuristic, 'do-nothing': trustEvolutionDoNothing },
  learner: trustEvolutionLearner,
};
