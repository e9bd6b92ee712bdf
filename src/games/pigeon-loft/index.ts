import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { pigeonLoftHeuristic, pigeonLoftNaive } from './pigeon-loft-agents.js';
import { pigeonLoftDesign } from './pigeon-loft-design.js';

/** The pigeon-loft hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const pigeonLoft: GameModule = {
  game: hiddenRuleGame(pigeonLoftDesign),
  agents: {
    reference: referenceSolver(pigeonLoftDesign),
    heuristic: pigeonLoftHeuristic,
    naive: pigeonLoftNaive,
  },
  learner: hiddenRuleLearner(pigeonLoftDesign),
};
