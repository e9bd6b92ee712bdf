// Minesweeper's smallest non-zero score change (NABA's ε), for normalising learning curves.
import type { Params } from '../../core/game.js';

/** One correctly flagged mine is `1/mines`; mines vary per episode, so the smallest unit is `1/maxMines`. */
export function minesweeperScoreUnit(params: Params): number {
  return 1 / Math.max(positive(params.minMines, 10), positive(params.maxMines, 20));
}

function positive(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}
