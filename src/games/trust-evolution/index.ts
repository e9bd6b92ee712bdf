import type { GameModule } from '../../core/game-module.js';
import { trustEvolutionDoNothing } from './trust-evolution-do-nothing.js';
import { trustEvolutionGame } from './trust-evolution-game.js';
import { trustEvolutionHeuristic } from './trust-evolution-heuristic.js';
import { trustEvolutionLearner } from './trust-evolution-learner.js';
import { trustEvolutionReference } from './trust-evolution-reference.js';

/** The Evolution of Trust with its heuristic, its reference player (Bayes-optimal expectimax) and do-nothing. */
export const trustEvolution: GameModule = {
  game: trustEvolutionGame,
  agents: {
    heuristic: trustEvolutionHeuristic,
    reference: trustEvolutionReference,
    'do-nothing': trustEvolutionDoNothing,
  },
  learner: trustEvolutionLearner,
};
