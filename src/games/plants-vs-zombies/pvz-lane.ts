// A fast measure of one lane's strength for the planner: the damage per turn it deals to a zombie at the entry.
import { cellIndex, type PlantLetter, type PvzRules } from './pvz-state.js';

/**
 * Damage per turn the plants on `board` (letters, row-major) deal to a zombie standing in the entry column of `row`:
 * one pea from every Peashooter in the row and every Three-Line Shooter in it or a neighbouring row, doubled when a
 * Torch Stump in the row stands between the shooter and the zombie.
 */
export function laneDamage(rules: PvzRules, board: readonly (PlantLetter | null)[], row: number): number {
  let damage = 0;
  let torch = false;
  for (let column = rules.columns - 1; column >= 0; column--) {
    const plant = board[cellIndex(rules, row, column)];
    let peas = plant === 'W' || plant === 'S' ? 1 : 0;
    if (row > 0 && board[cellIndex(rules, row - 1, column)] === 'S') peas++;
    if (row + 1 < rules.rows && board[cellIndex(rules, row + 1, column)] === 'S') peas++;
    damage += torch ? 2 * peas : peas;
    if (plant === 'H') torch = true;
  }
  return damage;
}
