// The seeded, point-symmetric map: origins on opposite sides, rocks in mirrored pairs that never cut the board, and
// nutrients in mirrored pairs.
import type { Rng } from '../../core/rng.js';
import { type Cell, directions, indexOf, manhattan, mirrorCell, stepCell } from './mycelium-state.js';

/** The two origins: seat 0 on the left edge's middle, seat 1 at its mirror on the right. */
export function originsOf(size: number): readonly [Cell, Cell] {
  const origin: Cell = [Math.floor(size / 2), 1];
  return [origin, mirrorCell(size, origin)];
}

/**
 * The terrain string ('#' rock, '*' nutrient, '.' plain): `rockPairs` then `nutrientPairs` mirrored pairs drawn in
 * shuffled order from the cells that are not their own mirror and lie more than 2 steps from both origins (nutrients:
 * more than 1 step); a rock pair that would disconnect the free cells is skipped.
 */
export function generateTerrain(size: number, rockPairs: number, nutrientPairs: number, rng: Rng): string {
  const origins = originsOf(size);
  const terrain = new Array<string>(size * size).fill('.');
  const candidates = (minDistance: number): Cell[] => {
    const cells: Cell[] = [];
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        const cell: Cell = [row, column];
        const mirror = mirrorCell(size, cell);
        const far = origins.every((origin) => manhattan(origin, cell) > minDistance);
        if (far && indexOf(size, cell) < indexOf(size, mirror)) cells.push(cell);
      }
    }
    return rng.shuffle(cells);
  };
  let rocks = 0;
  for (const cell of candidates(2)) {
    if (rocks >= rockPairs) break;
    const pair = [indexOf(size, cell), indexOf(size, mirrorCell(size, cell))];
    for (const index of pair) terrain[index] = '#';
    if (connected(size, terrain, origins[0])) rocks++;
    else for (const index of pair) terrain[index] = '.';
  }
  let nutrients = 0;
  for (const cell of candidates(1)) {
    if (nutrients >= nutrientPairs) break;
    const pair = [indexOf(size, cell), indexOf(size, mirrorCell(size, cell))];
    if (pair.some((index) => terrain[index] !== '.')) continue;
    for (const index of pair) terrain[index] = '*';
    nutrients++;
  }
  return terrain.join('');
}

/** Whether every non-rock cell is reachable from `start` through non-rock cells. */
function connected(size: number, terrain: readonly string[], start: Cell): boolean {
  const seen = new Uint8Array(size * size);
  const stack: Cell[] = [start];
  seen[indexOf(size, start)] = 1;
  let reached = 1;
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    for (const dir of directions) {
      const next = stepCell(size, cell, dir);
      if (!next) continue;
      const index = indexOf(size, next);
      if (seen[index] || terrain[index] === '#') continue;
      seen[index] = 1;
      reached++;
      stack.push(next);
    }
  }
  return reached === terrain.filter((kind) => kind !== '#').length;
}
