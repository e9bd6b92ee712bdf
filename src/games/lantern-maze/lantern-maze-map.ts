// The seeded, point-symmetric cave: a braided maze mirrored through the centre, with lairs, nuggets and lanterns
// placed in mirrored pairs, so both seats face the same board.
import type { Rng } from '../../core/rng.js';
import {
  type Beast,
  type Cell,
  cellIndex,
  directions,
  distancesFrom,
  isWall,
  item,
  type LanternMazeRules,
  mirrorCell,
  stepCell,
} from './lantern-maze-state.js';

/** A freshly generated cave: the board with its items, the two starts and the beasts in their lairs. */
export interface Cave {
  readonly board: readonly string[];
  readonly starts: readonly Cell[];
  readonly beasts: readonly Beast[];
}

/** Draws the cave for `rules` from `rng`. */
export function generateCave(rules: LanternMazeRules, rng: Rng): Cave {
  const { size } = rules;
  const walls = symmetricWalls(braidedMaze(size, rng), size);
  const starts: Cell[] = [
    [1, 1],
    [size - 2, size - 2],
  ];
  const fromStarts = starts.map((start) => distancesFrom(walls, start));
  const farFromStarts = (cell: Cell, least: number) =>
    fromStarts.every((distance) => (distance[cellIndex(cell, size)] as number) >= least);
  const taken = new Set<number>(starts.map((start) => cellIndex(start, size)));
  const pairs = (count: number, least: number): Cell[] => {
    const candidates = halfFloor(walls).filter((cell) => farFromStarts(cell, least));
    const chosen: Cell[] = [];
    for (const cell of rng.shuffle(candidates)) {
      if (chosen.length === 2 * count) break;
      const mirror = mirrorCell(cell, size);
      if (taken.has(cellIndex(cell, size)) || taken.has(cellIndex(mirror, size))) continue;
      taken.add(cellIndex(cell, size));
      taken.add(cellIndex(mirror, size));
      chosen.push(cell, mirror);
    }
    return chosen;
  };
  const lairs = pairs(rules.beastPairs, Math.floor(size / 2));
  const nuggets = pairs(rules.nuggetPairs, 3);
  const lanterns = pairs(rules.lanternPairs, 3);
  const cells = walls.join('').split('');
  for (const start of starts) cells[cellIndex(start, size)] = item.none;
  for (const cell of nuggets) cells[cellIndex(cell, size)] = item.nugget;
  for (const cell of lanterns) cells[cellIndex(cell, size)] = item.lantern;
  const beasts = lairs.map(
    (lair, index): Beast => ({ cell: lair, heading: index % 2 === 0 ? 'up' : 'down', rest: 0, lair }),
  );
  const board: string[] = [];
  for (let row = 0; row < size; row++) board.push(cells.slice(row * size, (row + 1) * size).join(''));
  return { board, starts, beasts };
}

/**
 * A maze on the odd cells of a `size` × `size` grid (depth-first carving), then braided: every dead end gets one
 * more opening, so the cave has loops to escape through. Returns a flat grid, 1 for wall.
 */
function braidedMaze(size: number, rng: Rng): Uint8Array {
  const grid = new Uint8Array(size * size).fill(1);
  const inside = (cell: Cell) => cell[0] > 0 && cell[1] > 0 && cell[0] < size - 1 && cell[1] < size - 1;
  const hop = (cell: Cell, direction: (typeof directions)[number]) => stepCell(stepCell(cell, direction), direction);
  const open = (cell: Cell) => {
    grid[cellIndex(cell, size)] = 0;
  };
  const stack: Cell[] = [[1, 1]];
  open([1, 1]);
  while (stack.length > 0) {
    const cell = stack[stack.length - 1] as Cell;
    const fresh = directions.filter((direction) => {
      const next = hop(cell, direction);
      return inside(next) && grid[cellIndex(next, size)] === 1;
    });
    if (fresh.length === 0) {
      stack.pop();
      continue;
    }
    const direction = rng.pick(fresh);
    open(stepCell(cell, direction));
    open(hop(cell, direction));
    stack.push(hop(cell, direction));
  }
  for (let row = 1; row < size - 1; row += 2) {
    for (let column = 1; column < size - 1; column += 2) {
      const cell: Cell = [row, column];
      const exits = directions.filter((direction) => grid[cellIndex(stepCell(cell, direction), size)] === 0);
      if (exits.length > 1) continue;
      const closed = directions.filter(
        (direction) => inside(hop(cell, direction)) && grid[cellIndex(stepCell(cell, direction), size)] === 1,
      );
      open(stepCell(cell, rng.pick(closed)));
    }
  }
  return grid;
}

/** Rows of walls and moss-covered floor: a cell is floor when it or its mirror image is floor in `grid`. */
function symmetricWalls(grid: Uint8Array, size: number): readonly string[] {
  const rows: string[] = [];
  for (let row = 0; row < size; row++) {
    let text = '';
    for (let column = 0; column < size; column++) {
      const mirror = (size - 1 - row) * size + (size - 1 - column);
      text += grid[row * size + column] === 0 || grid[mirror] === 0 ? item.moss : item.wall;
    }
    rows.push(text);
  }
  return rows;
}

/** Floor cells in the first half of the board (row-major before their mirror image; the centre excluded). */
function halfFloor(walls: readonly string[]): Cell[] {
  const size = walls.length;
  const cells: Cell[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!isWall(walls, [row, column]) && row * size + column < (size - row - 1) * size + (size - column - 1)) {
        cells.push([row, column]);
      }
    }
  }
  return cells;
}
