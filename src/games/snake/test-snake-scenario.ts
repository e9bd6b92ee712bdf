// Test helper: builds snake states from drawn boards, so each test shows the position it plays from.
import { seedRng } from '../../core/rng.js';
import type { Cell, SnakeDirection, SnakeState } from './snake-state.js';

/** Options a scenario may override; everything else takes the game's defaults. */
export interface SnakeScenarioOptions {
  readonly strict?: boolean;
  readonly maxSteps?: number;
  /** Apples kept on the board; defaults to the number drawn, at least 1. */
  readonly apples?: number;
  /** Defaults to the way from the segment behind the head to the head, or `UP` (the start) for a lone head. */
  readonly direction?: SnakeDirection;
  readonly step?: number;
  readonly score?: number;
  readonly seed?: number;
  /** Picks the body order ending here when the drawn body could be walked several ways (a snake biting its tail). */
  readonly tail?: Cell;
}

/**
 * A state from a board drawn with the game's symbols (walls included); the body is the one path from `H` through
 * every `S` cell, each adjacent to the previous; draw bodies with one such path or name the `tail`.
 */
export function snakeScenario(board: readonly string[], options: SnakeScenarioOptions = {}): SnakeState {
  const apples: Cell[] = [];
  const obstacles: Cell[] = [];
  const body = new Set<string>();
  let head: Cell | undefined;
  for (const [row, line] of board.entries()) {
    for (const [column, symbol] of [...line].entries()) {
      if (symbol === 'A') apples.push([row, column]);
      if (symbol === 'X') obstacles.push([row, column]);
      if (symbol === 'S') body.add(`${row},${column}`);
      if (symbol === 'H') head = [row, column];
    }
  }
  if (!head) throw new Error('scenario board has no head H');
  const { tail } = options;
  const orders = bodyOrders(head, body).filter(
    (order) => !tail || (order.at(-1)?.[0] === tail[0] && order.at(-1)?.[1] === tail[1]),
  );
  if (orders.length !== 1) throw new Error(`scenario body has ${orders.length} possible orders; draw exactly one`);
  const snake = orders[0] as Cell[];
  return {
    rules: {
      width: (board[0]?.length ?? 2) - 2,
      height: board.length - 2,
      strict: options.strict ?? true,
      maxSteps: options.maxSteps ?? 64,
      apples: options.apples ?? Math.max(1, apples.length),
    },
    snake,
    direction: options.direction ?? directionOf(snake),
    apples,
    obstacles,
    step: options.step ?? 0,
    score: options.score ?? 0,
    last: null,
    end: null,
    rng: seedRng(options.seed ?? 1),
  };
}

function directionOf(snake: readonly Cell[]): SnakeDirection {
  const [head, neck] = snake;
  if (!head || !neck) return 'UP';
  if (head[0] < neck[0]) return 'UP';
  if (head[0] > neck[0]) return 'DOWN';
  return head[1] < neck[1] ? 'LEFT' : 'RIGHT';
}

/** Every way to walk from `head` through all `body` cells (keys "row,column"), one adjacent step at a time. */
function bodyOrders(head: Cell, body: ReadonlySet<string>): Cell[][] {
  const orders: Cell[][] = [];
  const path: Cell[] = [head];
  const used = new Set<string>();
  const walk = (): void => {
    if (used.size === body.size) {
      orders.push([...path]);
      return;
    }
    const [row, column] = path.at(-1) as Cell;
    for (const next of [
      [row - 1, column],
      [row + 1, column],
      [row, column - 1],
      [row, column + 1],
    ] as const) {
      const key = next.join(',');
      if (!body.has(key) || used.has(key)) continue;
      used.add(key);
      path.push(next);
      walk();
      path.pop();
      used.delete(key);
    }
  };
  walk();
  return orders;
}
