import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { fishingGroundsHeuristic, fishingGroundsNaive } from './fishing-grounds-agents.js';
import { fishingGroundsDesign } from './fishing-grounds-design.js';

/** The fishing-grounds hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const fishingGrounds: GameModule = {
  game: hiddenRuleGame(fishingGroundsDesign),
  agents: {
    reference: referenceSolver(fishingGroundsDesign),
    heuristic: fishingGroundsHeuristic,
    naive: fishingGroundsNaive,
  },
  learner: hiddenRuleLearner(fishingGroundsDesign),
};
