// S³Gym tetris: single-player rules over plain-JSON states; each piece is drawn uniformly and independently (KORGym).
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFrom, seedRng } from '../../core/rng.js';
import { tetrisActionSchema } from './tetris-action-schema.js';
import { type PieceName, pieceNames, pieceShape, rotations } from './tetris-pieces.js';
import {
  dropPiece,
  fromBitboard,
  type TetrisAction,
  type TetrisObservation,
  type TetrisRules,
  type TetrisState,
  toBitboard,
} from './tetris-state.js';
import { tetrisText } from './tetris-text.js';

const endAction: TetrisAction = { type: 'end' };
const noneAction: TetrisAction = { type: 'none' };
const noActions: readonly TetrisAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];
const legalCache = new Map<string, readonly TetrisAction[]>();

/** Tetris as a `Game`: pure functions, one seat, randomness only from the RNG kept in the state. */
export const tetrisGame = {
  id: 'tetris',
  version: 2,
  title: 'Tetris',
  description:
    'S³Gym tetris: choose a drop column and a rotation for each falling block; every completed row clears for a point, and a block that cannot enter the board ends the episode.',
  playerCounts: [1],
  params: {
    width: { type: 'int', default: 8, min: 4, max: 20, description: 'board width in columns' },
    height: { type: 'int', default: 8, min: 4, max: 30, description: 'board height in rows' },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'actions before the episode ends' },
  },
  presets: {
    explore: { width: 10, height: 10 },
    eval: { width: 8, height: 8 },
  },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): TetrisState {
    const rules: TetrisRules = {
      width: Number(params.width),
      height: Number(params.height),
      maxSteps: Number(params.maxSteps),
    };
    const rng = rngFrom(seedRng(seed));
    return {
      rules,
      board: new Array<string>(rules.height).fill('.'.repeat(rules.width)),
      current: drawPiece(rng),
      step: 0,
      score: 0,
      last: null,
      end: null,
      rng: rng.state(),
    };
  },

  toAct: (state: TetrisState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  legalActions: (state: TetrisState, _player: number): readonly TetrisAction[] =>
    state.end === null ? legalDrops(state.rules.width, state.current) : noActions,

  apply(state: TetrisState, actions: readonly TetrisAction[]): TetrisState {
    if (state.end !== null) throw new Error('tetris: the episode is over; no action applies');
    const action = actions[0];
    const step = state.step + 1;
    if (action?.type === 'end') {
      return { ...state, step, last: { action, cleared: 0, toppedOut: false }, end: 'agent-ended' };
    }
    const { rules, current } = state;
    if (action?.type === 'none') {
      const end = step >= rules.maxSteps ? 'max-steps' : null;
      return { ...state, step, last: { action, cleared: 0, toppedOut: false }, end };
    }
    if (action?.type !== 'drop') throw new Error(`tetris: unknown action ${JSON.stringify(action)}`);
    const shape = rotations.includes(action.rotation) ? pieceShape(current, action.rotation) : undefined;
    if (
      !shape ||
      !Number.isInteger(action.column) ||
      action.column < 1 ||
      action.column + shape.width - 1 > rules.width
    ) {
      throw new Error(
        `tetris: ${JSON.stringify(action)} does not fit a ${rules.width}-wide board with piece ${current}`,
      );
    }
    const landing = dropPiece(toBitboard(state.board), rules.width, current, action.rotation, action.column - 1);
    if (landing.toppedOut) {
      return { ...state, step, last: { action, piece: current, cleared: 0, toppedOut: true }, end: 'top-out' };
    }
    const generator = rngFrom(state.rng);
    return {
      ...state,
      board: fromBitboard(landing.rows, rules.width),
      current: drawPiece(generator),
      step,
      score: state.score + landing.cleared,
      last: { action, piece: current, cleared: landing.cleared, toppedOut: false },
      end: step >= rules.maxSteps ? 'max-steps' : null,
      rng: generator.state(),
    };
  },

  observe(state: TetrisState, _player: number): TetrisObservation {
    const { rng: _rng, ...observation } = state;
    return observation;
  },

  outcome: (state: TetrisState) => (state.end === null ? null : { scores: [state.score] }),

  score: (state: TetrisState): readonly number[] => [state.score],

  /** Giving up keeps the rows cleared so far. */
  forfeit: (state: TetrisState, _player: number) => ({ scores: [state.score] }),

  /** The invalid-answer no-op: the board and the block stay as they are and the step counts. */
  defaultAction: (_state: TetrisState, _player: number): TetrisAction => noneAction,

  /** An invalid answer is a no-op step on both presets, as in KORGym. */
  invalidActionPolicy: s3gymInvalidAnswers(),

  sample: (observation: TetrisObservation, _player: number, rng: Rng): TetrisState => ({
    ...observation,
    rng: seedRng(rng.seed()),
  }),

  actionSchema: tetrisActionSchema,
  text: tetrisText,
} satisfies Game<TetrisState, TetrisAction, TetrisObservation>;

/** Every drop of `piece` that fits a board `width` wide, rotation by rotation and column by column, then END. */
export function legalDrops(width: number, piece: PieceName): readonly TetrisAction[] {
  const key = `${width}${piece}`;
  let actions = legalCache.get(key);
  if (!actions) {
    const list: TetrisAction[] = [];
    for (const rotation of rotations) {
      const last = width - pieceShape(piece, rotation).width + 1;
      for (let column = 1; column <= last; column++) list.push({ type: 'drop', column, rotation });
    }
    list.push(endAction);
    actions = list;
    legalCache.set(key, actions);
  }
  return actions;
}

/** One of the seven pieces, uniformly and independently of every earlier draw (KORGym's `random.choice`). */
function drawPiece(rng: Rng): PieceName {
  return rng.pick(pieceNames);
}
