// S³Gym snake: single-player rules over plain-JSON states; only the cells that change are copied per move.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFrom, seedRng } from '../../core/rng.js';
import { snakeActionSchema } from './snake-action-schema.js';
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
  startCell,
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
  version: 2,
  title: 'Snake',
  description:
    "S³Gym snake on KORGym's board: steer a growing snake to three apples on a walled 6x6 board; exploration rules forgive collisions, reversals and invalid answers, strict rules end the episode on collisions and invalid answers.",
  playerCounts: [1],
  params: {
    width: {
      type: 'int',
      default: 6,
      min: 4,
      max: 30,
      description: 'board interior width in cells (walls not counted; KORGym: 6, an 8x8 board with its walls)',
    },
    height: {
      type: 'int',
      default: 6,
      min: 4,
      max: 30,
      description: 'board interior height in cells (walls not counted; KORGym: 6)',
    },
    obstacles: {
      type: 'int',
      default: 0,
      min: 0,
      max: 40,
      description: 'obstacle cells X (KORGym places none; fewer when more would cut the board into separate regions)',
    },
    apples: { type: 'int', default: 3, min: 1, max: 5, description: 'apples on the board at once (KORGym: 3)' },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'actions before the episode ends' },
    strict: {
      type: 'boolean',
      default: true,
      description:
        'true: hitting a wall, obstacle or the body ends the episode and a reversal keeps the current direction; false: both are no-ops',
    },
  },
  presets: { explore: { strict: false }, eval: { strict: true } },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): SnakeState {
    const rules: SnakeRules = {
      width: Number(params.width),
      height: Number(params.height),
      strict: params.strict === true,
      maxSteps: Number(params.maxSteps),
      apples: Number(params.apples),
    };
    const rng = rngFrom(seedRng(seed));
    const head = startCell(rules);
    const obstacles = placeObstacles(rules, head, Number(params.obstacles), rng);
    const apples = refillApples(rules, [head], obstacles, [], rng);
    return {
      rules,
      snake: [head],
      direction: 'UP',
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
    const { rules } = state;
    const timeUp = step >= rules.maxSteps ? 'max-steps' : null;
    if (action === 'NONE') return { ...state, step, last: { action, result: 'none' }, end: timeUp };
    if (action === undefined || !snakeDirections.includes(action)) {
      throw new Error(`snake: unknown action ${JSON.stringify(action)}; expected UP, DOWN, LEFT, RIGHT, END or NONE`);
    }
    // A reversal: a no-op under exploration rules; under strict rules the snake keeps its direction (KORGym).
    const reversed = action === oppositeDirection(state.direction);
    if (reversed && !rules.strict) return { ...state, step, last: { action, result: 'reverse' }, end: timeUp };
    const heading = reversed ? state.direction : action;
    const blocked = blockedBy(state, heading);
    if (blocked) {
      return { ...state, step, last: lastMove(action, blocked, reversed), end: rules.strict ? blocked : timeUp };
    }
    const old = state.snake;
    const head = stepCell(old[0] as Cell, heading);
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
    const end = apples.length === 0 ? 'board-full' : timeUp;
    const result: SnakeMoveResult = ate ? 'ate' : 'moved';
    return {
      ...state,
      snake,
      direction: heading,
      apples,
      step,
      score: ate ? state.score + 1 : state.score,
      last: lastMove(action, result, reversed),
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

  /** The invalid-answer no-op: the snake stays where it is and the step counts. */
  defaultAction: (_state: SnakeState, _player: number): SnakeAction => 'NONE',

  /** Strict rules end the episode on the first invalid answer (keeping the apples eaten); explore plays `NONE`. */
  invalidActionPolicy: s3gymInvalidAnswers((params) => params.strict === true),

  // Field by field, in setup's order: a state spread from the observation (itself made by leaving `rng` out) took
  // twice as long in every later apply, which MCTS calls millions of times.
  sample: (observation: SnakeObservation, _player: number, rng: Rng): SnakeState => ({
    rules: observation.rules,
    snake: observation.snake,
    direction: observation.direction,
    apples: observation.apples,
    obstacles: observation.obstacles,
    step: observation.step,
    score: observation.score,
    last: observation.last,
    end: observation.end,
    rng: seedRng(rng.seed()),
  }),

  actionSchema: snakeActionSchema,
  text: snakeText,
} satisfies Game<SnakeState, SnakeAction, SnakeObservation>;

/**
 * The state's `last` for a move; two literals rather than `{ action, result, ...flag }`, whose spread after other
 * fields is a slow runtime copy in an apply that MCTS calls millions of times.
 */
function lastMove(action: SnakeAction, result: SnakeMoveResult, reversed: boolean): SnakeState['last'] {
  return reversed ? { action, result, reversed: true } : { action, result };
}

/** What a move in `direction` would run into, or null when the head can go there. */
function blockedBy(state: SnakeState, direction: SnakeDirection): SnakeCollision | null {
  const head = stepCell(state.snake[0] as Cell, direction);
  if (isWall(state.rules, head)) return 'wall';
  if (hasCell(state.obstacles, head)) return 'obstacle';
  // The collision check runs before the tail moves, so the tail's cell blocks the head too (KORGym).
  if (hasCell(state.snake, head)) return 'body';
  return null;
}

/**
 * Up to `count` obstacles on random cells, never on or next to the starting head, and never cutting the free cells
 * into separate regions (so every apple stays reachable at the start).
 */
function placeObstacles(rules: SnakeRules, head: Cell, count: number, rng: Rng): readonly Cell[] {
  const stride = rules.width + 2;
  const grid = wallGrid(rules);
  const start = cellIndex(rules, head);
  // `untried` marks cells no longer candidates: walls, the head and its neighbours, and cells already tried.
  const untried = grid.slice();
  for (const index of [start, start - 1, start + 1, start - stride, start + stride]) untried[index] = 1;
  let candidates = 0;
  for (const taken of untried) if (!taken) candidates++;
  const obstacles: Cell[] = [];
  let free = rules.width * rules.height;
  while (obstacles.length < count && candidates > 0) {
    const index = nthFree(untried, rng.int(0, candidates - 1));
    untried[index] = 1;
    candidates--;
    grid[index] = 1;
    if (reachableCount(grid, start, stride) === free - 1) {
      obstacles.push([Math.floor(index / stride), index % stride]);
      free--;
    } else {
      grid[index] = 0;
    }
  }
  return obstacles;
}

/** `apples` plus new ones on random free cells, up to `rules.apples` or until no free cell is left. */
function refillApples(
  rules: SnakeRules,
  snake: readonly Cell[],
  obstacles: readonly Cell[],
  apples: readonly Cell[],
  rng: Rng,
): readonly Cell[] {
  const stride = rules.width + 2;
  const grid = wallGrid(rules);
  for (const cells of [snake, obstacles, apples]) for (const cell of cells) grid[cellIndex(rules, cell)] = 1;
  let free = rules.width * rules.height - snake.length - obstacles.length - apples.length;
  const result = [...apples];
  while (result.length < rules.apples && free > 0) {
    const index = nthFree(grid, rng.int(0, free - 1));
    grid[index] = 1;
    free--;
    result.push([Math.floor(index / stride), index % stride]);
  }
  return result;
}

/** A flat board (row-major, walls included) with the walls marked 1 and every interior cell 0. */
function wallGrid(rules: SnakeRules): Uint8Array {
  const stride = rules.width + 2;
  const rows = rules.height + 2;
  const grid = new Uint8Array(stride * rows);
  grid.fill(1, 0, stride);
  grid.fill(1, (rows - 1) * stride);
  for (let row = 1; row < rows - 1; row++) {
    grid[row * stride] = 1;
    grid[row * stride + stride - 1] = 1;
  }
  return grid;
}

/** Index of the `n`-th (0-based, row-major) cell marked 0. */
function nthFree(grid: Uint8Array, n: number): number {
  let left = n;
  for (let index = 0; index < grid.length; index++) {
    if (grid[index]) continue;
    if (left === 0) return index;
    left--;
  }
  throw new Error(`snake: no free cell number ${n}`);
}

/** Cells marked 0 reachable from `start` (itself counted) through cells marked 0 of a walled flat board. */
function reachableCount(grid: Uint8Array, start: number, stride: number): number {
  const seen = grid.slice();
  const queue = new Int32Array(grid.length);
  let length = 0;
  queue[length++] = start;
  seen[start] = 1;
  const offsets = [-stride, stride, -1, 1];
  for (let at = 0; at < length; at++) {
    const index = queue[at] as number;
    for (let direction = 0; direction < 4; direction++) {
      const next = index + (offsets[direction] as number);
      if (seen[next]) continue;
      seen[next] = 1;
      queue[length++] = next;
    }
  }
  return length;
}
