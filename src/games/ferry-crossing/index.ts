import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { ferryCrossingHeuristic, ferryCrossingNaive } from './ferry-crossing-agents.js';
import { ferryCrossingDesign } from './ferry-crossing-design.js';

/** The ferry-crossing hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const ferryCrossing: GameModule = {
  game: hiddenRuleGame(ferryCrossingDesign),
  agents: {
    reference: referenceSolver(ferryCrossingDesign),
    heuristic: ferryCrossingHeuristic,
    naive: ferryCrossingNaive,
  },
  learner: hiddenRuleLearner(ferryCrossingDesign),
};
