// The visible instance and the progress of truffle-wood, and the cells of its grid.
import type { TreeKind } from './truffle-wood-rules.js';

/** Columns A… and rows 1… of the square wood. */
export const size = 8;

/** A cell as the player writes it: column letter and row number, e.g. `C4`. */
export type Cell = string;

export interface Tree {
  readonly cell: Cell;
  readonly kind: TreeKind;
}

/** This episode's wood: where its trees stand and where the forager enters. */
export interface TruffleWoodInstance {
  readonly trees: readonly Tree[];
  readonly start: Cell;
}

/** Where the forager stands, the cells dug (in order), the truffles found and the sniffs the dog has left. */
export interface TruffleWoodProgress {
  readonly at: Cell;
  readonly dug: readonly Cell[];
  readonly found: number;
  readonly sniffs: number;
}

/** Everything of the progress is visible. */
export type TruffleWoodVisible = TruffleWoodProgress;

/** The cell at column `x`, row `y` (0-based), or undefined off the grid. */
export function cellAt(x: number, y: number): Cell | undefined {
  if (x < 0 || y < 0 || x >= size || y >= size) return undefined;
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

/** Column and row (0-based) of `cell`. */
export function coordinates(cell: Cell): readonly [number, number] {
  return [cell.charCodeAt(0) - 65, Number(cell.slice(1)) - 1];
}

/** Steps between two cells, walking one cell up, down, left or right per turn. */
export function walk(from: Cell, to: Cell): number {
  const [ax, ay] = coordinates(from);
  const [bx, by] = coordinates(to);
  return Math.abs(ax - bx) + Math.abs(ay - by);
}

/** The cells one step away from `cell`, in a fixed order. */
export function neighbours(cell: Cell): Cell[] {
  const [x, y] = coordinates(cell);
  return [cellAt(x, y - 1), cellAt(x - 1, y), cellAt(x + 1, y), cellAt(x, y + 1)].filter(
    (each): each is Cell => each !== undefined,
  );
}
