// What a replay can tell about each board cell that a game's state does not keep (the piece a tetris cell settled
// from), derived on the server from the replayed states, so the board renderers can draw it.
import { settledPieces } from '../games/tetris/tetris-settled.js';
import type { TetrisObservation } from '../games/tetris/tetris-state.js';

/** Each game's deriver: from a match's states in order, one board of cell symbols per state (public facts only). */
const derivers: Readonly<Record<string, (states: readonly unknown[]) => readonly (readonly string[])[]>> = {
  tetris: (states) => settledPieces(states as readonly TetrisObservation[]),
};

/**
 * The derived cells of the first `states` of a match of game `id` (`ReplayStep.cells`, one entry per state), or
 * undefined for a game without a deriver.
 */
export function matchCells(id: string, states: readonly unknown[]): readonly (readonly string[])[] | undefined {
  return Object.hasOwn(derivers, id) ? derivers[id]?.(states) : undefined;
}
