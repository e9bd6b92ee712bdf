// Board features the tetris agents score placements with (heights, holes, transitions, wells), over bitboards.
import { type PieceName, pieceShape, type Rotation, rotations } from './tetris-pieces.js';
import { type Bitboard, dropPiece, type Landing } from './tetris-state.js';

/** One way to drop the current piece and what it does to the board. */
export interface Placement {
  /** One-based drop column. */
  readonly column: number;
  readonly rotation: Rotation;
  readonly landing: Landing;
  /** Height of the piece's centre above the floor where it came to rest (Dellacherie's landing height). */
  readonly landingHeight: number;
}

/** Every drop of `piece` that fits the width, in legal-action order (rotation, then column). */
export function placements(rows: Bitboard, width: number, piece: PieceName): Placement[] {
  const height = rows.length;
  const result: Placement[] = [];
  for (const rotation of rotations) {
    const shape = pieceShape(piece, rotation);
    for (let column = 1; column + shape.width - 1 <= width; column++) {
      const landing = dropPiece(rows, width, piece, rotation, column - 1);
      const landingHeight = height - landing.top - (shape.height - 1) / 2 - 1;
      result.push({ column, rotation, landing, landingHeight });
    }
  }
  return result;
}

/** Per-column heights (rows from the floor up to the highest filled cell) of a bitboard. */
export function columnHeights(rows: Bitboard, width: number): number[] {
  const height = rows.length;
  const heights = new Array<number>(width).fill(0);
  for (let column = 0; column < width; column++) {
    const bit = 1 << column;
    for (let row = 0; row < height; row++) {
      if ((rows[row] as number) & bit) {
        heights[column] = height - row;
        break;
      }
    }
  }
  return heights;
}

/** Empty cells with a filled cell somewhere above them in the same column. */
export function countHoles(rows: Bitboard, width: number): number {
  let covered = 0;
  let holes = 0;
  const full = (1 << width) - 1;
  for (const mask of rows) {
    holes += popcount(covered & ~mask & full);
    covered |= mask;
  }
  return holes;
}

/** Filled/empty changes along every row, the side walls counting as filled. */
export function rowTransitions(rows: Bitboard, width: number): number {
  let transitions = 0;
  const walled = (mask: number): number => (mask << 1) | 1 | (1 << (width + 1));
  for (const mask of rows) {
    const line = walled(mask);
    transitions += popcount((line ^ (line >> 1)) & ((1 << (width + 1)) - 1));
  }
  return transitions;
}

/** Filled/empty changes down every column, from the top row to the floor (the floor counts as filled). */
export function columnTransitions(rows: Bitboard, width: number): number {
  const full = (1 << width) - 1;
  let transitions = 0;
  let previous = rows[0] ?? 0;
  for (let row = 1; row < rows.length; row++) {
    const mask = rows[row] as number;
    transitions += popcount(previous ^ mask);
    previous = mask;
  }
  return transitions + popcount(~previous & full);
}

/** Dellacherie's cumulative wells: each well (an empty cell with both sides filled or walls) of depth d adds 1+…+d. */
export function cumulativeWells(rows: Bitboard, width: number): number {
  let total = 0;
  for (let column = 0; column < width; column++) {
    let depth = 0;
    for (const mask of rows) {
      const left = column === 0 || (mask & (1 << (column - 1))) !== 0;
      const right = column === width - 1 || (mask & (1 << (column + 1))) !== 0;
      if (!(mask & (1 << column)) && left && right) {
        depth++;
        total += depth;
      } else {
        depth = 0;
      }
    }
  }
  return total;
}

function popcount(value: number): number {
  let v = value >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
