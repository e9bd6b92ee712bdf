import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { nightMarketHeuristic, nightMarketNaive } from './night-market-agents.js';
import { nightMarketDesign } from './night-market-design.js';

/** The night-market hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const nightMarket: GameModule = {
  game: hiddenRuleGame(nightMarketDesign),
  agents: {
    reference: referenceSolver(nightMarketDesign),
    heuristic: nightMarketHeuristic,
    naive: nightMarketNaive,
  },
  learner: hiddenRuleLearner(nightMarketDesign),
};
