import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { tetrisGame } from './tetris-game.js';
import { type PieceName, pieceNames, type Rotation } from './tetris-pieces.js';
import type { TetrisAction } from './tetris-state.js';

const empty8 = new Array<string>(8).fill('........');

function drop(column: number, rotation: Rotation): TetrisAction {
  return { type: 'drop', column, rotation };
}

describe('tetris setup', () => {
  it('starts on an empty board of the preset size with a current and a next block from the first bag', () => {
    const explore = tetrisGame.setup(resolveParams(tetrisGame, 'explore'), 5, 1);
    const evaluation = tetrisGame.setup(resolveParams(tetrisGame, 'eval'), 5, 1);
    expect(explore.rules).toEqual({ width: 10, height: 10, maxSteps: 64, strict: false });
    expect(evaluation.rules).toEqual({ width: 8, height: 8, maxSteps: 64, strict: true });
    expect(explore.board).toEqual(new Array(10).fill('..........'));
    expect(evaluation.board).toEqual(empty8);
    expect([explore.current, explore.next]).toEqual([evaluation.current, evaluation.next]);
    expect([...explore.bag, explore.current, explore.next].sort()).toEqual([...pieceNames]);
    expect(jsonEqual(tetrisGame.setup(resolveParams(tetrisGame, 'eval'), 5, 1), evaluation)).toBe(true);
  });

  it('deals pieces in 7-bags: every run of seven from the start holds each piece once', () => {
    const params = resolveParams(tetrisGame, 'explore', { maxSteps: 28, height: 30 });
    for (const seed of [1, 2, 3]) {
      let state = tetrisGame.setup(params, seed, 1);
      const dealt: PieceName[] = [state.current];
      while (state.end === null) {
        // Vertical I-like drops never clear rows here; any fitting drop will do, spread over the columns.
        state = tetrisGame.apply(state, [drop((state.step % 7) + 1, 0)]);
        if (state.end === null) dealt.push(state.current);
      }
      expect(dealt.length).toBe(28);
      for (let bag = 0; bag < 4; bag++) expect(dealt.slice(bag * 7, bag * 7 + 7).sort()).toEqual([...pieceNames]);
    }
  });
});

describe('tetris legal actions and information', () => {
  it('lists every fitting column of all four rotations, even where shapes coincide, then END', () => {
    const legal = tetrisGame.legalActions(tetrisScenario(empty8, { current: 'O' }), 0);
    expect(legal).toHaveLength(4 * 7 + 1);
    const texts = legal.map((action) => tetrisGame.text.action(action));
    expect(texts.slice(0, 8)).toEqual(['1 0', '2 0', '3 0', '4 0', '5 0', '6 0', '7 0', '1 90']);
    expect(texts.at(-1)).toBe('END');
    const wide = tetrisGame.legalActions(tetrisScenario(new Array(10).fill('..........'), { current: 'I' }), 0);
    expect(wide.filter((action) => action.type === 'drop' && action.rotation === 90)).toHaveLength(10);
    expect(wide.filter((action) => action.type === 'drop' && action.rotation === 0)).toHaveLength(7);
  });

  it('observes everything but the RNG, and samples the same state with a fresh RNG', () => {
    const state = tetrisGame.setup(resolveParams(tetrisGame, 'eval'), 9, 1);
    const observation = tetrisGame.observe(state, 0);
    expect(observation).not.toHaveProperty('rng');
    const sampled = tetrisGame.sample(deepFreeze(observation), 0, rngFromSeed(4));
    expect({ ...sampled, rng: state.rng }).toEqual(state);
    expect(sampled.rng).not.toEqual(state.rng);
  });
});
