// The hidden movement rules (docs/games/chess.md): every piece repeats its own cycle of 2–4 moves, consecutive moves
// always different, on a board whose edges wrap; `stepBoard` then moves the pieces one at a time so no two share a cell.
import type { Rng } from '../../core/rng.js';
import type { Cell } from './chess-state.js';

/** A displacement `[rows, columns]`. */
export type Step = readonly [rows: number, columns: number];

/**
 * One piece's rule with its state as of the current board: it intends `moves[0]` next, then `moves[1]`, …, and
 * starts over after the last one (the list rotates by one every step, also when the piece is blocked).
 */
export interface Mover {
  readonly moves: readonly Step[];
}

/** Every move a rule may contain: the 24 displacements with rows and columns in −2…2 (king, knight and two-cell moves). */
export const moveSteps: readonly Step[] = [-2, -1, 0, 1, 2].flatMap((rows) =>
  [-2, -1, 0, 1, 2].filter((columns) => rows !== 0 || columns !== 0).map((columns): Step => [rows, columns]),
);

/** How many moves a cycle may have, each drawn with equal probability. */
export const cycleLengths: readonly number[] = [2, 3, 4];

/** True when two steps are the same displacement. */
export function sameStep(a: Step, b: Step): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** True when `moves` is a rule of the family: 2–4 moves from `moveSteps`, each different from the next (cyclically). */
export function isCycle(moves: readonly Step[]): boolean {
  if (!cycleLengths.includes(moves.length)) return false;
  if (!moves.every((step) => moveSteps.some((known) => sameStep(known, step)))) return false;
  return moves.every((step, index) => !sameStep(step, moves[(index + 1) % moves.length] as Step));
}

/**
 * The number of rules with `length` moves: colourings of a cycle of `length` vertices with 24 colours, neighbours
 * different, which is 23^length + (−1)^length · 23.
 */
export function cycleCount(length: number): number {
  const others = moveSteps.length - 1;
  return others ** length + (length % 2 === 0 ? others : -others);
}

/** Prior probability of one rule: its length uniformly, then uniformly among the rules of that length. */
export function moverPrior(mover: Mover): number {
  return 1 / (cycleLengths.length * cycleCount(mover.moves.length));
}

/** A rule for a new piece, drawn with `moverPrior`: a length, then moves redrawn until neighbours differ. */
export function drawMover(rng: Rng): Mover {
  const length = rng.pick(cycleLengths);
  for (;;) {
    const moves = Array.from({ length }, () => rng.pick(moveSteps));
    if (isCycle(moves)) return { moves };
  }
}

/** The rule one step later: the next move comes first. */
export function advance(mover: Mover): Mover {
  return { moves: [...mover.moves.slice(1), mover.moves[0] as Step] };
}

function wrap(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/** `cell` moved by `step` on a size × size board whose edges wrap around. */
export function shiftCell(cell: Cell, step: Step, size: number): Cell {
  return [wrap(cell[0] + step[0], size), wrap(cell[1] + step[1], size)];
}

/** The displacement from `from` to `to` on the wrapping board, each component in −⌊size/2⌋…⌈size/2⌉−1. */
export function displacement(from: Cell, to: Cell, size: number): Step {
  const half = Math.floor(size / 2);
  return [wrap(to[0] - from[0] + half, size) - half, wrap(to[1] - from[1] + half, size) - half];
}

/** One step of the board: every piece makes its rule's next move (`resolveMoves`), and every rule advances. */
export function stepBoard(
  cells: readonly Cell[],
  movers: readonly Mover[],
  size: number,
): { cells: Cell[]; movers: Mover[] } {
  return {
    cells: resolveMoves(
      cells,
      movers.map((mover) => mover.moves[0] as Step),
      size,
    ),
    movers: movers.map(advance),
  };
}

/**
 * The cells after each piece tries its intended `steps`, one piece at a time in move order (A–Z, then a–z): a piece
 * whose target is occupied at its turn makes the opposite move instead, and stays put if that cell is occupied too.
 */
export function resolveMoves(cells: readonly Cell[], steps: readonly Step[], size: number): Cell[] {
  const owner = new Int16Array(size * size).fill(-1);
  const index = (cell: Cell) => cell[0] * size + cell[1];
  cells.forEach((cell, piece) => {
    owner[index(cell)] = piece;
  });
  const result = cells.slice();
  for (let piece = 0; piece < cells.length; piece++) {
    const landed = landing(cells[piece] as Cell, steps[piece] as Step, size, (cell) => owner[index(cell)] !== -1);
    if (landed === cells[piece]) continue;
    owner[index(cells[piece] as Cell)] = -1;
    owner[index(landed)] = piece;
    result[piece] = landed;
  }
  return result;
}

/**
 * Where a piece on `cell` intending `step` ends up, given which cells are `occupied` at its turn: the target, else
 * the cell of the opposite move, else `cell` itself (returned as the same object).
 */
export function landing(cell: Cell, step: Step, size: number, occupied: (cell: Cell) => boolean): Cell {
  if (step[0] === 0 && step[1] === 0) return cell;
  const target = shiftCell(cell, step, size);
  if (!occupied(target)) return target;
  const back = shiftCell(cell, [-step[0], -step[1]], size);
  return occupied(back) ? cell : back;
}
