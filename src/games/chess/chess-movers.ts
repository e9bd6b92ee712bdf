// The published catalogue of piece movement rules (docs/games/chess.md): each rule, with its internal state, says
// where a piece intends to go next; `stepBoard` then moves the pieces one at a time so no two share a cell.
import type { Rng } from '../../core/rng.js';
import type { Cell } from './chess-state.js';

/** A displacement `[rows, columns]`. */
export type Step = readonly [rows: number, columns: number];
/** +1 turns clockwise (right → down → left → up), -1 counter-clockwise. */
export type Turn = 1 | -1;

/** One movement rule with its internal state as of the current board (`heading`, `done`… change as it moves). */
export type Mover =
  /** Never moves. */
  | { readonly kind: 'still' }
  /** Moves by `step` every turn, wrapping around the board edges. */
  | { readonly kind: 'drift'; readonly step: Step }
  /** Moves one king step by `velocity`; a component that would leave the board flips first. */
  | { readonly kind: 'bounce'; readonly velocity: Step }
  /** Makes the knight move `move`, then turns it 90° by `turn` for next time: a closed four-move loop. */
  | { readonly kind: 'knight'; readonly move: Step; readonly turn: Turn }
  /** Walks a square of `side` cells per side: one cell along `heading`, turning by `turn` after `side` cells. */
  | {
      readonly kind: 'patrol';
      readonly side: number;
      readonly heading: Step;
      readonly done: number;
      readonly turn: Turn;
    }
  /** Walks `length` king steps along `heading`, then as many back, and so on. */
  | { readonly kind: 'shuttle'; readonly length: number; readonly heading: Step; readonly done: number }
  /** Moves by the king step `step`, next turn by `after` (the two swap every turn), wrapping around the board edges. */
  | { readonly kind: 'zigzag'; readonly step: Step; readonly after: Step }
  /** One king step towards the nearest other piece. */
  | { readonly kind: 'chase' }
  /** One king step away from the nearest other piece, staying on the board. */
  | { readonly kind: 'flee' };

/** The rule names, in the order the catalogue lists them. */
export type MoverKind = Mover['kind'];

/** Every rule, each drawn with equal probability when a piece is set up. */
export const moverKinds: readonly MoverKind[] = [
  'still',
  'drift',
  'bounce',
  'knight',
  'patrol',
  'shuttle',
  'zigzag',
  'chase',
  'flee',
];

/** The eight king steps, clockwise from up. */
export const kingSteps: readonly Step[] = [
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
];
const orthogonalSteps: readonly Step[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];
const knightMoves: readonly Step[] = [
  [-2, 1],
  [-1, 2],
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
];
const driftSteps: readonly Step[] = [-2, -1, 0, 1, 2].flatMap((rows) =>
  [-2, -1, 0, 1, 2].filter((columns) => rows !== 0 || columns !== 0).map((columns): Step => [rows, columns]),
);
const turns: readonly Turn[] = [1, -1];
const patrolSides = [2, 3, 4];
const shuttleLengths = [2, 3, 4];

/** `-value`, never -0 (states stay plain, comparable JSON). */
function negate(value: number): number {
  return value === 0 ? 0 : -value;
}

/** `step` turned 90° clockwise (turn 1) or counter-clockwise (turn -1) on the board (rows grow downwards). */
export function rotate(step: Step, turn: Turn): Step {
  return turn === 1 ? [step[1], negate(step[0])] : [negate(step[1]), step[0]];
}

/** Every rule with every internal state it can have: the hypotheses a player can hold about one piece. */
export const moverCatalogue: readonly Mover[] = [
  { kind: 'still' },
  ...driftSteps.map((step): Mover => ({ kind: 'drift', step })),
  ...kingSteps.map((velocity): Mover => ({ kind: 'bounce', velocity })),
  ...knightMoves.flatMap((move) => turns.map((turn): Mover => ({ kind: 'knight', move, turn }))),
  ...patrolSides.flatMap((side) =>
    orthogonalSteps.flatMap((heading) =>
      turns.flatMap((turn) =>
        Array.from({ length: side }, (_, done): Mover => ({ kind: 'patrol', side, heading, done, turn })),
      ),
    ),
  ),
  ...shuttleLengths.flatMap((length) =>
    kingSteps.flatMap((heading) =>
      Array.from({ length }, (_, done): Mover => ({ kind: 'shuttle', length, heading, done })),
    ),
  ),
  ...kingSteps.flatMap((step) =>
    kingSteps
      .filter(
        (after) => !(after[0] === step[0] && after[1] === step[1]) && !(after[0] === -step[0] && after[1] === -step[1]),
      )
      .map((after): Mover => ({ kind: 'zigzag', step, after })),
  ),
  { kind: 'chase' },
  { kind: 'flee' },
];

const kindSizes = new Map<MoverKind, number>();
for (const mover of moverCatalogue) kindSizes.set(mover.kind, (kindSizes.get(mover.kind) ?? 0) + 1);

/** Prior probability of one catalogue entry: a rule drawn uniformly, then its parameters and state uniformly. */
export function moverPrior(mover: Mover): number {
  return 1 / (moverKinds.length * (kindSizes.get(mover.kind) ?? 1));
}

/** A rule for a new piece: the kind uniformly, then a catalogue entry of that kind uniformly. */
export function drawMover(rng: Rng): Mover {
  const kind = rng.pick(moverKinds);
  return rng.pick(moverCatalogue.filter((mover) => mover.kind === kind));
}

