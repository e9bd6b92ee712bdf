import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { glasshouseHeuristic, glasshouseNaive } from './glasshouse-agents.js';
import { glasshouseDesign } from './glasshouse-design.js';

/** The glasshouse hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const glasshouse: GameModule = {
  game: hiddenRuleGame(glasshouseDesign),
  agents: { reference: referenceSolver(glasshouseDesign), heuristic: glasshouseHeuristic, naive: glasshouseNaive },
  learner: hiddenRuleLearner(glasshouseDesign),
};
