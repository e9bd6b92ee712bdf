// S³Gym snake: single-player rules over plain-JSON states; only the cells that change are copied per move.
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFrom, seedRng } from '../../core/rng.js';
import {
  type Cell,
  cellIndex,
  hasCell,
  isWall,
  oppositeDirection,
  type SnakeAction,
  type SnakeCollision,
  type SnakeDirection,
  type SnakeMoveResult,
  type SnakeObservation,
  type SnakeRules,
  type SnakeState,
  snakeDirections,
  stepCell,
} from './snake-state.js';
import { snakeText } from './snake-text.js';

const allActions: readonly SnakeAction[] = [...snakeDirections, 'END'];
const noActions: readonly SnakeAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];

/** Snake as a `Game`: pure functions, one seat, randomness only from the RNG kept in the state. */
export const snakeGame = {
  id: 'snake',
  version: 1,
  title: 'Snake',
  description:
    'S³Gym snake: steer a growing snake to apples on a walled board with obstacles; exploration rules forgive collisions and reversals, strict rules end the episode on them.',
  playerCounts: [1],
  params: {
    width: {
      type: 'int',
      default: 10,
      min: 4,
      max: 30,
      description: 'board interior width in cells (walls not counted)',
    },
    height: {
      type: 'int',
      default: 10,
      min: 4,
      max: 30,
      description: 'board interior height in cells (walls not counted)',
    },
    obstacles: {
      type: 'int',
      default: 3,
      min: 0,
      max: 40,
      description: 'obstacle cells X (fewer when more would cut the board into separate regions)',
    },
    apples: { type: 'int', default: 1, min: 1, max: 5, description: 'apples on the board at once' },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'actions before the episode ends' },
    strict: {
      type: 'boolean',
      default: true,
      description: 'true: hitting a wall, obstacle or the body, or reversing, ends the episode; false: it is a no-op',
    },
  },
  presets: { explore: { strict: false }, eval: { strict: true } },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number): SnakeState {
    const rules: SnakeRules = {
      width: Number(params.width),
      height: Number(params.height),
      strict: params.strict === true,
      maxSteps: Number(params.maxSteps),
      apples: Number(params.apples),
    };
    const rng = rngFrom(seedRng(seed));
    const head: Cell = [rng.int(1, rules.height), rng.int(1, rules.width)];
    const obstacles = placeObstacles(rules, head, Number(params.obstacles), rng);
    const apples = refillApples(rules, [head], obstacles, [], rng);
    return {
      rules,
      snake: [head],
      direction: null,
      apples,
      obstacles,
      step: 0,
      score: 0,
      last: null,
      end: apples.length === 0 ? 'board-full' : null,
      rng: rng.state(),
    };
  },

  toAct: (state: SnakeState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  legalActions: (state: SnakeState, _player: number): readonly SnakeAction[] =>
    state.end === null ? allActions : noActions,

  apply(state: SnakeState, actions: readonly SnakeAction[]): SnakeState {
    if (state.end !== null) throw new Error('snake: the episode is over; no action applies');
    const action = actions[0];
    const step = state.step + 1;
    if (action === 'END') return { ...state, step, last: { action, result: 'end' }, end: 'agent-ended' };
    if (action === undefined || !snakeDirections.includes(action)) {
      throw new Error(`snake: unknown action ${JSON.stringify(action)}; expected UP, DOWN, LEFT, RIGHT or END`);
    }
    const { rules } = state;
    const blocked = blockedBy(state, action);
    if (blocked) {
      const end = rules.strict ? blocked : step >= rules.maxSteps ? 'max-steps' : null;
      return { ...state, step, last: { action, result: blocked }, end };
    }
    const old = state.snake;
    const head = stepCell(old[0] as Cell, action);
    const appleIndex = state.apples.findIndex((apple) => apple[0] === head[0] && apple[1] === head[1]);
    const ate = appleIndex >= 0;
    const length = ate ? old.length + 1 : old.length;
    const snake = new Array<Cell>(length);
    snake[0] = head;
    for (let index = 1; index < length; index++) snake[index] = old[index - 1] as Cell;
    let apples = ate ? state.apples.filter((_, index) => index !== appleIndex) : state.apples;
    let rng = state.rng;
    if (apples.length < rules.apples) {
      const generator = rngFrom(rng);
      apples = refillApples(rules, snake, state.obstacles, apples, generator);
      rng = generator.state();
    }
    const end = apples.length === 0 ? 'board-full' : step >= rules.maxSteps ? 'max-steps' : null;
    const result: SnakeMoveResult = ate ? 'ate' : 'moved';
    return {
      ...state,
      snake,
      direction: action,
      apples,
      step,
      score: ate ? state.score + 1 : state.score,
      last: { action, result },
      end,
      rng,
    };
  },

  observe(state: SnakeState, _player: number): SnakeObservation {
    const { rng: _rng, ...observation } = state;
    return observation;
  },

  outcome: (state: SnakeState) => (state.end === null ? null : { scores: [state.score] }),

  score: (state: SnakeState): readonly number[] => [state.score],

  /** Giving up (e.g. after repeated unreadable replies) keeps the apples eaten so far, like a strict-rules crash. */
  forfeit: (state: SnakeState, _player: number) => ({ scores: [state.score] }),

  sample: (observation: SnakeObservation, _player: number, rng: Rng): SnakeState => ({
    ...observation,
    rng: seedRng(rng.seed()),
  }),

  text: snakeText,
} satisfies Game<SnakeState, SnakeAction, SnakeObservation>;

