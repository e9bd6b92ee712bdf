import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { dyeWorksHeuristic, dyeWorksNaive } from './dye-works-agents.js';
import { dyeWorksDesign } from './dye-works-design.js';

/** The dye-works hidden-rule game with its reference solver and calibration baselines. */
export const dyeWorks: GameModule = {
  game: hiddenRuleGame(dyeWorksDesign),
  agents: {
    reference: referenceSolver(dyeWorksDesign),
    heuristic: dyeWorksHeuristic,
    naive: dyeWorksNaive,
  },
};
