// Lantern Maze's plain-JSON state and the small grid helpers shared by the rules, the text codec and the agents.
import type { RngState } from '../../core/rng.js';

/** A compass direction a miner or beast can move in. */
export type Direction = 'up' | 'down' | 'left' | 'right';
/** One miner's action: wait, move one cell, or drop a snare on its own cell (and wait). */
export type LanternMazeAction = 'stay' | Direction | 'snare';
/** A cell as `[row, column]`, zero-based from the top-left corner (the outer ring is always wall). */
export type Cell = readonly [row: number, column: number];

/** The four directions in the order legal actions list them. */
export const directions: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** What a cell of the board holds: wall, bare floor, or floor with an item on it. */
export const item = { wall: '#', none: ' ', moss: '.', nugget: '*', lantern: 'L' } as const;

/** The resolved parameters a match plays under (shared, never copied, between states). */
export interface LanternMazeRules {
  readonly size: number;
  readonly turnLimit: number;
  readonly nuggetPairs: number;
  readonly nuggetValue: number;
  readonly lanternPairs: number;
  readonly lanternTurns: number;
  readonly beastPairs: number;
  readonly beastPause: number;
  readonly sight: number;
  readonly catchPenalty: number;
  readonly banishBonus: number;
  readonly stunTurns: number;
  readonly restTurns: number;
  readonly snares: number;
  readonly snareStun: number;
}

/** One player's miner. */
export interface Miner {
  readonly cell: Cell;
  readonly score: number;
  /** Turns left during which the miner can only stay (0: free). */
  readonly stunned: number;
  /** Turns left of lantern light (0: unlit). */
  readonly lit: number;
  readonly snaresLeft: number;
}

/** A neutral cave beast: it moves every turn unless resting, and `heading` is the direction of its last move. */
export interface Beast {
  readonly cell: Cell;
  readonly heading: Direction;
  /** Turns left of rest (banished to its lair, or snared): a resting beast neither moves nor touches anyone. */
  readonly rest: number;
  readonly lair: Cell;
}

/** A snare lying on a cell; it stuns the next miner or beast that steps onto it, its owner included. */
export interface Snare {
  readonly cell: Cell;
  readonly owner: number;
}

/** The whole game. `board` has one string per row and one character per cell (see `item`); walls never change. */
export interface LanternMazeState {
  readonly rules: LanternMazeRules;
  readonly board: readonly string[];
  readonly starts: readonly Cell[];
  readonly miners: readonly Miner[];
  readonly beasts: readonly Beast[];
  readonly snares: readonly Snare[];
  /** Turns played so far. */
  readonly turn: number;
  /** Moss and nuggets left on the board (the match ends early at 0). */
  readonly collectibles: number;
  /** What happened during the last turn, one short sentence each, in the order it happened. */
  readonly events: readonly string[];
  readonly rng: RngState;
}

const deltas: Readonly<Record<Direction, Cell>> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const clockwise: Readonly<Record<Direction, Direction>> = { up: 'right', right: 'down', down: 'left', left: 'up' };
const reverse: Readonly<Record<Direction, Direction>> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** The cell next to `cell` in `direction`. */
export function stepCell(cell: Cell, direction: Direction): Cell {
  const delta = deltas[direction];
  return [cell[0] + delta[0], cell[1] + delta[1]];
}

/** The beast's order of preference relative to `heading`: straight on, right turn, left turn, back. */
export function turnOrder(heading: Direction): readonly Direction[] {
  const right = clockwise[heading];
  return [heading, right, reverse[right], reverse[heading]];
}

/** The cell point-mirrored through the centre of a `size` × `size` board. */
export function mirrorCell(cell: Cell, size: number): Cell {
  return [size - 1 - cell[0], size - 1 - cell[1]];
}

/** True when `cell` is a wall (`#`) or off the `board`. */
export function isWall(board: readonly string[], cell: Cell): boolean {
  return (board[cell[0]]?.[cell[1]] ?? item.wall) === item.wall;
}

/** True when both cells are the same. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Index of `cell` in a row-major array over a `size` × `size` board. */
export function cellIndex(cell: Cell, size: number): number {
  return cell[0] * size + cell[1];
}

/** Maze distances on `board` from `from` to every cell (row-major, as `cellIndex`; -1 where unreachable or wall). */
export function distancesFrom(board: readonly string[], from: Cell): Int16Array {
  const size = board.length;
  const distance = new Int16Array(size * size).fill(-1);
  const queue = new Int32Array(size * size);
  let length = 0;
  const start = cellIndex(from, size);
  distance[start] = 0;
  queue[length++] = start;
  const offsets = [-size, size, -1, 1];
  for (let at = 0; at < length; at++) {
    const index = queue[at] as number;
    for (const offset of offsets) {
      const next = index + offset;
      if (distance[next] !== -1 || board[Math.floor(next / size)]?.[next % size] === item.wall) continue;
      distance[next] = (distance[index] as number) + 1;
      queue[length++] = next;
    }
  }
  return distance;
}
