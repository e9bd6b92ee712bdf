import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { dyeWorksHeuristic, dyeWorksNaive } from './dye-works-agents.js';
import { dyeWorksDesign } from './dye-works-design.js';

/** The dye-works hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const dyeWorks: GameModule = {
  game: hiddenRuleGame(dyeWorksDesign),
  agents: {
    reference: referenceSolver(dyeWorksDesign),
    heuristic: dyeWorksHeuristic,
    naive: dyeWorksNaive,
  },
  learner: hiddenRuleLearner(dyeWorksDesign),
};
