// Which piece each settled cell of a tetris board came from, rebuilt from a match's states: the state keeps only
// filled and empty cells (a field more would change every stored match's state hash), so the replay derives the rest.
import { type PieceName, pieceShape, type Rotation } from './tetris-pieces.js';
import { dropPiece, type Landing, type TetrisObservation, toBitboard } from './tetris-state.js';

/** A board cell as [row from the top, zero-based column]. */
export type BoardCell = readonly [row: number, column: number];

/** The symbol of a filled cell whose piece is not known (the game's own symbol for a filled cell). */
export const unknownPiece = '*';

/**
 * The game's landing of `piece` turned `rotation` dropped with its leftmost cell in zero-based `column` of `board`, and
 * the cells the piece comes to rest on before full rows clear (none when it tops out).
 */
export function landingCells(
  board: readonly string[],
  width: number,
  piece: PieceName,
  rotation: Rotation,
  column: number,
): { readonly landing: Landing; readonly cells: readonly BoardCell[] } {
  const landing = dropPiece(toBitboard(board), width, piece, rotation, column);
  const cells = landing.toppedOut
    ? []
    : pieceShape(piece, rotation).cells.map(([row, offset]): BoardCell => [landing.top + row, column + offset]);
  return { landing, cells };
}

/**
 * For each of `states` (a match's states in order, each the one before it with one action applied), its board with
 * every filled cell written as the letter of the piece that settled there, rows top-down: starting from an empty board,
 * each drop's cells take its piece's letter and full rows clear as the game clears them. Every board is then checked
 * against the state's own: a cell they disagree on (a variant, garbage rows, anything unforeseen) is `.` where the
 * state's is empty and `*` (`unknownPiece`) where it is filled, never a wrong letter. Linear in the number of states.
 */
export function settledPieces(states: readonly TetrisObservation[]): string[][] {
  const boards: string[][] = [];
  let previous: { readonly state: TetrisObservation; readonly rows: readonly string[] } | undefined;
  for (const state of states) {
    const derived = previous ? settledAfter(previous.state, previous.rows, state) : state.board.map(emptyRow);
    const rows = agreeing(derived, state.board);
    boards.push(rows);
    previous = { state, rows };
  }
  return boards;
}

/**
 * `rows`, the settled pieces of `before`'s board, after the action that led from `before` to `after` as the game plays
 * it (unchanged but for a drop), before they are checked against `after`'s board.
 */
export function settledAfter(
  before: TetrisObservation,
  rows: readonly string[],
  after: TetrisObservation,
): readonly string[] {
  const last = after.last;
  if (after.step !== before.step + 1 || last?.action.type !== 'drop' || !last.piece || last.toppedOut) return rows;
  const { rotation, column } = last.action;
  const { cells } = landingCells(before.board, before.rules.width, last.piece, rotation, column - 1);
  const grid = rows.map((row) => [...row]);
  for (const [row, at] of cells) {
    const line = grid[row];
    if (line !== undefined && at < line.length) line[at] = last.piece;
  }
  // As the game does: full rows leave, as many empty rows enter at the top.
  const kept = grid.filter((line) => line.includes('.')).map((line) => line.join(''));
  const empty = '.'.repeat(before.rules.width);
  return [...new Array<string>(grid.length - kept.length).fill(empty), ...kept];
}

/** `derived` corrected to `board`: its letter where both are filled, `.` where the board is empty, else `*`. */
function agreeing(derived: readonly string[], board: readonly string[]): string[] {
  return board.map((line, row) => {
    const guess = derived[row];
    let out = '';
    for (let column = 0; column < line.length; column++) {
      const letter = guess?.length === line.length ? guess[column] : undefined;
      if (line[column] === '.') out += '.';
      else out += letter === undefined || letter === '.' ? unknownPiece : letter;
    }
    return out;
  });
}

function emptyRow(row: string): string {
  return '.'.repeat(row.length);
}
