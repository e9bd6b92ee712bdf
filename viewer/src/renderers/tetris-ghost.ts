// Where a tetris drop lands: the chosen action read as the game reads it, dropped by the game's own rules.
import type { PieceName, Rotation } from '../../../src/games/tetris/tetris-pieces.js';
import { type BoardCell, landingCells } from '../../../src/games/tetris/tetris-settled.js';
import type { TetrisObservation } from '../../../src/games/tetris/tetris-state.js';
import { tetrisText } from '../../../src/games/tetris/tetris-text.js';

/** The landing of one drop: the piece, where it was dropped, and the board cells it comes to rest on. */
export interface TetrisGhost {
  readonly piece: PieceName;
  /** One-based drop column (after the game moves an off-board column to the nearest that fits). */
  readonly column: number;
  readonly rotation: Rotation;
  /** Board cells as [row from the top, zero-based column]; empty when the piece cannot enter the board. */
  readonly cells: readonly BoardCell[];
  readonly cleared: number;
  readonly toppedOut: boolean;
}

/** The landing of action text `move` (e.g. "5 0": column 5, rotation 0) on `observation`'s board, or null when the
 * text is no drop (END, an invalid answer). */
export function tetrisGhost(observation: TetrisObservation, move: string): TetrisGhost | null {
  const parsed = tetrisText.parseAction(move, observation, 0);
  if (!parsed.ok || parsed.action.type !== 'drop') return null;
  const { column, rotation } = parsed.action;
  const piece = observation.current;
  const { landing, cells } = landingCells(observation.board, observation.rules.width, piece, rotation, column - 1);
  return { piece, column, rotation, cells, cleared: landing.cleared, toppedOut: landing.toppedOut };
}
