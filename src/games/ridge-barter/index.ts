import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { ridgeBarterHeuristic, ridgeBarterNaive } from './ridge-barter-agents.js';
import { ridgeBarterDesign } from './ridge-barter-design.js';

/** The ridge-barter hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const ridgeBarter: GameModule = {
  game: hiddenRuleGame(ridgeBarterDesign),
  agents: {
    reference: referenceSolver(ridgeBarterDesign),
    heuristic: ridgeBarterHeuristic,
    naive: ridgeBarterNaive,
  },
  learner: hiddenRuleLearner(ridgeBarterDesign),
};
