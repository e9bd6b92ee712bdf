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
  A: { kind: 'drift', step: [0, 1] },
  C: { kind: 'drift', step: [-1, 0] },
} as const;

function predict(state: ChessState, cells: Record<string, Cell>): ChessState {
  return chessGame.apply(deepFreeze(state), [{ type: 'predict', cells }]);
}

describe('chess setup', () => {
  it('differs between presets only in the number of pieces and the invalid-answer rule', () => {
    expect(resolveParams(chessGame, 'explore')).toEqual({
      size: 15,
      pieces: 12,
      history: 7,
      maxSteps: 5,
      strict: false,
    });
    expect(resolveParams(chessGame, 'eval')).toEqual({ size: 15, pieces: 22, history: 7, maxSteps: 5, strict: true });
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
  const state = chessScenario(board, movers);

  it('scores the fraction of pieces predicted correctly and shows the true next board', () => {
    const next = predict(state, { A: [0, 1], b: [2, 2], C: [0, 0] });
    expect(positions(next)).toEqual({ A: [0, 1], C: [3, 4], b: [2, 2] });
    expect(next.last?.correct).toEqual([true, false, true]);
    expect(next.correct).toBe(2);
    expect(chessGame.score(next)[0]).toBeCloseTo(2 / 3, 12);
    const perfect = predict(next, { A: [0, 2], b: [2, 2], C: [2, 4] });
    expect(chessGame.score(perfect)[0]).toBeCloseTo(5 / 3, 12);
  });

  it('keeps the last 7 boards, dropping the oldest', () => {
    const full = chessScenario(board, movers, { steps: 6, maxSteps: 3 });
    expect(full.frames.map((frame) => frame.time)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const next = predict(full, positions(full));
    expect(next.frames.map((frame) => frame.time)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(next.frames.slice(0, 6)).toEqual(full.frames.slice(1));
  });

  it('ends after the last prediction with the sum of the fractions, or on END keeping the score', () => {
    let current = chessScenario(board, movers, { maxSteps: 2 });
    current = predict(current, positions(current));
    current = predict(current, positions(current));
    expect(current.end).toBe('max-steps');
    expect(chessGame.outcome(current)?.scores[0]).toBeCloseTo(2 / 3, 12);
    const ended = chessGame.apply(predict(state, { A: [0, 1], b: [2, 2], C: [3, 4] }), [{ type: 'end' }]);
    expect(ended).toMatchObject({ end: 'agent-ended', step: 2 });
    expect(chessGame.outcome(ended)).toEqual({ scores: [1] });
    expect(chessGame.forfeit(ended, 0)).toEqual({ scores: [1] });
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

  it('lists a few whole-board predictions plus END, all legal and distinct', () => {
    const history = chessScenario(board, movers, { steps: 3 });
    const legal = chessGame.legalActions(history, 0);
    expect(legal.at(-1)).toEqual({ type: 'end' });
    expect(legal[0]).toEqual(predictionOf(history.letters, history.frames.at(-1)?.cells ?? []));
    expect(legal[1]).toEqual({ type: 'predict', cells: { A: [0, 4], C: [0, 4], b: [2, 2] } });
    const texts = legal.map((action) => chessGame.text.action(action));
    expect(new Set(texts).size).toBe(texts.length);
    for (const action of legal) expect(chessGame.actionError(history, 0, action)).toBeNull();
  });
});

describe('chess hidden rules', () => {
  it('observes the boards but not the movement rules', () => {
    const state = chessGame.setup(resolveParams(chessGame, 'eval'), 2, 1);
    const observation = chessGame.observe(state, 0);
    expect(observation).not.toHaveProperty('movers');
    expect(chessGame.text.observation(observation, 0)).not.toMatch(
      /drift|bounce|patrol|shuttle|zigzag|knight|chase|flee/,
    );
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

  it('end an evaluation episode at once and are re-asked in exploration', async () => {
    const strict = await playMatch({
      game: chessGame,
      params: resolveParams(chessGame, 'eval'),
      seed: 1,
      seats: [babbler],
    });
    expect(strict.end).toMatchObject({ status: 'forfeit', scores: [0] });
    const explore = await playMatch({
      game: chessGame,
      params: resolveParams(chessGame, 'explore'),
      seed: 1,
      seats: [babbler],
    });
    expect(explore.steps[0]?.moves[0]?.invalid).toHaveLength(3);
  });
});
