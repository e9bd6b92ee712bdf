// The baseline snake player: shortest path to an apple, unless that move would leave the snake boxed in.
import type { Agent, AgentFactory } from '../../core/agent.js';
import {
  type Cell,
  cellIndex,
  hasCell,
  isWall,
  oppositeDirection,
  type SnakeDirection,
  type SnakeObservation,
  type SnakeRules,
  snakeDirections,
  stepCell,
} from './snake-state.js';

/** A player's move (never END) and its own estimate of the immediate reward (1 when the move eats an apple). */
export interface SnakeChoice {
  readonly action: SnakeDirection;
  readonly selfScore: number;
}

/** What the board looks like from the head after one candidate move. */
interface Prospect {
  readonly direction: SnakeDirection;
  readonly ate: boolean;
  /** Moves from the new head to the nearest apple (0 after eating one); Infinity when none is reachable. */
  readonly appleDistance: number;
  /** Free cells reachable from the new head. */
  readonly space: number;
  /** True when the snake can still follow its own tail, or has at least its length in free space. */
  readonly roomy: boolean;
}

/** Plays `chooseSnakeMove`; deterministic, never reverses and never answers END. */
export const snakeHeuristic: AgentFactory = (): Agent => ({
  name: 'snake-heuristic',
  act: (turn) => chooseSnakeMove(turn.observation as SnakeObservation),
});

/**
 * Among moves that hit nothing, the one closest (by breadth-first search around walls, obstacles and the body) to an
 * apple while keeping room to move; else the one keeping the most reachable free space.
 */
export function chooseSnakeMove(observation: SnakeObservation): SnakeChoice {
  const prospects: Prospect[] = [];
  for (const direction of snakeDirections) {
    const prospect = prospectOf(observation, direction);
    if (prospect) prospects.push(prospect);
  }
  let best: Prospect | undefined;
  for (const prospect of prospects) {
    if (prospect.roomy && Number.isFinite(prospect.appleDistance)) {
      if (!best || prospect.appleDistance < best.appleDistance) best = prospect;
    }
  }
  for (const prospect of best ? [] : prospects) {
    if (!best || prospect.space > best.space) best = prospect;
  }
  if (best) return { action: best.direction, selfScore: best.ate ? 1 : 0 };
  // Boxed in: every move collides; keep going.
  return { action: observation.direction, selfScore: 0 };
}

/** The board after moving in `direction`, or null when the move is a reversal or a collision. */
function prospectOf(observation: SnakeObservation, direction: SnakeDirection): Prospect | null {
  const { rules, snake, obstacles, apples } = observation;
  if (direction === oppositeDirection(observation.direction)) return null;
  const head = stepCell(snake[0] as Cell, direction);
  if (isWall(rules, head) || hasCell(obstacles, head) || hasCell(snake, head)) return null;
  const ate = hasCell(apples, head);
  const next = ate ? [head, ...snake] : [head, ...snake.slice(0, -1)];
  const blocked = new Uint8Array((rules.width + 2) * (rules.height + 2));
  for (const cell of obstacles) blocked[cellIndex(rules, cell)] = 1;
  // The new tail blocks the very next move only (the collision check runs before it moves), so it counts as free.
  for (let index = 0; index < next.length - 1; index++) blocked[cellIndex(rules, next[index] as Cell)] = 1;
  const tail = next[next.length - 1] as Cell;
  const search = floodFrom(rules, head, blocked, apples, tail);
  return {
    direction,
    ate,
    appleDistance: ate ? 0 : search.appleDistance,
    space: search.space,
    roomy: (next.length > 1 && search.reachesTail) || search.space >= next.length,
  };
}

/** Breadth-first search from `start`: distance to the nearest apple, cells reached, and whether `tail` is among them. */
function floodFrom(
  rules: SnakeRules,
  start: Cell,
  blocked: Uint8Array,
  apples: readonly Cell[],
  tail: Cell,
): { appleDistance: number; space: number; reachesTail: boolean } {
  const distance = new Int16Array(blocked.length).fill(-1);
  const queue: Cell[] = [start];
  distance[cellIndex(rules, start)] = 0;
  let appleDistance = Number.POSITIVE_INFINITY;
  let reachesTail = false;
  for (let at = 0; at < queue.length; at++) {
    const cell = queue[at] as Cell;
    const here = distance[cellIndex(rules, cell)] as number;
    for (const direction of snakeDirections) {
      const next = stepCell(cell, direction);
      const index = cellIndex(rules, next);
      if (isWall(rules, next) || distance[index] !== -1) continue;
      if (next[0] === tail[0] && next[1] === tail[1]) {
        if (here === 0) continue;
        reachesTail = true;
      }
      if (blocked[index]) continue;
      distance[index] = here + 1;
      if (here + 1 < appleDistance && hasCell(apples, next)) appleDistance = here + 1;
      queue.push(next);
    }
  }
  return { appleDistance, space: queue.length, reachesTail };
}
