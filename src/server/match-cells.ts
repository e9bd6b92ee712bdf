// What a replay can tell about each board cell that a game's state does not keep (the piece a tetris cell settled
// from), derived on the server from the replayed states, so the board renderers can draw it.
import { settledPieces } from '../games/tetris/tetris-settled.js';
import type { TetrisObservation } from '../games/tetris/tetris-state.js';
import type { BoardCells } from './viewer-api.js';

/** Each game's deriver: from a match's states in order, one board of cells per state (public facts only). */
const derivers: Readonly<Record<string, (states: readonly unknown[]) => readonly BoardCells[]>> = {
  tetris: (states) => settledPieces(states as readonly TetrisObservation[]),
};

/**
 * The derived cells of the first `count` of a match's replayed `states` (one board per state) for game `id`, or
 * undefined, at no cost, for a game without a deriver.
 */
export function matchCells(id: string, states: readonly unknown[], count: number): readonly BoardCells[] | undefined {
  const derive = Object.hasOwn(derivers, id) ? derivers[id] : undefined;
  return derive?.(states.slice(0, count));
}
