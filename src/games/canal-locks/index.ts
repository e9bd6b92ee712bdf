import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { canalLocksHeuristic, canalLocksNaive } from './canal-locks-agents.js';
import { canalLocksDesign } from './canal-locks-design.js';

/** The canal-locks hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const canalLocks: GameModule = {
  game: hiddenRuleGame(canalLocksDesign),
  agents: { reference: referenceSolver(canalLocksDesign), heuristic: canalLocksHeuristic, naive: canalLocksNaive },
  learner: hiddenRuleLearner(canalLocksDesign),
};
