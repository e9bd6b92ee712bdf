import { describe, expect, it } from 'vitest';
import { tetrisScenario } from './test-tetris-scenario.js';
import { tetrisGame } from './tetris-game.js';
import type { Rotation } from './tetris-pieces.js';
import type { TetrisAction } from './tetris-state.js';

const empty8 = new Array<string>(8).fill('........');

function drop(column: number, rotation: Rotation): TetrisAction {
  return { type: 'drop', column, rotation };
}

describe('tetris episode end', () => {
  it('tops out when the block overlaps a fixed cell as it enters the top rows, keeping the board and the score', () => {
    const tall = tetrisScenario(
      ['.*......', '.*......', '.*......', '.*......', '.*......', '.*......', '.*......', '.*......'],
      { current: 'O', score: 3 },
    );
    const state = tetrisGame.apply(tall, [drop(1, 0)]);
    expect(state).toMatchObject({ end: 'top-out', step: 1, score: 3, board: tall.board });
    expect(state.last).toMatchObject({ toppedOut: true, cleared: 0 });
    expect(tetrisGame.toAct(state)).toEqual([]);
    expect(tetrisGame.legalActions(state, 0)).toEqual([]);
    expect(tetrisGame.outcome(state)).toEqual({ scores: [3] });
    expect(() => tetrisGame.apply(state, [drop(1, 0)])).toThrow(/over/);
  });

  it('enters with its top row on the top row (KORGym), so a block may start below a fixed cell of the top row', () => {
    const overhang = ['*.......', '........', '........', '........', '........', '........', '........', '........'];
    const state = tetrisGame.apply(tetrisScenario(overhang, { current: 'S' }), [drop(1, 0)]);
    expect(state.end).toBeNull();
    expect(state.board.slice(6)).toEqual(['.**.....', '**......']);
    const blocked = ['.*......', ...overhang.slice(1)];
    expect(tetrisGame.apply(tetrisScenario(blocked, { current: 'S' }), [drop(1, 0)]).end).toBe('top-out');
  });

  it('does not top out when the block exactly fills the top row', () => {
    const almost = ['........', '........', '........', '........', '*.......', '*.......', '*.......', '*.......'];
    const state = tetrisGame.apply(tetrisScenario(almost, { current: 'I' }), [drop(1, 90)]);
    expect(state.end).toBeNull();
    expect(state.board.slice(0, 5)).toEqual(new Array(5).fill('*.......'));
  });

  it('plays none, the invalid-answer no-op, as a step that keeps the board and the block', () => {
    const start = tetrisScenario(empty8, { maxSteps: 2, current: 'L' });
    const once = tetrisGame.apply(start, [{ type: 'none' }]);
    expect(once).toEqual({ ...start, step: 1, last: { action: { type: 'none' }, cleared: 0, toppedOut: false } });
    expect(tetrisGame.apply(once, [{ type: 'none' }]).end).toBe('max-steps');
    expect(tetrisGame.defaultAction(start, 0)).toEqual({ type: 'none' });
    expect(tetrisGame.legalActions(start, 0)).not.toContainEqual({ type: 'none' });
  });

  it('ends after maxSteps drops and on END, keeping the score', () => {
    const last = tetrisGame.apply(tetrisScenario(empty8, { maxSteps: 3, step: 2, score: 1 }), [drop(1, 0)]);
    expect(last).toMatchObject({ end: 'max-steps', step: 3 });
    expect(tetrisGame.outcome(last)).toEqual({ scores: [1] });
    const ended = tetrisGame.apply(tetrisScenario(empty8, { score: 2 }), [{ type: 'end' }]);
    expect(ended).toMatchObject({ end: 'agent-ended', step: 1, board: empty8 });
    expect(tetrisGame.outcome(ended)).toEqual({ scores: [2] });
  });
});
