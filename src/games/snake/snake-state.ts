// Snake's plain-JSON state and the small board helpers shared by the rules, the text codec and the heuristic.
import type { RngState } from '../../core/rng.js';

/** A direction the head can move in. */
export type SnakeDirection = 'UP' | 'DOWN' | 'LEFT' | 'RIGHT';
/**
 * One move, `END` to stop the episode early, or `NONE`: the no-op an invalid answer plays under exploration rules
 * (never listed as legal; the snake stays where it is and the step counts).
 */
export type SnakeAction = SnakeDirection | 'END' | 'NONE';
/** A board cell as `[row, column]`, zero-based from the top-left wall corner (walls are row/column 0 and size + 1). */
export type Cell = readonly [row: number, column: number];
/** A move that cannot go through: a no-op under exploration rules, the end of the episode under strict rules. */
export type SnakeCollision = 'wall' | 'obstacle' | 'body';
/**
 * What the last action did: `reverse` is an exploration-rules reversal (a no-op; under strict rules a reversal keeps
 * the current direction instead), `none` the invalid-answer no-op.
 */
export type SnakeMoveResult = 'moved' | 'ate' | 'end' | 'reverse' | 'none' | SnakeCollision;
/** Why the episode ended. */
export type SnakeEnd = 'max-steps' | 'agent-ended' | 'board-full' | SnakeCollision;

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface SnakeRules {
  /** Interior width in cells (walls not counted). */
  readonly width: number;
  /** Interior height in cells (walls not counted). */
  readonly height: number;
  /** True: collisions end the episode and a reversal keeps the current direction; false: both are no-ops. */
  readonly strict: boolean;
  readonly maxSteps: number;
  /** Apples kept on the board at once while there is room. */
  readonly apples: number;
}

/** The whole game: `snake` lists the head first; `rng` draws apple positions. */
export interface SnakeState {
  readonly rules: SnakeRules;
  readonly snake: readonly Cell[];
  /** The direction the snake is moving in: `UP` at the start, then that of the last move that went through. */
  readonly direction: SnakeDirection;
  readonly apples: readonly Cell[];
  readonly obstacles: readonly Cell[];
  /** Actions taken so far (no-ops and `END` included). */
  readonly step: number;
  /** Apples eaten. */
  readonly score: number;
  /** The last action and what it did; `reversed` marks a strict-rules reversal that kept the current direction. */
  readonly last: {
    readonly action: SnakeAction;
    readonly result: SnakeMoveResult;
    readonly reversed?: true;
  } | null;
  readonly end: SnakeEnd | null;
  readonly rng: RngState;
}

/** The whole state but the RNG: snake has no hidden information, future apples are chance. */
export type SnakeObservation = Omit<SnakeState, 'rng'>;

/** The four directions in the order legal actions list them. */
export const snakeDirections: readonly SnakeDirection[] = ['UP', 'DOWN', 'LEFT', 'RIGHT'];

const deltas: Readonly<Record<SnakeDirection, Cell>> = { UP: [-1, 0], DOWN: [1, 0], LEFT: [0, -1], RIGHT: [0, 1] };
const opposites: Readonly<Record<SnakeDirection, SnakeDirection>> = {
  UP: 'DOWN',
  DOWN: 'UP',
  LEFT: 'RIGHT',
  RIGHT: 'LEFT',
};

/** The direction that reverses `direction`. */
export function oppositeDirection(direction: SnakeDirection): SnakeDirection {
  return opposites[direction];
}

/** The cell next to `cell` in `direction` (possibly a wall). */
export function stepCell(cell: Cell, direction: SnakeDirection): Cell {
  const delta = deltas[direction];
  return [cell[0] + delta[0], cell[1] + delta[1]];
}

/** KORGym's starting cell: the middle row, just left of the middle column (row 4, column 3 on its 8x8 board). */
export function startCell(rules: SnakeRules): Cell {
  return [Math.floor((rules.height + 2) / 2), Math.floor((rules.width + 2) / 2) - 1];
}

/** True when `cell` is on the border wall of a board with these rules. */
export function isWall(rules: SnakeRules, cell: Cell): boolean {
  return cell[0] < 1 || cell[1] < 1 || cell[0] > rules.height || cell[1] > rules.width;
}

/** True when `cells` contains `cell`, looking at the first `length` entries only (all by default). */
export function hasCell(cells: readonly Cell[], cell: Cell, length = cells.length): boolean {
  for (let index = 0; index < length; index++) {
    const other = cells[index] as Cell;
    if (other[0] === cell[0] && other[1] === cell[1]) return true;
  }
  return false;
}

/** Index of `cell` in a flat array covering the board walls included. */
export function cellIndex(rules: SnakeRules, cell: Cell): number {
  return cell[0] * (rules.width + 2) + cell[1];
}
