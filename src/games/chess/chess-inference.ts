// Rule inference for piece-movement prediction: which catalogue entries explain a piece's moves over the visible
// boards. Because pieces move one at a time in a fixed order, whether a piece was blocked is read off the boards.
import { intentOf, type Mover, moverCatalogue, moverPrior } from './chess-movers.js';
import type { Cell, ChessFrame } from './chess-state.js';

/** A movement rule consistent with the history, advanced to the current board, with its prior weight. */
export interface Hypothesis {
  readonly mover: Mover;
  readonly weight: number;
}

/** Who stands on each cell (-1 for nobody), per board of the history. */
function ownerGrids(frames: readonly ChessFrame[], size: number): Int16Array[] {
  return frames.map((frame) => {
    const owner = new Int16Array(size * size).fill(-1);
    frame.cells.forEach((cell, piece) => {
      owner[cell[0] * size + cell[1]] = piece;
    });
    return owner;
  });
}

/**
 * Every catalogue entry (rule and internal state at the oldest visible board) that reproduces piece `piece`'s moves
 * on every visible step, advanced to the current board. The true rule is always among them.
 */
export function consistentMovers(frames: readonly ChessFrame[], piece: number, size: number): Hypothesis[] {
  return consistentMoversOfAll(frames, size, [piece])[0] as Hypothesis[];
}

/** `consistentMovers` for several pieces (all by default), sharing the work per board. */
export function consistentMoversOfAll(
  frames: readonly ChessFrame[],
  size: number,
  pieces: readonly number[] = Array.from({ length: frames[0]?.cells.length ?? 0 }, (_, piece) => piece),
): Hypothesis[][] {
  const owners = ownerGrids(frames, size);
  return pieces.map((piece) => {
    const found: Hypothesis[] = [];
    for (const start of moverCatalogue) {
      let mover: Mover = start;
      let consistent = true;
      for (let index = 0; index + 1 < frames.length && consistent; index++) {
        const before = (frames[index] as ChessFrame).cells;
        const after = (frames[index + 1] as ChessFrame).cells;
        const intent = intentOf(mover, before, piece, size);
        const from = before[piece] as Cell;
        const blocked =
          !(intent.target[0] === from[0] && intent.target[1] === from[1]) &&
          isOccupied(intent.target, piece, owners[index] as Int16Array, owners[index + 1] as Int16Array, size);
        const landed = blocked ? from : intent.target;
        const seen = after[piece] as Cell;
        consistent = landed[0] === seen[0] && landed[1] === seen[1];
        mover = intent.next;
      }
      if (consistent) found.push({ mover, weight: moverPrior(start) });
    }
    return found;
  });
}

/**
 * Whether `cell` is taken when `piece` moves: pieces earlier in move order stand where the next board shows them,
 * later pieces still stand where the board before showed them.
 */
function isOccupied(cell: Cell, piece: number, before: Int16Array, after: Int16Array, size: number): boolean {
  const index = cell[0] * size + cell[1];
  const moved = after[index] as number;
  const waiting = before[index] as number;
  return (moved !== -1 && moved < piece) || (waiting !== -1 && waiting > piece);
}