/** What a move in `direction` would run into, or null when the head can go there. */
function blockedBy(state: SnakeState, direction: SnakeDirection): SnakeCollision | null {
  if (state.direction !== null && direction === oppositeDirection(state.direction)) return 'reverse';
  const head = stepCell(state.snake[0] as Cell, direction);
  if (isWall(state.rules, head)) return 'wall';
  if (hasCell(state.obstacles, head)) return 'obstacle';
  // The tail leaves its cell during the move, so the head may enter it (an apple is never on the tail).
  if (hasCell(state.snake, head, state.snake.length - 1)) return 'body';
  return null;
}

/**
 * Up to `count` obstacles on random cells, never on or next to the starting head, and never cutting the free cells
 * into separate regions (so every apple stays reachable at the start).
 */
function placeObstacles(rules: SnakeRules, head: Cell, count: number, rng: Rng): readonly Cell[] {
  const blocked = new Uint8Array((rules.width + 2) * (rules.height + 2));
  const candidates: Cell[] = [];
  for (let row = 1; row <= rules.height; row++) {
    for (let column = 1; column <= rules.width; column++) {
      if (Math.abs(row - head[0]) + Math.abs(column - head[1]) > 1) candidates.push([row, column]);
    }
  }
  const obstacles: Cell[] = [];
  for (const cell of rng.shuffle(candidates)) {
    if (obstacles.length >= count) break;
    blocked[cellIndex(rules, cell)] = 1;
    if (reachableCount(rules, head, blocked) === rules.width * rules.height - obstacles.length - 1)
      obstacles.push(cell);
    else blocked[cellIndex(rules, cell)] = 0;
  }
  return obstacles;
}

/** Interior cells reachable from `start` without entering a wall or a `blocked` cell. */
function reachableCount(rules: SnakeRules, start: Cell, blocked: Uint8Array): number {
  const seen = new Uint8Array(blocked.length);
  const queue: Cell[] = [start];
  seen[cellIndex(rules, start)] = 1;
  for (let at = 0; at < queue.length; at++) {
    for (const direction of snakeDirections) {
      const next = stepCell(queue[at] as Cell, direction);
      const index = cellIndex(rules, next);
      if (isWall(rules, next) || blocked[index] || seen[index]) continue;
      seen[index] = 1;
      queue.push(next);
    }
  }
  return queue.length;
}

/** `apples` plus new ones on random free cells, up to `rules.apples` or until no free cell is left. */
function refillApples(
  rules: SnakeRules,
  snake: readonly Cell[],
  obstacles: readonly Cell[],
  apples: readonly Cell[],
  rng: Rng,
): readonly Cell[] {
  const taken = new Uint8Array((rules.width + 2) * (rules.height + 2));
  for (const cells of [snake, obstacles, apples]) for (const cell of cells) taken[cellIndex(rules, cell)] = 1;
  const free: Cell[] = [];
  for (let row = 1; row <= rules.height; row++) {
    for (let column = 1; column <= rules.width; column++) {
      if (!taken[cellIndex(rules, [row, column])]) free.push([row, column]);
    }
  }
  const result = [...apples];
  while (result.length < rules.apples && free.length > 0) {
    const index = rng.int(0, free.length - 1);
    result.push(free[index] as Cell);
    free[index] = free[free.length - 1] as Cell;
    free.pop();
  }
  return result;
}
