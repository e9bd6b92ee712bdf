import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { chessGame } from './chess-game.js';
import { consistentMoversOfAll } from './chess-inference.js';
import { type Cell, type ChessAction, type ChessState, pieceLetters, predictionOf } from './chess-state.js';
import { chessScenario, positions } from './test-chess-scenario.js';

const board = ['A....', '.....', '..b..', '.....', '....C'];
const movers = {
  A: {
    moves: [
      [0, 1],
      [1, 0],
    ],
  },
  C: {
    moves: [
      [-1, 0],
      [0, -1],
    ],
  },
} as const;

function predict(state: ChessState, cells: Record<string, Cell>): ChessState {
  return chessGame.apply(deepFreeze(state), [{ type: 'predict', cells }]);
}

describe('chess setup', () => {
  it('differs between presets only in the number of pieces', () => {
    expect(resolveParams(chessGame, 'explore')).toEqual({ size: 15, pieces: 12, history: 7, maxSteps: 5 });
    expect(resolveParams(chessGame, 'eval')).toEqual({ size: 15, pieces: 22, history: 7, maxSteps: 5 });
  });

  for (const [preset, count] of [
    ['explore', 12],
    ['eval', 22],
  ] as const) {
    it(`places ${count} distinct letters on distinct cells of a 15x15 board and shows 7 boards (${preset})`, () => {
      const params = resolveParams(chessGame, preset);
      for (let seed = 0; seed < 20; seed++) {
        const state = chessGame.setup(params, seed, 1);
        expect(state.letters).toHaveLength(count);
        expect([...state.letters].every((letter) => pieceLetters.includes(letter))).toBe(true);
        expect([...state.letters].sort().join('')).toBe(state.letters);
        expect(new Set(state.letters).size).toBe(count);
        expect(state.frames.map((frame) => frame.time)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const frame of state.frames) {
          expect(new Set(frame.cells.map((cell) => cell.join(','))).size).toBe(count);
          expect(frame.cells.every((cell) => cell.every((value) => value >= 0 && value < 15))).toBe(true);
        }
      }
      expect(jsonEqual(chessGame.setup(params, 5, 1), chessGame.setup(params, 5, 1))).toBe(true);
    });
  }
});

