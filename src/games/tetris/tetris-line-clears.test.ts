import { describe, expect, it } from 'vitest';
import { tetrisScenario } from './test-tetris-scenario.js';
import { tetrisGame } from './tetris-game.js';
import type { Rotation } from './tetris-pieces.js';
import type { TetrisAction } from './tetris-state.js';

const empty8 = new Array<string>(8).fill('........');

function drop(column: number, rotation: Rotation): TetrisAction {
  return { type: 'drop', column, rotation };
}

describe('tetris line clears', () => {
  it('clears one completed row for one point, moving the rows above down', () => {
    const start = tetrisScenario([
      '........',
      '........',
      '........',
      '........',
      '........',
      '........',
      '*.......',
      '****.***',
    ]);
    const state = tetrisGame.apply(start, [drop(4, 180)]);
    expect(state.board).toEqual([
      '........',
      '........',
      '........',
      '........',
      '........',
      '........',
      '........',
      '*..***..',
    ]);
    expect(state.score).toBe(1);
    expect(state.last).toEqual({ action: drop(4, 180), piece: 'T', cleared: 1, toppedOut: false });
    expect(tetrisGame.score(state)).toEqual([1]);
  });

  it('clears several rows at once for one point each, keeping an uncleared row in between', () => {
    const start = tetrisScenario(
      ['........', '........', '........', '........', '*******.', '******..', '*******.', '*******.'],
      { current: 'I', score: 2 },
    );
    const state = tetrisGame.apply(start, [drop(8, 90)]);
    expect(state.board).toEqual([
      '........',
      '........',
      '........',
      '........',
      '........',
      '........',
      '........',
      '******.*',
    ]);
    expect(state.score).toBe(5);
    expect(state.last?.cleared).toBe(3);
  });

  it('scores four for a vertical I filling a four-row well', () => {
    const well = ['........', '........', '........', '........', '.*******', '.*******', '.*******', '.*******'];
    const state = tetrisGame.apply(tetrisScenario(well, { current: 'I' }), [drop(1, 270)]);
    expect(state.board).toEqual(empty8);
    expect(state.score).toBe(4);
  });
});
