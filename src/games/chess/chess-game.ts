// S³Gym chess (piece-movement prediction): pieces on a wrapping board each repeat a hidden cycle of moves; the player
// sees the last boards and predicts every piece's next cell, scoring the mean per-step fraction predicted correctly.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, rngFrom, seedRng } from '../../core/rng.js';
import { chessActionSchema } from './chess-action-schema.js';
import { consistentMoversOfAll, type Hypothesis } from './chess-inference.js';
import { drawMover, type Mover, stepBoard } from './chess-movers.js';
import { stayPrediction } from './chess-predictions.js';
import {
  type Cell,
  type ChessAction,
  type ChessFrame,
  type ChessObservation,
  type ChessRules,
  type ChessState,
  chessScore,
  currentCells,
  onBoard,
  pieceLetters,
  predictionOf,
} from './chess-state.js';
import { chessText } from './chess-text.js';

const endAction: ChessAction = { type: 'end' };
const skipAction: ChessAction = { type: 'skip' };
const noActions: readonly ChessAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];

/** Piece-movement prediction as a `Game`: one seat, hidden movement rules, chance only in setup. */
export const chessGame = {
  id: 'chess',
  version: 2,
  title: 'Chess (piece-movement prediction)',
  description:
    'S³Gym piece-movement prediction: lettered pieces on a wrapping 15×15 board each repeat a hidden cycle of moves; from the last 7 boards, predict every piece’s next cell.',
  playerCounts: [1],
  params: {
    size: { type: 'int', default: 15, min: 5, max: 26, description: 'the board is size × size cells' },
    pieces: {
      type: 'int',
      default: 22,
      min: 1,
      max: 48,
      description: 'pieces on the board (at most a quarter of the cells)',
    },
    history: {
      type: 'int',
      default: 7,
      min: 2,
      max: 20,
      description: 'boards shown: the current one and those before',
    },
    maxSteps: { type: 'int', default: 5, min: 1, max: 100, description: 'predictions per episode' },
  },
  presets: { explore: { pieces: 12 }, eval: { pieces: 22 } },
  defaultPreset: 'eval',
  hiddenInformation: true,

  setup(params: Params, seed: number, _players: number): ChessState {
    const rules: ChessRules = {
      size: Number(params.size),
      history: Number(params.history),
      maxSteps: Number(params.maxSteps),
    };
    const rng = rngFrom(seedRng(seed));
    const count = Math.min(Number(params.pieces), Math.floor((rules.size * rules.size) / 4));
    const letters = rng
      .shuffle([...pieceLetters])
      .slice(0, count)
      .sort()
      .join('');
    const cells = placePieces(rules.size, count, rng);
    let movers: Mover[] = Array.from({ length: count }, () => drawMover(rng));
    const frames: ChessFrame[] = [{ time: 0, cells }];
    for (let time = 1; time < rules.history; time++) {
      const next = stepBoard((frames.at(-1) as ChessFrame).cells, movers, rules.size);
      frames.push({ time, cells: next.cells });
      movers = next.movers;
    }
    return { rules, letters, frames, step: 0, correct: 0, end: null, movers };
  },

  toAct: (state: ChessState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  /**
   * One listed prediction (every piece stays) plus END, hinting at nothing; any other well-formed prediction, and
   * `skip`, is legal too (`actionError`).
   */
  legalActions: (state: ChessState, _player: number): readonly ChessAction[] =>
    state.end === null ? [predictionOf(state.letters, stayPrediction(state)), endAction] : noActions,

  actionError(state: ChessState, _player: number, action: ChessAction): string | null {
    if (state.end !== null) return 'the episode is over';
    if (action.type === 'end' || action.type === 'skip') return null;
    if (action.type !== 'predict' || typeof action.cells !== 'object' || action.cells === null) {
      return 'expected a prediction, skip or END';
    }
    const { letters } = state;
    const named = Object.keys(action.cells);
    const strangers = named.filter((letter) => letter.length !== 1 || !letters.includes(letter));
    if (strangers.length)
      return `no piece ${strangers.join(', ')} on this board: the pieces are ${[...letters].join(' ')}`;
    const missing = [...letters].filter((letter) => !named.includes(letter));
    if (missing.length) return `no prediction for ${missing.join(', ')}: name all ${letters.length} pieces`;
    const size = state.rules.size;
    for (const letter of named) {
      const cell = action.cells[letter];
      if (
        !Array.isArray(cell) ||
        cell.length !== 2 ||
        !Number.isInteger(cell[0]) ||
        !Number.isInteger(cell[1]) ||
        !onBoard(size, cell)
      ) {
        return `${letter}:${JSON.stringify(cell)} is not a cell of the board: rows and columns run from 0 to ${size - 1}`;
      }
    }
    return null;
  },

  apply(state: ChessState, actions: readonly ChessAction[]): ChessState {
    if (state.end !== null) throw new Error('chess: the episode is over; no action applies');
    const action = actions[0] as ChessAction;
    const step = state.step + 1;
    if (action?.type === 'end') return { ...state, step, end: 'agent-ended' };
    const error = chessGame.actionError(state, 0, action);
    if (error !== null) throw new Error(`chess: invalid prediction: ${error}`);
    const { rules } = state;
    const next = stepBoard(currentCells(state), state.movers, rules.size);
    const predicted = action.type === 'predict' ? action.cells : null;
    const correct = predicted
      ? next.cells.filter((cell, piece) => {
          const guess = predicted[state.letters[piece] as string] as Cell;
          return guess[0] === cell[0] && guess[1] === cell[1];
        }).length
      : 0;
    const time = (state.frames.at(-1) as ChessFrame).time + 1;
    return {
      ...state,
      frames: [...state.frames.slice(1 - rules.history), { time, cells: next.cells }],
      movers: next.movers,
      step,
      correct: state.correct + correct,
      end: step >= rules.maxSteps ? 'max-steps' : null,
    };
  },

  /** Hides the movement rules and the verifier's count of correct pieces (S³Gym never shows the reward). */
  observe(state: ChessState, _player: number): ChessObservation {
    const { movers: _movers, correct: _correct, ...observation } = state;
    return observation;
  },

  outcome: (state: ChessState) => (state.end === null ? null : { scores: [chessScore(state)] }),

  /** Pieces predicted correctly so far over pieces × predictions: the episode's mean per-step fraction (0 to 1). */
  score: (state: ChessState): readonly number[] => [chessScore(state)],

  /** Giving up keeps the pieces predicted so far; the steps not played count 0. */
  forfeit: (state: ChessState, _player: number) => ({ scores: [chessScore(state)] }),

  /** A step with no prediction: what an invalid answer plays (it scores 0 and the board moves on). */
  defaultAction: (_state: ChessState, _player: number): ChessAction => skipAction,

  /** On both presets an invalid answer is a no-op step (`skip`), never re-asked (S³Gym, as in KORGym's games). */
  invalidActionPolicy: s3gymInvalidAnswers(),

  /**
   * The observed boards with, for each piece, a rule consistent with them drawn by its prior weight; the count of
   * correct pieces starts at 0 (rewards are its changes, so a planner needs no more).
   */
  sample(observation: ChessObservation, _player: number, rng: Rng): ChessState {
    const hypotheses = consistentMoversOfAll(observation.frames, observation.rules.size);
    return { ...observation, correct: 0, movers: hypotheses.map((list) => drawHypothesis(list, rng)) };
  },

  actionSchema: chessActionSchema,
  text: chessText,
} satisfies Game<ChessState, ChessAction, ChessObservation>;

/** `count` distinct random cells. */
function placePieces(size: number, count: number, rng: Rng): Cell[] {
  const chosen = rng.shuffle(Array.from({ length: size * size }, (_, index) => index)).slice(0, count);
  return chosen.map((index): Cell => [Math.floor(index / size), index % size]);
}

/** One hypothesis drawn with probability proportional to its weight. */
function drawHypothesis(list: readonly Hypothesis[], rng: Rng): Mover {
  if (list.length === 0) throw new Error('chess: no movement rule of the family explains a piece’s moves');
  const total = list.reduce((sum, hypothesis) => sum + hypothesis.weight, 0);
  let left = rng.float() * total;
  for (const hypothesis of list) {
    left -= hypothesis.weight;
    if (left < 0) return hypothesis.mover;
  }
  return (list.at(-1) as Hypothesis).mover;
}