/** Where a piece intends to go and its rule's state afterwards (which advances even if the piece is blocked). */
export interface Intent {
  readonly target: Cell;
  readonly next: Mover;
}

function wrap(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/** The target if it lies on the board, else the piece's own cell (it waits out that step). */
function onBoardOrStay(size: number, cell: Cell, target: Cell): Cell {
  return target[0] >= 0 && target[1] >= 0 && target[0] < size && target[1] < size ? target : cell;
}

/**
 * The nearest other piece to `self` on the board `cells` (Chebyshev distance, then Manhattan distance, then move
 * order), or null when it is alone.
 */
export function nearestPiece(cells: readonly Cell[], self: number): number | null {
  const here = cells[self] as Cell;
  let best: number | null = null;
  let bestChebyshev = Number.POSITIVE_INFINITY;
  let bestManhattan = Number.POSITIVE_INFINITY;
  for (let other = 0; other < cells.length; other++) {
    if (other === self) continue;
    const there = cells[other] as Cell;
    const rows = Math.abs(there[0] - here[0]);
    const columns = Math.abs(there[1] - here[1]);
    const chebyshev = Math.max(rows, columns);
    const manhattan = rows + columns;
    if (chebyshev < bestChebyshev || (chebyshev === bestChebyshev && manhattan < bestManhattan)) {
      best = other;
      bestChebyshev = chebyshev;
      bestManhattan = manhattan;
    }
  }
  return best;
}

/** What piece `self` on the board `cells` (size × size) intends under `mover`. */
export function intentOf(mover: Mover, cells: readonly Cell[], self: number, size: number): Intent {
  const cell = cells[self] as Cell;
  switch (mover.kind) {
    case 'still':
      return { target: cell, next: mover };
    case 'drift':
      return { target: [wrap(cell[0] + mover.step[0], size), wrap(cell[1] + mover.step[1], size)], next: mover };
    case 'bounce': {
      const flip = (position: number, speed: number) =>
        position + speed < 0 || position + speed >= size ? -speed : speed;
      const velocity: Step = [flip(cell[0], mover.velocity[0]), flip(cell[1], mover.velocity[1])];
      return {
        target: [cell[0] + velocity[0], cell[1] + velocity[1]],
        next: velocity[0] === mover.velocity[0] && velocity[1] === mover.velocity[1] ? mover : { ...mover, velocity },
      };
    }
    case 'knight':
      return {
        target: onBoardOrStay(size, cell, [cell[0] + mover.move[0], cell[1] + mover.move[1]]),
        next: { ...mover, move: rotate(mover.move, mover.turn) },
      };
    case 'patrol': {
      const turning = mover.done + 1 === mover.side;
      return {
        target: onBoardOrStay(size, cell, [cell[0] + mover.heading[0], cell[1] + mover.heading[1]]),
        next: turning
          ? { ...mover, heading: rotate(mover.heading, mover.turn), done: 0 }
          : { ...mover, done: mover.done + 1 },
      };
    }
    case 'shuttle': {
      const turning = mover.done + 1 === mover.length;
      return {
        target: onBoardOrStay(size, cell, [cell[0] + mover.heading[0], cell[1] + mover.heading[1]]),
        next: turning
          ? { ...mover, heading: [negate(mover.heading[0]), negate(mover.heading[1])], done: 0 }
          : { ...mover, done: mover.done + 1 },
      };
    }
    case 'zigzag':
      return {
        target: [wrap(cell[0] + mover.step[0], size), wrap(cell[1] + mover.step[1], size)],
        next: { ...mover, step: mover.after, after: mover.step },
      };
    case 'chase':
    case 'flee': {
      const nearest = nearestPiece(cells, self);
      if (nearest === null) return { target: cell, next: mover };
      const there = cells[nearest] as Cell;
      const away = mover.kind === 'flee' ? -1 : 1;
      const target: Cell = [
        cell[0] + away * Math.sign(there[0] - cell[0]),
        cell[1] + away * Math.sign(there[1] - cell[1]),
      ];
      return {
        target: [Math.min(size - 1, Math.max(0, target[0])), Math.min(size - 1, Math.max(0, target[1]))],
        next: mover,
      };
    }
  }
}

/**
 * One step of the board: every piece's intent is taken from the board at the start of the step, then the pieces
 * move one at a time in move order (A–Z, then a–z); a piece whose target is occupied at its turn stays put.
 */
export function stepBoard(
  cells: readonly Cell[],
  movers: readonly Mover[],
  size: number,
): { cells: Cell[]; movers: Mover[] } {
  const intents = movers.map((mover, self) => intentOf(mover, cells, self, size));
  return {
    cells: resolveMoves(
      cells,
      intents.map((intent) => intent.target),
      size,
    ),
    movers: intents.map((i) => i.next),
  };
}

/** The cells after the pieces try to reach `targets` one at a time in move order (blocked pieces stay). */
export function resolveMoves(cells: readonly Cell[], targets: readonly Cell[], size: number): Cell[] {
  const owner = new Int16Array(size * size).fill(-1);
  cells.forEach((cell, piece) => {
    owner[cell[0] * size + cell[1]] = piece;
  });
  const result = cells.slice();
  for (let piece = 0; piece < cells.length; piece++) {
    const from = cells[piece] as Cell;
    const to = targets[piece] as Cell;
    if (to[0] === from[0] && to[1] === from[1]) continue;
    if (owner[to[0] * size + to[1]] !== -1) continue;
    owner[from[0] * size + from[1]] = -1;
    owner[to[0] * size + to[1]] = piece;
    result[piece] = to;
  }
  return result;
}
