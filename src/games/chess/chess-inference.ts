// Rule inference for piece-movement prediction: which rules of the family explain a piece's moves over the visible
// boards. Because pieces move one at a time in a fixed order, what each piece found occupied is read off the boards.
import { cycleLengths, landing, type Mover, moverPrior, moveSteps, type Step, sameStep } from './chess-movers.js';
import type { Cell, ChessFrame } from './chess-state.js';

/** A rule consistent with the history, advanced to the current board, with its prior weight. */
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
 * Per visible step (oldest first), the intended moves of piece `piece` that the collision rule turns into what the
 * boards show: at its turn, pieces earlier in move order stand where the next board shows them, later ones where the
 * board before showed them.
 */
export function intendedSteps(frames: readonly ChessFrame[], piece: number, size: number): Step[][] {
  const owners = ownerGrids(frames, size);
  return intendedStepsWith(frames, owners, piece, size);
}

function intendedStepsWith(
  frames: readonly ChessFrame[],
  owners: readonly Int16Array[],
  piece: number,
  size: number,
): Step[][] {
  const result: Step[][] = [];
  for (let index = 0; index + 1 < frames.length; index++) {
    const before = owners[index] as Int16Array;
    const after = owners[index + 1] as Int16Array;
    const occupied = (cell: Cell) => {
      const at = cell[0] * size + cell[1];
      const moved = after[at] as number;
      const waiting = before[at] as number;
      return (moved !== -1 && moved < piece) || (waiting !== -1 && waiting > piece);
    };
    const from = (frames[index] as ChessFrame).cells[piece] as Cell;
    const seen = (frames[index + 1] as ChessFrame).cells[piece] as Cell;
    result.push(
      moveSteps.filter((step) => {
        const landed = landing(from, step, size, occupied);
        return landed[0] === seen[0] && landed[1] === seen[1];
      }),
    );
  }
  return result;
}

/**
 * Every rule of the family (its moves as of the oldest visible board) that reproduces piece `piece`'s moves on every
 * visible step, advanced to the current board. The true rule is always among them.
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
  return pieces.map((piece) => cyclesThrough(intendedStepsWith(frames, owners, piece, size)));
}

/**
 * The cycles whose move at step i lies in `options[i]` for every visible step i, rotated so that the move of the
 * next step comes first: per length, each position's options are intersected over the steps it was used on.
 */
function cyclesThrough(options: readonly Step[][]): Hypothesis[] {
  const found: Hypothesis[] = [];
  for (const length of cycleLengths) {
    const slots = Array.from({ length }, (_, slot) => {
      let allowed: readonly Step[] = moveSteps;
      for (let index = slot; index < options.length; index += length) {
        const here = options[index] as Step[];
        allowed = allowed.filter((step) => here.some((option) => sameStep(option, step)));
      }
      return allowed;
    });
    const offset = options.length % length;
    const moves: Step[] = [];
    const extend = (slot: number) => {
      if (slot === length) {
        if (sameStep(moves[length - 1] as Step, moves[0] as Step)) return;
        const mover = { moves: [...moves.slice(offset), ...moves.slice(0, offset)] };
        found.push({ mover, weight: moverPrior(mover) });
        return;
      }
      for (const step of slots[slot] as Step[]) {
        if (slot > 0 && sameStep(step, moves[slot - 1] as Step)) continue;
        moves[slot] = step;
        extend(slot + 1);
      }
    };
    extend(0);
  }
  return found;
}
