import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { kilnYardHeuristic, kilnYardNaive } from './kiln-yard-agents.js';
import { kilnYardDesign } from './kiln-yard-design.js';

/** The kiln-yard hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const kilnYard: GameModule = {
  game: hiddenRuleGame(kilnYardDesign),
  agents: { reference: referenceSolver(kilnYardDesign), heuristic: kilnYardHeuristic, naive: kilnYardNaive },
  learner: hiddenRuleLearner(kilnYardDesign),
};
