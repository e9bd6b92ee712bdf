// Tetris's plain-JSON state and the board arithmetic (rows as bit masks) shared by the rules, the text and the agents.
import type { RngState } from '../../core/rng.js';
import { type PieceName, pieceShape, type Rotation } from './tetris-pieces.js';

/**
 * Drop a piece with its leftmost cell in one-based `column`, turned `rotation` degrees clockwise; stop the episode; or
 * `none`, the no-op an invalid answer plays (never listed as legal; the board and the block stay, the step counts).
 */
export type TetrisAction =
  | { readonly type: 'drop'; readonly column: number; readonly rotation: Rotation }
  | { readonly type: 'end' }
  | { readonly type: 'none' };

/** Why the episode ended. */
export type TetrisEnd = 'top-out' | 'max-steps' | 'agent-ended';

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface TetrisRules {
  readonly width: number;
  readonly height: number;
  readonly maxSteps: number;
}

/** What the last action did. */
export interface TetrisLast {
  readonly action: TetrisAction;
  /** The piece that was dropped (absent for END and the no-op). */
  readonly piece?: PieceName;
  /** Rows the drop completed and cleared. */
  readonly cleared: number;
  readonly toppedOut: boolean;
}

/** The whole game; `board` lists rows top to bottom with `*` fixed cells and `.` empty ones. */
export interface TetrisState {
  readonly rules: TetrisRules;
  readonly board: readonly string[];
  /** The piece to place now; the one after it is drawn only once this one has landed (no preview). */
  readonly current: PieceName;
  /** Actions taken so far: drops, END and invalid-answer no-ops. */
  readonly step: number;
  /** Rows cleared so far. */
  readonly score: number;
  readonly last: TetrisLast | null;
  readonly end: TetrisEnd | null;
  readonly rng: RngState;
}

/** Everything but the RNG: tetris hides nothing, future pieces are chance. */
export type TetrisObservation = Omit<TetrisState, 'rng'>;

/** A board as one bit mask per row, top to bottom; bit `c` is the zero-based column `c`. */
export type Bitboard = readonly number[];

/** What dropping a piece does to a bitboard. */
export interface Landing {
  /** The board after the piece rests and full rows clear; unchanged on a top-out. */
  readonly rows: Bitboard;
  /** Rows cleared. */
  readonly cleared: number;
  /** Zero-based row (from the top) of the piece's top cell where it came to rest; -1 when it topped out. */
  readonly top: number;
  /** True when the piece cannot enter the board: it overlaps a fixed cell in the top rows (the episode ends). */
  readonly toppedOut: boolean;
  /** Cells of the piece itself that were removed by the cleared rows (Dellacherie's eroded cells factor). */
  readonly erodedCells: number;
}

/** The board text rows as a bitboard. */
export function toBitboard(board: readonly string[]): number[] {
  return board.map((line) => {
    let mask = 0;
    for (let column = 0; column < line.length; column++) if (line[column] === '*') mask |= 1 << column;
    return mask;
  });
}

/** A bitboard as board text rows. */
export function fromBitboard(rows: Bitboard, width: number): string[] {
  return rows.map((mask) => {
    let line = '';
    for (let column = 0; column < width; column++) line += mask & (1 << column) ? '*' : '.';
    return line;
  });
}

/**
 * Drops `piece` turned `rotation` with its leftmost cell in zero-based `column` (which must fit the width), as KORGym
 * does: the piece enters with its top row on the board's top row and falls one row at a time while it overlaps no
 * fixed cell; if it overlaps one at the top already, it tops out. Then full rows clear.
 */
export function dropPiece(
  rows: Bitboard,
  width: number,
  piece: PieceName,
  rotation: Rotation,
  column: number,
): Landing {
  const shape = pieceShape(piece, rotation);
  const height = rows.length;
  const masks = new Array<number>(shape.height).fill(0);
  for (const [row, offset] of shape.cells) masks[row] = (masks[row] as number) | (1 << (column + offset));
  const fits = (top: number): boolean => {
    if (top + shape.height > height) return false;
    for (let row = 0; row < shape.height; row++) if ((rows[top + row] as number) & (masks[row] as number)) return false;
    return true;
  };
  if (!fits(0)) return { rows, cleared: 0, top: -1, toppedOut: true, erodedCells: 0 };
  let top = 0;
  while (fits(top + 1)) top++;
  const placed = rows.slice();
  for (const [row, offset] of shape.cells) placed[top + row] = (placed[top + row] as number) | (1 << (column + offset));
  const full = (1 << width) - 1;
  let cleared = 0;
  let erodedCells = 0;
  for (let row = top; row < top + shape.height; row++) {
    if (placed[row] !== full) continue;
    cleared++;
    for (const [cellRow] of shape.cells) if (top + cellRow === row) erodedCells++;
  }
  if (cleared === 0) return { rows: placed, cleared, top, toppedOut: false, erodedCells };
  const kept = placed.filter((mask) => mask !== full);
  const result = new Array<number>(cleared).fill(0).concat(kept);
  return { rows: result, cleared, top, toppedOut: false, erodedCells };
}

/** The one-based drop columns at which `piece` turned `rotation` fits a board `width` cells wide. */
export function dropColumns(width: number, piece: PieceName, rotation: Rotation): { first: number; last: number } {
  return { first: 1, last: width - pieceShape(piece, rotation).width + 1 };
}
