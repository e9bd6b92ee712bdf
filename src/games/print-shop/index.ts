import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { printShopHeuristic, printShopNaive } from './print-shop-agents.js';
import { printShopDesign } from './print-shop-design.js';

/** The print-shop hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const printShop: GameModule = {
  game: hiddenRuleGame(printShopDesign),
  agents: {
    reference: referenceSolver(printShopDesign),
    heuristic: printShopHeuristic,
    naive: printShopNaive,
  },
  learner: hiddenRuleLearner(printShopDesign),
};
