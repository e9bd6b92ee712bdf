// Piece-movement prediction's plain-JSON state and the small board helpers shared by rules, text and agents.
import type { Mover } from './chess-movers.js';

/** A board cell as `[row, column]`, zero-based from the top-left corner. */
export type Cell = readonly [row: number, column: number];

/** A prediction of every piece's next cell, keyed by piece letter, or `END`. */
export type ChessAction =
  | { readonly type: 'predict'; readonly cells: Readonly<Record<string, Cell>> }
  | { readonly type: 'end' };

/** One board of the history: the time step and every piece's cell, in letter order. */
export interface ChessFrame {
  readonly time: number;
  readonly cells: readonly Cell[];
}

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface ChessRules {
  /** The board is size × size. */
  readonly size: number;
  /** Boards shown: the current one and the ones before it. */
  readonly history: number;
  /** Predictions per episode. */
  readonly maxSteps: number;
  /** True: an invalid answer ends the episode (evaluation); false: it is re-asked (exploration). */
  readonly strict: boolean;
}

/** How the last prediction fared. */
export interface ChessLast {
  readonly action: ChessAction;
  /** Per piece (letter order): was its predicted cell right? Empty after `END`. */
  readonly correct: readonly boolean[];
}

/** The whole game: the visible board history plus every piece's hidden movement rule. */
export interface ChessState {
  readonly rules: ChessRules;
  /** Piece letters in move order: A–Z, then a–z. */
  readonly letters: string;
  /** The last `rules.history` boards, oldest first; the last one is the current board. */
  readonly frames: readonly ChessFrame[];
  /** Predictions made so far (`END` included). */
  readonly step: number;
  /** Pieces predicted correctly over all steps so far. */
  readonly correct: number;
  readonly last: ChessLast | null;
  readonly end: 'max-steps' | 'agent-ended' | null;
  /** Hidden: each piece's movement rule with its internal state as of the current board, in letter order. */
  readonly movers: readonly Mover[];
}

/** What the player sees: everything but the movement rules. */
export type ChessObservation = Omit<ChessState, 'movers'>;

/** Letters pieces may carry, in move order (I, l, O and o are left out: they are easily confused). */
export const pieceLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';

/** The running score: the sum over steps of the fraction of pieces predicted correctly. */
export function chessScore(state: { readonly correct: number; readonly letters: string }): number {
  return state.letters.length === 0 ? 0 : state.correct / state.letters.length;
}

/** The current board's cells. */
export function currentCells(state: { readonly frames: readonly ChessFrame[] }): readonly Cell[] {
  return (state.frames.at(-1) as ChessFrame).cells;
}

/** True when `cell` lies on a size × size board. */
export function onBoard(size: number, cell: Cell): boolean {
  return cell[0] >= 0 && cell[1] >= 0 && cell[0] < size && cell[1] < size;
}

/** `cell` moved into the board if it lies outside. */
export function clampCell(size: number, cell: Cell): Cell {
  return [Math.min(size - 1, Math.max(0, cell[0])), Math.min(size - 1, Math.max(0, cell[1]))];
}

/** A prediction from cells in letter order. */
export function predictionOf(letters: string, cells: readonly Cell[]): ChessAction {
  const byLetter: Record<string, Cell> = {};
  cells.forEach((cell, piece) => {
    byLetter[letters[piece] as string] = cell;
  });
  return { type: 'predict', cells: byLetter };
}

/** True when two cells are the same. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
