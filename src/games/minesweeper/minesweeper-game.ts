// S³Gym minesweeper: single-player rules over plain-JSON states; the mines are hidden until the episode ends.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFrom, seedRng } from '../../core/rng.js';
import { minesweeperActionSchema } from './minesweeper-action-schema.js';
import { mineProblem, sampleMineLayout } from './minesweeper-constraints.js';
import {
  countSymbol,
  hiddenMines,
  type MinesweeperAction,
  type MinesweeperEnd,
  type MinesweeperLast,
  type MinesweeperObservation,
  type MinesweeperRules,
  type MinesweeperState,
  neighbourTable,
} from './minesweeper-state.js';
import { minesweeperText } from './minesweeper-text.js';

const endAction: MinesweeperAction = { type: 'end' };
const noneAction: MinesweeperAction = { type: 'none' };
const noActions: readonly MinesweeperAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];

/** Minesweeper as a `Game`: pure functions, one seat, the mine layout drawn once at setup from the state's RNG. */
export const minesweeperGame = {
  id: 'minesweeper',
  version: 2,
  title: 'Minesweeper',
  description:
    'S³Gym minesweeper: uncover the safe cells and flag the hidden mines of a 9x9 board with no free opening; exploration gives two extra lives, evaluation ends at the first mine.',
  playerCounts: [1],
  params: {
    rows: { type: 'int', default: 9, min: 5, max: 16, description: 'board height in cells' },
    columns: { type: 'int', default: 9, min: 5, max: 16, description: 'board width in cells' },
    minMines: {
      type: 'int',
      default: 10,
      min: 1,
      max: 200,
      description: 'fewest mines; the count is drawn uniformly in [minMines, maxMines] per episode',
    },
    maxMines: {
      type: 'int',
      default: 20,
      min: 1,
      max: 200,
      description: 'most mines (capped at the cells minus 1, so one safe cell is left)',
    },
    extraLives: {
      type: 'int',
      default: 0,
      min: 0,
      max: 20,
      description: 'mines that may be uncovered without ending the episode (0: the first mine ends it)',
    },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'actions before the episode ends' },
  },
  presets: {
    explore: { extraLives: 2 },
    eval: { extraLives: 0 },
  },
  defaultPreset: 'eval',
  hiddenInformation: true,

  setup(params: Params, seed: number, _players: number): MinesweeperState {
    const rules: MinesweeperRules = {
      rows: Number(params.rows),
      columns: Number(params.columns),
      extraLives: Number(params.extraLives),
      maxSteps: Number(params.maxSteps),
    };
    const cells = rules.rows * rules.columns;
    const low = Math.min(Number(params.minMines), Number(params.maxMines));
    const high = Math.max(Number(params.minMines), Number(params.maxMines));
    const rng = rngFrom(seedRng(seed));
    const mineCount = Math.min(rng.int(low, high), cells - 1);
    // Mines on uniformly random cells and every cell covered: no free opening, the first uncover may hit a mine (KORGym).
    const mines = rng
      .shuffle(Array.from({ length: cells }, (_, cell) => cell))
      .slice(0, mineCount)
      .sort((a, b) => a - b);
    return {
      rules,
      mineCount,
      mines,
      view: '?'.repeat(cells),
      livesLeft: rules.extraLives,
      step: 0,
      last: null,
      end: null,
      rng: rng.state(),
    };
  },

  toAct: (state: MinesweeperState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  legalActions(state: MinesweeperState, _player: number): readonly MinesweeperAction[] {
    if (state.end !== null) return noActions;
    const { view } = state;
    const actions = cellActions(state.rules);
    const canFlag = hiddenMines(state.mineCount, view) > countSymbol(view, 'F');
    const uncovers: MinesweeperAction[] = [];
    const flags: MinesweeperAction[] = [];
    const unflags: MinesweeperAction[] = [];
    for (let cell = 0; cell < view.length; cell++) {
      const symbol = view[cell];
      if (symbol === '?') {
        uncovers.push(actions.uncover[cell] as MinesweeperAction);
        if (canFlag) flags.push(actions.flag[cell] as MinesweeperAction);
      } else if (symbol === 'F') {
        unflags.push(actions.unflag[cell] as MinesweeperAction);
      }
    }
    return [...uncovers, ...flags, ...unflags, endAction];
  },

  apply(state: MinesweeperState, actions: readonly MinesweeperAction[]): MinesweeperState {
    if (state.end !== null) throw new Error('minesweeper: the episode is over; no action applies');
    const action = actions[0];
    const step = state.step + 1;
    if (action?.type === 'end') {
      return { ...state, step, last: { action, result: 'end', uncovered: 0 }, end: 'agent-ended' };
    }
    const { rules, view } = state;
    if (action?.type === 'none') {
      const end = step >= rules.maxSteps ? 'max-steps' : null;
      return { ...state, step, last: { action, result: 'none', uncovered: 0 }, end };
    }
    if (
      !action ||
      !['uncover', 'flag', 'unflag'].includes(action.type) ||
      !Number.isInteger(action.row) ||
      !Number.isInteger(action.column) ||
      action.row < 0 ||
      action.column < 0 ||
      action.row >= rules.rows ||
      action.column >= rules.columns
    ) {
      throw new Error(
        `minesweeper: ${JSON.stringify(action)} is not an action on a ${rules.rows}x${rules.columns} board`,
      );
    }
    const cell = action.row * rules.columns + action.column;
    const symbol = view[cell];
    const board = [...view];
    let last: MinesweeperLast;
    let livesLeft = state.livesLeft;
    let exploded = false;
    if (action.type === 'uncover') {
      if (symbol !== '?') throw new Error(`minesweeper: cannot uncover a cell showing '${symbol}'`);
      if (state.mines.includes(cell)) {
        board[cell] = 'X';
        exploded = livesLeft === 0;
        livesLeft = Math.max(0, livesLeft - 1);
        last = { action, result: 'exploded', uncovered: 1 };
      } else {
        const uncovered = uncover(board, mineMask(view.length, state.mines), rules, cell);
        last = { action, result: 'uncovered', uncovered };
      }
    } else if (action.type === 'flag') {
      if (symbol !== '?') throw new Error(`minesweeper: cannot flag a cell showing '${symbol}'`);
      if (hiddenMines(state.mineCount, view) <= countSymbol(view, 'F')) throw new Error('minesweeper: no flags left');
      board[cell] = 'F';
      last = { action, result: 'flagged', uncovered: 0 };
    } else {
      if (symbol !== 'F') throw new Error(`minesweeper: cannot unflag a cell showing '${symbol}'`);
      board[cell] = '?';
      last = { action, result: 'unflagged', uncovered: 0 };
    }
    const next = board.join('');
    const end: MinesweeperEnd | null = exploded
      ? 'exploded'
      : countSymbol(next, '?') + countSymbol(next, 'F') === hiddenMines(state.mineCount, next)
        ? 'cleared'
        : flagsAreMines(next, state.mines)
          ? 'all-flagged'
          : step >= rules.maxSteps
            ? 'max-steps'
            : null;
    return { ...state, view: next, livesLeft, step, last, end };
  },

  observe(state: MinesweeperState, _player: number): MinesweeperObservation {
    const { rng: _rng, mines, ...visible } = state;
    return { ...visible, mines: state.end === null ? null : mines };
  },

  outcome: (state: MinesweeperState) => (state.end === null ? null : { scores: [minesweeperScore(state)] }),

  score: (state: MinesweeperState): readonly number[] => [minesweeperScore(state)],

  /** Giving up keeps the correctly flagged mines so far. */
  forfeit: (state: MinesweeperState, _player: number) => ({ scores: [minesweeperScore(state)] }),

  /** The invalid-answer no-op: the board stays as it is and the step counts. */
  defaultAction: (_state: MinesweeperState, _player: number): MinesweeperAction => noneAction,

  /** An invalid answer is a no-op step on both presets, as in KORGym (only a mine ends an episode early). */
  invalidActionPolicy: s3gymInvalidAnswers(),

  /**
   * A full state the player cannot tell from the true one: mines drawn uniformly among the layouts that agree with
   * every uncovered count and the public mine total (flags play no part), and a fresh RNG.
   */
  sample(observation: MinesweeperObservation, _player: number, rng: Rng): MinesweeperState {
    const fresh = seedRng(rng.seed());
    if (observation.mines !== null) return { ...observation, mines: observation.mines, rng: fresh };
    const { rules, view, mineCount } = observation;
    const problem = mineProblem(view, rules.rows, rules.columns, mineCount);
    const uncovered: number[] = [];
    for (let cell = 0; cell < view.length; cell++) if (view[cell] === 'X') uncovered.push(cell);
    // The episode is still running, so the flags cannot be exactly the covered mines (that would have ended it).
    const hidden = sampleMineLayout(problem, rng, (layout) => !flagsAreMines(view, layout));
    const mines = uncovered.concat(hidden).sort((a, b) => a - b);
    return { ...observation, mines, rng: fresh };
  },

  actionSchema: minesweeperActionSchema,
  text: minesweeperText,
} satisfies Game<MinesweeperState, MinesweeperAction, MinesweeperObservation>;

