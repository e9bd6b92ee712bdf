import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import {
  bellFoundryHeuristic,
  bellFoundryNaive,
  bellFoundryPaced,
  bellFoundrySearcher,
} from './bell-foundry-agents.js';
import { bellFoundryDesign } from './bell-foundry-design.js';

/** The bell-foundry hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const bellFoundry: GameModule = {
  game: hiddenRuleGame(bellFoundryDesign),
  agents: {
    reference: referenceSolver(bellFoundryDesign),
    heuristic: bellFoundryHeuristic,
    naive: bellFoundryNaive,
    searcher: bellFoundrySearcher,
    paced: bellFoundryPaced,
  },
  learner: hiddenRuleLearner(bellFoundryDesign),
};
