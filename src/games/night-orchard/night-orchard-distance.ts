// Breadth-first distances over the orchard's paths, shared by the heuristic agents.
import type { Cell } from './night-orchard-state.js';

/** Unreachable cells (trees, cut-off paths) get this distance. */
export const far = 999;

/** Path cells of each map seen (1 = path), row-major; maps are shared between a match's states, so this is per match. */
const pathMasks = new WeakMap<readonly string[], Uint8Array>();

function pathMask(map: readonly string[]): Uint8Array {
  let mask = pathMasks.get(map);
  if (!mask) {
    const size = map.length;
    mask = new Uint8Array(size * size);
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) mask[row * size + column] = map[row]?.[column] === '.' ? 1 : 0;
    }
    pathMasks.set(map, mask);
  }
  return mask;
}

/** Steps from `from` to every cell of `map` (row-major, `far` for trees), plus `offset` added to every distance. */
export function distancesFrom(map: readonly string[], from: Cell, offset = 0): Int16Array {
  const size = map.length;
  const paths = pathMask(map);
  const distance = new Int16Array(size * size).fill(far);
  const queue = new Int16Array(size * size);
  const start = from[0] * size + from[1];
  distance[start] = offset;
  queue[0] = start;
  let length = 1;
  for (let at = 0; at < length; at++) {
    const index = queue[at] as number;
    const next = (distance[index] as number) + 1;
    for (const neighbour of [index - size, index + size, index - 1, index + 1]) {
      if (distance[neighbour] !== far || !paths[neighbour]) continue;
      distance[neighbour] = next;
      queue[length++] = neighbour;
    }
  }
  return distance;
}

/** The element-wise minimum of `maps`. */
export function nearest(maps: readonly Int16Array[], length: number): Int16Array {
  const result = new Int16Array(length).fill(far);
  for (const map of maps) {
    for (let index = 0; index < length; index++)
      result[index] = Math.min(result[index] as number, map[index] as number);
  }
  return result;
}