/**
 * The running score: correctly flagged mines / total mines; once the player wins, every mine not uncovered counts as
 * flagged (classic minesweeper flags them automatically).
 */
export function minesweeperScore(state: Pick<MinesweeperState, 'mineCount' | 'mines' | 'view' | 'end'>): number {
  if (state.end === 'cleared' || state.end === 'all-flagged') {
    return hiddenMines(state.mineCount, state.view) / state.mineCount;
  }
  let flagged = 0;
  for (const mine of state.mines) if (state.view[mine] === 'F') flagged++;
  return flagged / state.mineCount;
}

/** True when the flags sit exactly on the mines not yet uncovered (and there is at least one). */
function flagsAreMines(view: string, mines: readonly number[]): boolean {
  let covered = 0;
  for (const mine of mines) {
    if (view[mine] === 'X') continue;
    if (view[mine] !== 'F') return false;
    covered++;
  }
  return covered > 0 && covered === countSymbol(view, 'F');
}

function mineMask(cells: number, mines: readonly number[]): Uint8Array {
  const mask = new Uint8Array(cells);
  for (const mine of mines) mask[mine] = 1;
  return mask;
}

/**
 * Uncovers safe `cell` in `board` (mutated: a fresh array owned by the caller); a 0 flood-fills its covered,
 * unflagged neighbours, and a number also opens its covered, unflagged neighbours that are 0s, each with its flood
 * (KORGym's flood). Returns the number of cells uncovered.
 */
