import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { toyPressHeuristic, toyPressListener, toyPressNaive } from './toy-press-agents.js';
import { toyPressDesign } from './toy-press-design.js';

/** The toy-press hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const toyPress: GameModule = {
  game: hiddenRuleGame(toyPressDesign),
  agents: {
    reference: referenceSolver(toyPressDesign),
    heuristic: toyPressHeuristic,
    naive: toyPressNaive,
    listener: toyPressListener,
  },
  learner: hiddenRuleLearner(toyPressDesign),
};
