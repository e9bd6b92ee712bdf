// The smallest non-zero change of each game's score (NABA's ε), read off the game docs (docs/games/*.md), so a
// learning curve that starts at 0 is normalised by one step of real progress rather than by zero.
import type { Params } from '../core/game.js';

/**
 * ε per game, as a function of the instance's parameters:
 * - chess: the episode scores the mean over its steps of the fraction of pieces predicted right, so one piece at one
 *   step is `1/(pieces × maxSteps)` (1/110 on eval, 1/60 on explore);
 * - minesweeper: one correctly flagged mine is `1/mines`; mines vary per episode, so the smallest unit is `1/maxMines`;
 * - nullify: terminal 1/0; tetris: one cleared row; snake: one apple; plants-vs-zombies: one survived turn;
 * - trust-evolution: payoffs are +2, −1, +3, 0 per round, so the smallest non-zero magnitude is 1;
 * - kuhn-poker: one chip.
 */
const units: Readonly<Record<string, (params: Params) => number>> = {
  chess: (params) => 1 / (positive(params.pieces, 22) * positive(params.maxSteps, 5)),
  minesweeper: (params) => 1 / Math.max(positive(params.minMines, 10), positive(params.maxMines, 20)),
  nullify: () => 1,
  tetris: () => 1,
  snake: () => 1,
  'plants-vs-zombies': () => 1,
  'trust-evolution': () => 1,
  'kuhn-poker': () => 1,
};

function positive(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The game's smallest non-zero score unit for an instance with `params` (1 for games not in the table). */
export function scoreUnit(game: string, params: Params = {}): number {
  return units[game]?.(params) ?? 1;
}
