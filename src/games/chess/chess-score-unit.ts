// Chess's smallest non-zero score change (NABA's ε), for normalising learning curves.
import type { Params } from '../../core/game.js';

/** An episode scores the mean over its steps of the fraction of pieces predicted right: one piece at one step. */
export function chessScoreUnit(params: Params): number {
  return 1 / (positive(params.pieces, 22) * positive(params.maxSteps, 5));
}

function positive(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}
