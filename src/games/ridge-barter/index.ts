import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { ridgeBarterHeuristic, ridgeBarterNaive } from './ridge-barter-agents.js';
import { ridgeBarterDesign } from './ridge-barter-design.js';

/** The ridge-barter hidden-rule game with its reference solver and calibration baselines. */
export const ridgeBarter: GameModule = {
  game: hiddenRuleGame(ridgeBarterDesign),
  agents: {
    reference: referenceSolver(ridgeBarterDesign),
    heuristic: ridgeBarterHeuristic,
    naive: ridgeBarterNaive,
  },
};