describe('chess predictions', () => {
  const state = chessScenario(board, movers, { maxSteps: 5 });

  it('scores the mean per-step fraction of pieces predicted correctly, from 0 to 1', () => {
    const next = predict(state, { A: [0, 1], b: [2, 2], C: [0, 0] });
    expect(positions(next)).toEqual({ A: [0, 1], C: [3, 4], b: [2, 2] });
    expect(next.correct).toBe(2);
    expect(chessGame.score(next)[0]).toBeCloseTo(2 / 3 / 5, 12);
    let perfect = state;
    for (let step = 0; step < 5; step++) {
      const scenario = chessScenario(board, movers, { steps: step + 1 });
      perfect = predict(perfect, positions(scenario));
    }
    expect(perfect.end).toBe('max-steps');
    expect(chessGame.outcome(perfect)).toEqual({ scores: [1] });
  });

  it('plays a step without a prediction as 0 for that step, the board moving on', () => {
    const skipped = chessGame.apply(deepFreeze(state), [{ type: 'skip' }]);
    expect(skipped).toMatchObject({ step: 1, correct: 0, end: null });
    expect(positions(skipped)).toEqual({ A: [0, 1], C: [3, 4], b: [2, 2] });
    expect(chessGame.score(skipped)).toEqual([0]);
    expect(chessGame.defaultAction(state, 0)).toEqual({ type: 'skip' });
    expect(chessGame.actionError(state, 0, { type: 'skip' })).toBeNull();
  });

  it('keeps the last 7 boards, dropping the oldest', () => {
    const full = chessScenario(board, movers, { steps: 6, maxSteps: 3 });
    expect(full.frames.map((frame) => frame.time)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const next = predict(full, positions(full));
    expect(next.frames.map((frame) => frame.time)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(next.frames.slice(0, 6)).toEqual(full.frames.slice(1));
  });

  it('ends after the last step, or on END keeping the score (steps not played count 0)', () => {
    let current = chessScenario(board, movers, { maxSteps: 2 });
    current = predict(current, positions(current));
    current = predict(current, positions(current));
    expect(current.end).toBe('max-steps');
    expect(chessGame.outcome(current)?.scores[0]).toBeCloseTo(1 / 3, 12); // b alone stays: the mean of 1/3 and 1/3
    const ended = chessGame.apply(predict(state, { A: [0, 1], b: [2, 2], C: [3, 4] }), [{ type: 'end' }]);
    expect(ended).toMatchObject({ end: 'agent-ended', step: 2 });
    expect(chessGame.outcome(ended)).toEqual({ scores: [0.2] });
    expect(chessGame.forfeit(ended, 0)).toEqual({ scores: [0.2] });
    expect(chessGame.toAct(ended)).toEqual([]);
  });

  it('accepts any on-board prediction naming every piece once and explains anything else', () => {
    const error = (action: ChessAction) => chessGame.actionError(state, 0, action);
    expect(error({ type: 'predict', cells: { A: [4, 4], b: [0, 0], C: [0, 0] } })).toBeNull();
    expect(error({ type: 'predict', cells: { A: [4, 4], b: [0, 0] } })).toMatch(/no prediction for C/);
    expect(error({ type: 'predict', cells: { A: [4, 4], b: [0, 0], C: [0, 0], Z: [1, 1] } })).toMatch(/no piece Z/);
    expect(error({ type: 'predict', cells: { A: [5, 0], b: [0, 0], C: [0, 0] } })).toMatch(/run from 0 to 4/);
    expect(() => chessGame.apply(state, [{ type: 'predict', cells: { A: [0, 0] } }])).toThrow(/invalid prediction/);
  });

  it('lists only "every piece stays" and END, not a hint such as repeating the last move', () => {
    const history = chessScenario(board, movers, { steps: 3 });
    expect(chessGame.legalActions(history, 0)).toEqual([
      predictionOf(history.letters, history.frames.at(-1)?.cells ?? []),
      { type: 'end' },
    ]);
  });
});

describe('chess hidden information', () => {
  it('observes the boards but neither the movement rules nor the count of correct pieces', () => {
    const state = predict(chessScenario(board, movers), { A: [0, 1], b: [2, 2], C: [0, 0] });
    const observation = chessGame.observe(state, 0);
    expect(observation).not.toHaveProperty('movers');
    expect(observation).not.toHaveProperty('correct');
    expect(Object.keys(observation).sort()).toEqual(['end', 'frames', 'letters', 'rules', 'step']);
  });

  it('samples rules that reproduce every visible board, the true rule always being a candidate', () => {
    const params = resolveParams(chessGame, 'eval');
    const rng = rngFromSeed(4);
    for (let seed = 0; seed < 10; seed++) {
      const state = chessGame.setup(params, seed, 1);
      const observation = deepFreeze(chessGame.observe(state, 0));
      const candidates = consistentMoversOfAll(state.frames, 15);
      state.movers.forEach((mover, piece) => {
        expect(candidates[piece]?.some((hypothesis) => jsonEqual(hypothesis.mover, mover))).toBe(true);
      });
      const sampled = chessGame.sample(observation, 0, rng);
      expect(chessGame.observe(sampled, 0)).toEqual(observation);
      expect(sampled.movers).toHaveLength(state.letters.length);
    }
  });
});

describe('chess invalid answers', () => {
  const babbler = { spec: 'babbler', agent: { name: 'babbler', act: () => ({ text: 'Answer: A:(1,1), Score: 0.5' }) } };

  for (const preset of ['explore', 'eval']) {
    it(`are a step without a prediction, never re-asked, never ending the episode (${preset})`, async () => {
      const record = await playMatch({
        game: chessGame,
        params: resolveParams(chessGame, preset),
        seed: 1,
        seats: [babbler],
      });
      expect(record.end).toMatchObject({ status: 'finished', scores: [0] });
      expect(record.steps).toHaveLength(5);
      for (const step of record.steps) {
        expect(step.moves[0]).toMatchObject({ action: { type: 'skip' }, text: 'no prediction', fallback: true });
        expect(step.moves[0]?.invalid).toHaveLength(1);
      }
    });
  }
});
