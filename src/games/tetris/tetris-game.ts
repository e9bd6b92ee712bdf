// S³Gym tetris: single-player rules over plain-JSON states; pieces come from 7-bags drawn with the state's RNG.
import { s3gymInvalidPolicy } from '../../core/answer-line.js';
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
const noActions: readonly TetrisAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];
const legalCache = new Map<string, readonly TetrisAction[]>();

/** Tetris as a `Game`: pure functions, one seat, randomness only from the RNG kept in the state. */
export const tetrisGame = {
  id: 'tetris',
  version: 1,
  title: 'Tetris',
  description:
    'S³Gym tetris: choose a drop column and a rotation for each falling block; every completed row clears for a point, and a block that sticks out above the board ends the episode.',
  playerCounts: [1],
  params: {
    width: { type: 'int', default: 8, min: 4, max: 20, description: 'board width in columns' },
    height: { type: 'int', default: 8, min: 4, max: 30, description: 'board height in rows' },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'blocks dropped before the episode ends' },
    strict: {
      type: 'boolean',
      default: true,
      description: 'true: an invalid answer ends the episode (keeping the score); false: it is re-asked with feedback',
    },
  },
  presets: {
    explore: { width: 10, height: 10, strict: false },
    eval: { width: 8, height: 8, strict: true },
  },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): TetrisState {
    const rules: TetrisRules = {
      width: Number(params.width),
      height: Number(params.height),
      maxSteps: Number(params.maxSteps),
      strict: params.strict === true,
    };
    const rng = rngFrom(seedRng(seed));
    const first = drawPiece([], rng);
    const second = drawPiece(first.bag, rng);
    return {
      rules,
      board: new Array<string>(rules.height).fill('.'.repeat(rules.width)),
      current: first.piece,
      next: second.piece,
      bag: second.bag,
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
    if (action?.type !== 'drop') throw new Error(`tetris: unknown action ${JSON.stringify(action)}`);
    const { rules, current } = state;
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
    const drawn = drawPiece(state.bag, generator);
    return {
      ...state,
      board: fromBitboard(landing.rows, rules.width),
      current: state.next,
      next: drawn.piece,
      bag: drawn.bag,
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

  /** Giving up (e.g. after an invalid answer under strict rules) keeps the rows cleared so far. */
  forfeit: (state: TetrisState, _player: number) => ({ scores: [state.score] }),

  /** Strict rules (eval) end the episode on the first invalid answer, keeping the score; explore re-asks twice. */
  invalidActionPolicy: s3gymInvalidPolicy(),

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

/** Deals one piece from `bag` (a fresh bag of all seven when it is empty), uniformly among those left. */
function drawPiece(bag: readonly PieceName[], rng: Rng): { piece: PieceName; bag: readonly PieceName[] } {
  const pool = bag.length === 0 ? pieceNames : bag;
  const index = rng.int(0, pool.length - 1);
  return { piece: pool[index] as PieceName, bag: pool.filter((_, at) => at !== index) };
}
