// How cave beasts move: flee a lit miner in sight, else chase the nearest miner in sight, else patrol; every third
// turn they pause. Every choice is relative to the beast's heading, so mirrored beasts make mirrored moves.
import {
  type Beast,
  cellIndex,
  type Direction,
  isWall,
  type LanternMazeState,
  sameCell,
  stepCell,
  turnOrder,
} from './lantern-maze-state.js';

/** What a beast is doing this turn, for events and observers. */
export type BeastMode = 'flee' | 'chase' | 'patrol';

/**
 * The beasts after their move of this turn, decided from the miners' cells at the start of the turn (`distances[m]`
 * are maze distances from miner `m`); a resting beast stays and rests one turn less, and on pause turns none moves.
 */
export function moveBeasts(state: LanternMazeState, distances: readonly Int16Array[]): readonly Beast[] {
  const pause = isPauseTurn(state);
  return state.beasts.map((beast) => {
    if (beast.rest > 0) return { ...beast, rest: beast.rest - 1 };
    if (pause) return beast;
    const heading = beastStep(state, beast, distances);
    return { ...beast, cell: stepCell(beast.cell, heading), heading };
  });
}

/** True on turns when no beast moves: the `beastPause`-th, 2·`beastPause`-th… turn (turn numbers from 1). */
export function isPauseTurn(state: LanternMazeState): boolean {
  return (state.turn + 1) % state.rules.beastPause === 0;
}

/**
 * The direction `beast` moves in this turn, among the open neighbouring cells where no other beast stands (all open
 * neighbours when every one has a beast); it never stays, so a dead end turns it back.
 */
export function beastStep(state: LanternMazeState, beast: Beast, distances: readonly Int16Array[]): Direction {
  const { size, sight } = state.rules;
  const mode = beastMode(state, beast, distances);
  const watched = state.miners.flatMap((miner, seat) => {
    const distance = distances[seat]?.[cellIndex(beast.cell, size)] ?? -1;
    const inSight = distance >= 0 && distance <= sight;
    const relevant = mode === 'flee' ? miner.lit > 0 : true;
    return inSight && relevant ? [distances[seat] as Int16Array] : [];
  });
  const open = turnOrder(beast.heading).filter((direction) => !isWall(state.board, stepCell(beast.cell, direction)));
  const free = open.filter((direction) => {
    const next = stepCell(beast.cell, direction);
    return !state.beasts.some((other) => other !== beast && sameCell(other.cell, next));
  });
  let best: Direction | undefined;
  let bestValue = 0;
  for (const direction of free.length > 0 ? free : open) {
    const next = stepCell(beast.cell, direction);
    if (mode === 'patrol') return direction;
    let nearest = Number.POSITIVE_INFINITY;
    for (const distance of watched) nearest = Math.min(nearest, distance[cellIndex(next, size)] as number);
    const value = mode === 'flee' ? nearest : -nearest;
    if (best === undefined || value > bestValue) {
      best = direction;
      bestValue = value;
    }
  }
  return best ?? beast.heading;
}

/** Flee when a lit miner is in sight, chase when any miner is, else patrol. */
export function beastMode(state: LanternMazeState, beast: Beast, distances: readonly Int16Array[]): BeastMode {
  const { size, sight } = state.rules;
  let mode: BeastMode = 'patrol';
  state.miners.forEach((miner, seat) => {
    const distance = distances[seat]?.[cellIndex(beast.cell, size)] ?? -1;
    if (distance < 0 || distance > sight) return;
    if (miner.lit > 0) mode = 'flee';
    else if (mode === 'patrol') mode = 'chase';
  });
  return mode;
}
