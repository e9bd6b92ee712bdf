import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { apiaryHeuristic, apiaryNaive } from './apiary-agents.js';
import { apiaryDesign } from './apiary-design.js';

/** The apiary hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const apiary: GameModule = {
  game: hiddenRuleGame(apiaryDesign),
  agents: { reference: referenceSolver(apiaryDesign), heuristic: apiaryHeuristic, naive: apiaryNaive },
  learner: hiddenRuleLearner(apiaryDesign),
};
