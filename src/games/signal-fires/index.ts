import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { signalFiresHeuristic, signalFiresNaive } from './signal-fires-agents.js';
import { signalFiresDesign } from './signal-fires-design.js';

/** The signal-fires hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const signalFires: GameModule = {
  game: hiddenRuleGame(signalFiresDesign),
  agents: {
    reference: referenceSolver(signalFiresDesign),
    heuristic: signalFiresHeuristic,
    naive: signalFiresNaive,
  },
  learner: hiddenRuleLearner(signalFiresDesign),
};
