// A fast measure of one lane's strength for the planners: the damage per turn its shots deal to the row's first zombie.
import { cellIndex, type PlantLetter, type PvzRules } from './pvz-state.js';

/**
 * Damage per turn fired along `row` by the plants on `board` (letters, row-major): one shot from every Peashooter in
 * the row, one from every Three-Line Shooter in it or a neighbouring row (two from one in the row on the lawn's top or
 * bottom edge), each 2 instead of 1 when a Torch Stump stands in the row at or right of the shooter's column.
 */
export function laneDamage(rules: PvzRules, board: readonly (PlantLetter | null)[], row: number): number {
  let damage = 0;
  let torch = false;
  for (let column = rules.columns - 1; column >= 0; column--) {
    if (board[cellIndex(rules, row, column)] === 'H') torch = true;
    const shots = shotsAlong(rules, board, row, column);
    damage += torch ? 2 * shots : shots;
  }
  return damage;
}

/** Shots fired along `row` by the shooters in `column` (its own cell and the neighbouring rows' cells). */
function shotsAlong(rules: PvzRules, board: readonly (PlantLetter | null)[], row: number, column: number): number {
  let shots = 0;
  for (let from = Math.max(0, row - 1); from <= Math.min(rules.rows - 1, row + 1); from++) {
    const plant = board[cellIndex(rules, from, column)];
    if (plant === 'W' && from === row) shots++;
    if (plant === 'S') {
      const lanes = [Math.max(0, from - 1), from, Math.min(rules.rows - 1, from + 1)];
      for (const lane of lanes) if (lane === row) shots++;
    }
  }
  return shots;
}
