// Breadth-first distances over the orchard's paths, shared by the heuristic agents.
import type { Cell } from './night-orchard-state.js';

/** Unreachable cells (trees, cut-off paths) get this distance. */
export const far = 999;

/** Steps from `from` to every cell of `map` (row-major, `far` for trees), plus `offset` added to every distance. */
export function distancesFrom(map: readonly string[], from: Cell, offset = 0): Int16Array {
  const size = map.length;
  const distance = new Int16Array(size * size).fill(far);
  const start = from[0] * size + from[1];
  distance[start] = offset;
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const index = queue[at] as number;
    const next = (distance[index] as number) + 1;
    for (const neighbour of [index - size, index + size, index - 1, index + 1]) {
      if (distance[neighbour] !== far) continue;
      const row = Math.floor(neighbour / size);
      if (map[row]?.[neighbour - row * size] !== '.') continue;
      distance[neighbour] = next;
      queue.push(neighbour);
    }
  }
  return distance;
}

/** The element-wise minimum of `maps`. */
export function nearest(maps: readonly Int16Array[], length: number): Int16Array {
  const result = new Int16Array(length).fill(far);
  for (const map of maps)
    for (let index = 0; index < length; index++)
      result[index] = Math.min(result[index] as number, map[index] as number);
  return result;
}
