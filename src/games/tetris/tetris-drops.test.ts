import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { columnHeights } from './tetris-features.js';
import { tetrisGame } from './tetris-game.js';
import type { PieceName, Rotation } from './tetris-pieces.js';
import { type TetrisAction, type TetrisState, toBitboard } from './tetris-state.js';

const empty8 = new Array<string>(8).fill('........');

function drop(column: number, rotation: Rotation): TetrisAction {
  return { type: 'drop', column, rotation };
}

/** Drops each piece in turn (the scenario's queue is replaced so the test controls every piece). */
function script(state: TetrisState, moves: readonly [PieceName, number, Rotation][]): TetrisState {
  let current = state;
  for (const [piece, column, rotation] of moves) {
    current = tetrisGame.apply(deepFreeze({ ...current, current: piece }), [drop(column, rotation)]);
  }
  return current;
}

function heights(state: TetrisState): number[] {
  return columnHeights(toBitboard(state.board), state.rules.width);
}

describe('tetris drops and stack heights', () => {
  it('puts the leftmost cell of the block in the one-based drop column', () => {
    const state = script(tetrisScenario(empty8), [['O', 1, 0]]);
    expect(state.board.slice(-2)).toEqual(['**......', '**......']);
    const right = script(tetrisScenario(empty8), [['I', 5, 0]]);
    expect(right.board.at(-1)).toBe('....****');
  });

  it('stacks a scripted sequence to known column heights', () => {
    const state = script(tetrisScenario(empty8), [
      ['O', 1, 0],
      ['I', 8, 90],
      ['T', 3, 0],
      ['L', 1, 90],
      ['S', 5, 0],
    ]);
    expect(state.board).toEqual([
      '........',
      '........',
      '........',
      '*.......',
      '*......*',
      '**...***',
      '**.***.*',
      '*****..*',
    ]);
    expect(heights(state)).toEqual([5, 3, 1, 2, 2, 3, 3, 4]);
    expect(state).toMatchObject({ step: 5, score: 0, end: null });
  });

  it('lets a block fall straight down, resting on the highest cell below any of its columns, never under an overhang', () => {
    const start = tetrisScenario([
      '........',
      '........',
      '........',
      '........',
      '........',
      '***.....',
      '*.......',
      '*.......',
    ]);
    const state = script(start, [['J', 2, 90]]);
    // J at 90 is ##/#./#. : its left column lands on the overhang at column 2, leaving the gap below empty.
    expect(state.board).toEqual([
      '........',
      '........',
      '.**.....',
      '.*......',
      '.*......',
      '***.....',
      '*.......',
      '*.......',
    ]);
  });
});
