import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { hiddenRuleLearner } from '../hidden-rules/hidden-rule-learner.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { tideCavesHeuristic, tideCavesNaive } from './tide-caves-agents.js';
import { tideCavesDesign } from './tide-caves-design.js';

/** The tide-caves hidden-rule game with its reference solver, calibration baselines and rule-set learner. */
export const tideCaves: GameModule = {
  game: hiddenRuleGame(tideCavesDesign),
  agents: { reference: referenceSolver(tideCavesDesign), heuristic: tideCavesHeuristic, naive: tideCavesNaive },
  learner: hiddenRuleLearner(tideCavesDesign),
};
