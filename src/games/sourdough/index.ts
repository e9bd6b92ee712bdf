import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { sourdoughHeuristic, sourdoughNaive } from './sourdough-agents.js';
import { sourdoughDesign } from './sourdough-design.js';

/** The sourdough hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const sourdough: GameModule = {
  game: hiddenRuleGame(sourdoughDesign),
  agents: { reference: referenceSolver(sourdoughDesign), heuristic: sourdoughHeuristic, naive: sourdoughNaive },
  learner: hiddenRuleLearner(sourdoughDesign),
};
