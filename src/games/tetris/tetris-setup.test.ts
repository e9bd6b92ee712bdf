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
  it('starts on an empty board of the preset size with one current block and no preview', () => {
    const explore = tetrisGame.setup(resolveParams(tetrisGame, 'explore'), 5, 1);
    const evaluation = tetrisGame.setup(resolveParams(tetrisGame, 'eval'), 5, 1);
    expect(explore.rules).toEqual({ width: 10, height: 10, maxSteps: 64 });
    expect(evaluation.rules).toEqual({ width: 8, height: 8, maxSteps: 64 });
    expect(explore.board).toEqual(new Array(10).fill('..........'));
    expect(evaluation.board).toEqual(empty8);
    expect(explore.current).toBe(evaluation.current);
    expect(Object.keys(evaluation).sort()).toEqual([
      'board',
      'current',
      'end',
      'last',
      'rng',
      'rules',
      'score',
      'step',
    ]);
    expect(jsonEqual(tetrisGame.setup(resolveParams(tetrisGame, 'eval'), 5, 1), evaluation)).toBe(true);
  });

  it('draws every block uniformly and independently of the others (KORGym), so runs of seven repeat blocks', () => {
    const params = resolveParams(tetrisGame, 'explore', { maxSteps: 30, height: 30 });
    const counts = new Map<PieceName, number>();
    let repeatsWithinSeven = 0;
    for (let seed = 0; seed < 40; seed++) {
      let state = tetrisGame.setup(params, seed, 1);
      const dealt: PieceName[] = [state.current];
      while (state.end === null) {
        // Spread over the columns; any fitting drop will do on a 30-row board.
        state = tetrisGame.apply(state, [drop((state.step % 7) + 1, 0)]);
        if (state.end === null) dealt.push(state.current);
      }
      for (const piece of dealt) counts.set(piece, (counts.get(piece) ?? 0) + 1);
      if (new Set(dealt.slice(0, 7)).size < 7) repeatsWithinSeven++;
    }
    // A 7-bag never repeats within its first seven; independent draws almost always do (1 - 7!/7^7 ≈ 99%).
    expect(repeatsWithinSeven).toBeGreaterThan(30);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    for (const piece of pieceNames) expect((counts.get(piece) ?? 0) / total).toBeCloseTo(1 / 7, 1);
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