function uncover(board: string[], mines: Uint8Array, rules: MinesweeperRules, cell: number): number {
  const neighbours = neighbourTable(rules.rows, rules.columns);
  const queue = [cell];
  board[cell] = 'pending';
  if (mineCountAround(neighbours, mines, cell) > 0) {
    for (const other of neighbours[cell] as readonly number[]) {
      if (board[other] !== '?' || mines[other] || mineCountAround(neighbours, mines, other) > 0) continue;
      board[other] = 'pending';
      queue.push(other);
    }
  }
  let uncovered = 0;
  for (let at = 0; at < queue.length; at++) {
    const current = queue[at] as number;
    const count = mineCountAround(neighbours, mines, current);
    board[current] = String(count);
    uncovered++;
    if (count > 0) continue;
    for (const other of neighbours[current] as readonly number[]) {
      if (board[other] !== '?') continue;
      board[other] = 'pending';
      queue.push(other);
    }
  }
  return uncovered;
}

function mineCountAround(neighbours: readonly (readonly number[])[], mines: Uint8Array, cell: number): number {
  let count = 0;
  for (const other of neighbours[cell] as readonly number[]) count += mines[other] as number;
  return count;
}

const actionCache = new Map<
  string,
  { uncover: MinesweeperAction[]; flag: MinesweeperAction[]; unflag: MinesweeperAction[] }
>();

/** Shared action objects per cell of a board size, so listing legal actions allocates little. */
function cellActions(rules: MinesweeperRules) {
  const key = `${rules.rows}x${rules.columns}`;
  let actions = actionCache.get(key);
  if (!actions) {
    const make = (type: 'uncover' | 'flag' | 'unflag'): MinesweeperAction[] => {
      const list: MinesweeperAction[] = [];
      for (let row = 0; row < rules.rows; row++) {
        for (let column = 0; column < rules.columns; column++) list.push({ type, row, column });
      }
      return list;
    };
    actions = { uncover: make('uncover'), flag: make('flag'), unflag: make('unflag') };
    actionCache.set(key, actions);
  }
  return actions;
}
