import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { truffleWoodHeuristic, truffleWoodNaive } from './truffle-wood-agents.js';
import { truffleWoodDesign } from './truffle-wood-design.js';

/** The truffle-wood hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const truffleWood: GameModule = {
  game: hiddenRuleGame(truffleWoodDesign),
  agents: {
    reference: referenceSolver(truffleWoodDesign),
    heuristic: truffleWoodHeuristic,
    naive: truffleWoodNaive,
  },
  learner: hiddenRuleLearner(truffleWoodDesign),
};
