import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { prospectorHeuristic, prospectorNaive } from './prospector-agents.js';
import { prospectorDesign } from './prospector-design.js';

/** The prospector hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const prospector: GameModule = {
  game: hiddenRuleGame(prospectorDesign),
  agents: { reference: referenceSolver(prospectorDesign), heuristic: prospectorHeuristic, naive: prospectorNaive },
  learner: hiddenRuleLearner(prospectorDesign),
};
