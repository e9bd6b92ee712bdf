import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { plantClinicHeuristic, plantClinicNaive } from './plant-clinic-agents.js';
import { plantClinicDesign } from './plant-clinic-design.js';

/** The plant-clinic hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const plantClinic: GameModule = {
  game: hiddenRuleGame(plantClinicDesign),
  agents: {
    reference: referenceSolver(plantClinicDesign),
    heuristic: plantClinicHeuristic,
    naive: plantClinicNaive,
  },
  learner: hiddenRuleLearner(plantClinicDesign),
};
