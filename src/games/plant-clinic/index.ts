import type { GameModule } from '../../core/game-module.js';
import { hiddenRuleGame } from '../hidden-rules/hidden-rule-game.js';
import { referenceSolver } from '../hidden-rules/reference-solver.js';
import { plantClinicHeuristic, plantClinicNaive } from './plant-clinic-agents.js';
import { plantClinicDesign } from './plant-clinic-design.js';

/** The plant-clinic hidden-rule game with its reference solver and calibration baselines. */
export const plantClinic: GameModule = {
  game: hiddenRuleGame(plantClinicDesign),
  agents: {
    reference: referenceSolver(plantClinicDesign),
    heuristic: plantClinicHeuristic,
    naive: plantClinicNaive,
  },
};
