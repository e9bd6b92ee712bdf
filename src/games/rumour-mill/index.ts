import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { rumourMillHeuristic, rumourMillNaive } from './rumour-mill-agents.js';
import { rumourMillDesign } from './rumour-mill-design.js';

/** The rumour-mill hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const rumourMill: GameModule = {
  game: hiddenRuleGame(rumourMillDesign),
  agents: { reference: referenceSolver(rumourMillDesign), heuristic: rumourMillHeuristic, naive: rumourMillNaive },
  learner: hiddenRuleLearner(rumourMillDesign),
};
