// Mycelium's plain-JSON state, actions and observation, and the grid arithmetic every rule file shares.

/** A cell as [row, column], 0-based from the top-left corner. */
export type Cell = readonly [number, number];

/** N: row − 1, E: column + 1, S: row + 1, W: column − 1. */
export type Direction = 'N' | 'E' | 'S' | 'W';
export const directions: readonly Direction[] = ['N', 'E', 'S', 'W'];
const steps: Readonly<Record<Direction, Cell>> = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

/** One colony's single action for a turn. */
export type MyceliumAction =
  | { readonly type: 'grow'; readonly tip: number; readonly dir: Direction }
  | { readonly type: 'split'; readonly tip: number; readonly dir: Direction }
  | { readonly type: 'spore'; readonly tip: number }
  | { readonly type: 'harden' }
  | { readonly type: 'wait' };

/** The numbers of a match, fixed at setup (copied into every observation). */
export interface MyceliumRules {
  readonly size: number;
  readonly maxTurns: number;
  readonly startEnergy: number;
  readonly energyCap: number;
  readonly incomeEvery: number;
  readonly nutrientEnergy: number;
  readonly overgrowCost: number;
  readonly originCost: number;
  readonly splitCost: number;
  readonly maxTips: number;
  readonly sporeCost: number;
  readonly sporeRadius: number;
  readonly hardenCost: number;
  readonly hardenTurns: number;
}

export interface Colony {
  readonly origin: Cell;
  readonly tips: readonly Cell[];
  readonly energy: number;
}

/** What one colony's action did: `ok`, or why it failed (contested, head-on, hardened), for both seats to read. */
export type MyceliumResult = 'ok' | 'contested' | 'head-on' | 'hardened';

export interface MyceliumLast {
  readonly action: MyceliumAction;
  readonly result: MyceliumResult;
  /** Cells this colony claimed this turn (grown, split or spored, before withering). */
  readonly claimed: number;
  /** Cells this colony lost this turn: overgrown by the enemy plus withered. */
  readonly lost: number;
}

export type MyceliumEnd = 'turns' | 'eliminated';

/**
 * The whole state. Flat arrays are indexed row × size + column. `terrain`: '#' rock, '*' unclaimed nutrient, '.'
 * plain. `owner`: −1 nobody, else the seat. `hard[i]`: the cell is hardened while the turn number is below it.
 */
export interface MyceliumState {
  readonly rules: MyceliumRules;
  readonly turn: number;
  readonly terrain: string;
  readonly owner: readonly number[];
  readonly hard: readonly number[];
  readonly colonies: readonly Colony[];
  readonly last: readonly MyceliumLast[] | null;
  readonly end: MyceliumEnd | null;
}

/** A colony as a seat sees it (with its cell count). */
export interface ColonyView extends Colony {
  readonly cells: number;
}

/** What a seat receives: everything (the game has no hidden information), as [row, column] cells and row-major grids. */
export interface MyceliumObservation {
  readonly you: number;
  readonly turn: number;
  readonly maxTurns: number;
  readonly rules: MyceliumRules;
  readonly rocks: readonly Cell[];
  readonly nutrients: readonly Cell[];
  /** owner[row][column]: −1 nobody, else the seat. */
  readonly owner: readonly (readonly number[])[];
  /** hardened[row][column]: turns of protection left, this one included (0: not hardened). */
  readonly hardened: readonly (readonly number[])[];
  readonly colonies: readonly ColonyView[];
  readonly scores: readonly number[];
  readonly last: readonly MyceliumLast[] | null;
  readonly end: MyceliumEnd | null;
}

export const indexOf = (size: number, cell: Cell): number => cell[0] * size + cell[1];
export const cellOf = (size: number, index: number): Cell => [Math.floor(index / size), index % size];
export const sameCell = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/** The neighbour of `cell` towards `dir`, or null off the board. */
export function stepCell(size: number, cell: Cell, dir: Direction): Cell | null {
  const row = cell[0] + steps[dir][0];
  const column = cell[1] + steps[dir][1];
  return row < 0 || column < 0 || row >= size || column >= size ? null : [row, column];
}

/** The cell mirrored through the board's centre (the map is symmetric under this 180° turn). */
export const mirrorCell = (size: number, cell: Cell): Cell => [size - 1 - cell[0], size - 1 - cell[1]];

export const manhattan = (a: Cell, b: Cell): number => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);

/** Cells owned by each seat. */
export function cellCounts(owner: readonly number[], players: number): number[] {
  const counts = new Array<number>(players).fill(0);
  for (const seat of owner) if (seat >= 0) counts[seat] = (counts[seat] ?? 0) + 1;
  return counts;
}
