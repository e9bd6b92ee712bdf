// Piece-movement prediction's plain-JSON state and the small board helpers shared by rules, text and agents.
import type { Mover } from './chess-movers.js';

/** A board cell as `[row, column]`, zero-based from the top-left corner. */
export type Cell = readonly [row: number, column: number];

/**
 * A prediction of every piece's next cell, keyed by piece letter; `skip`, a step with no prediction (scores 0: what an
 * invalid answer plays); or `END`.
 */
export type ChessAction =
  | { readonly type: 'predict'; readonly cells: Readonly<Record<string, Cell>> }
  | { readonly type: 'skip' }
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
}

/** The whole game: the visible board history plus every piece's hidden movement rule. */
export interface ChessState {
  readonly rules: ChessRules;
  /** Piece letters in move order: A–Z, then a–z. */
  readonly letters: string;
  /** The last `rules.history` boards, oldest first; the last one is the current board. */
  readonly frames: readonly ChessFrame[];
  /** Steps played so far (skips and `END` included). */
  readonly step: number;
  /** Hidden (the verifier's count): pieces predicted correctly over all steps so far. */
  readonly correct: number;
  readonly end: 'max-steps' | 'agent-ended' | null;
  /** Hidden: each piece's movement rule with its internal state as of the current board, in letter order. */
  readonly movers: readonly Mover[];
}

/** What the player sees: everything but the movement rules and the verifier's count. */
export type ChessObservation = Omit<ChessState, 'movers' | 'correct'>;

/** Letters pieces may carry, in move order (I, l, O and o are left out: they are easily confused). */
export const pieceLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';

/**
 * The running score: pieces predicted correctly so far over pieces × predictions, so the episode ends on the mean
 * per-step fraction correct (0 to 1), steps not played counting 0.
 */
export function chessScore(state: Pick<ChessState, 'correct' | 'letters' | 'rules'>): number {
  const cells = state.letters.length * state.rules.maxSteps;
  return cells === 0 ? 0 : state.correct / cells;
}

/** The current board's cells. */
export function currentCells(state: { readonly frames: readonly ChessFrame[] }): readonly Cell[] {
  return (state.frames.at(-1) as ChessFrame).cells;
}

/** True when `cell` lies on a size × size board. */
export function onBoard(size: number, cell: Cell): boolean {
  return cell[0] >= 0 && cell[1] >= 0 && cell[0] < size && cell[1] < size;
}

/** A prediction from cells in letter order. */
export function predictionOf(letters: string, cells: readonly Cell[]): ChessAction {
  const byLetter: Record<string, Cell> = {};
  cells.forEach((cell, piece) => {
    byLetter[letters[piece] as string] = cell;
  });
  return { type: 'predict', cells: byLetter };
}
