// The seeded orchard: a mirrored lattice of trees with extra trees that never cut the paths apart, then the fruit,
// golden fruit and skill items scattered over the paths.
import type { Rng } from '../../core/rng.js';
import { type Cell, type Item, itemKinds, sameCell } from './night-orchard-state.js';

/** What the map generator places, given the resolved parameters. */
export interface OrchardLayoutSpec {
  readonly size: number;
  readonly extraTrees: number;
  readonly fruitShare: number;
  readonly golden: number;
  readonly itemsPerKind: number;
}

export interface OrchardLayout {
  readonly map: readonly string[];
  readonly den: Cell;
  readonly kennel: readonly [Cell, Cell, Cell];
  readonly fruit: readonly Cell[];
  readonly golden: readonly Cell[];
  readonly items: readonly Item[];
}

/** Generates the orchard of R2–R4 of docs/games/night-orchard.md from `rng`. */
export function generateOrchard(spec: OrchardLayoutSpec, rng: Rng): OrchardLayout {
  const { size } = spec;
  const middle = (size - 1) / 2;
  const den: Cell = [size - 2, middle];
  const kennel: [Cell, Cell, Cell] = [
    [1, middle - 1],
    [1, middle],
    [1, middle + 1],
  ];
  const trees = latticeTrees(size);
  const reserved = [den, ...kennel];
  const near = (cell: Cell) =>
    reserved.some((other) => Math.abs(other[0] - cell[0]) + Math.abs(other[1] - cell[1]) <= 1);
  const candidates: Cell[] = [];
  for (let row = 1; row < size - 1; row++) {
    for (let column = 1; column < middle; column++) {
      if (!trees[row * size + column] && !near([row, column])) candidates.push([row, column]);
    }
  }
  let placed = 0;
  for (const cell of rng.shuffle(candidates)) {
    if (placed >= spec.extraTrees) break;
    const pair = [cell[0] * size + cell[1], cell[0] * size + (size - 1 - cell[1])];
    for (const index of pair) trees[index] = 1;
    if (isConnected(trees, size, den)) placed += 2;
    else for (const index of pair) trees[index] = 0;
  }
  const map = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => (trees[row * size + column] ? '#' : '.')).join(''),
  );
  const free: Cell[] = [];
  for (let row = 1; row < size - 1; row++) {
    for (let column = 1; column < size - 1; column++) {
      const cell: Cell = [row, column];
      if (!trees[row * size + column] && !reserved.some((other) => sameCell(other, cell))) free.push(cell);
    }
  }
  const shuffled = rng.shuffle(free);
  const items: Item[] = [];
  for (const kind of itemKinds) {
    for (let count = 0; count < spec.itemsPerKind; count++) items.push({ at: shuffled.pop() as Cell, kind });
  }
  const golden = shuffled.splice(0, spec.golden);
  const fruit = shuffled
    .slice(0, Math.round(shuffled.length * spec.fruitShare))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { map, den, kennel, fruit, golden, items };
}

/** The border, and a tree at every cell with an even row and column inside it. */
function latticeTrees(size: number): Uint8Array {
  const trees = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const border = row === 0 || column === 0 || row === size - 1 || column === size - 1;
      if (border || (row % 2 === 0 && column % 2 === 0)) trees[row * size + column] = 1;
    }
  }
  return trees;
}

/** True when every path cell is reachable from `start`. */
function isConnected(trees: Uint8Array, size: number, start: Cell): boolean {
  const seen = trees.slice();
  const queue = [start[0] * size + start[1]];
  seen[queue[0] as number] = 1;
  for (let at = 0; at < queue.length; at++) {
    const index = queue[at] as number;
    for (const next of [index - size, index + size, index - 1, index + 1]) {
      if (seen[next]) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return !seen.includes(0);
}
