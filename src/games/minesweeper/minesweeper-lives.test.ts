import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { minesweeperGame } from './minesweeper-game.js';
import type { MinesweeperAction, MinesweeperState } from './minesweeper-state.js';
import { minesweeperScenario } from './test-minesweeper-scenario.js';

function act(type: 'uncover' | 'flag' | 'unflag', row: number, column: number): MinesweeperAction {
  return { type, row, column };
}

function play(state: MinesweeperState, ...actions: MinesweeperAction[]): MinesweeperState {
  return actions.reduce((current, action) => minesweeperGame.apply(deepFreeze(current), [action]), state);
}

const layout = [
  '*....', //
  '.....',
  '.....',
  '...**',
  '.....',
];

describe('minesweeper lives', () => {
  it('under explore rules shows an uncovered mine as X and costs an extra life; the third mine ends the episode', () => {
    const start = minesweeperScenario(layout, { extraLives: 2 });
    const first = play(start, act('uncover', 0, 0));
    expect(first).toMatchObject({ livesLeft: 1, end: null, last: { result: 'exploded', uncovered: 1 } });
    expect(first.view[0]).toBe('X');
    const second = play(first, act('uncover', 3, 3));
    expect(second).toMatchObject({ livesLeft: 0, end: null });
    const third = play(second, act('uncover', 3, 4));
    expect(third).toMatchObject({ livesLeft: 0, end: 'exploded', step: 3 });
    expect(minesweeperGame.outcome(third)).toEqual({ scores: [0] });
  });

  it('under eval rules ends the episode at the first mine, keeping the correct flags', () => {
    const start = minesweeperScenario(layout, { view: ['?????', '?????', '?????', '???F?', '?????'] });
    const state = play(start, act('uncover', 0, 0));
    expect(state).toMatchObject({ end: 'exploded', livesLeft: 0 });
    expect(minesweeperGame.outcome(state)).toEqual({ scores: [1 / 3] });
  });

  it('lowers the flags available when a mine is uncovered', () => {
    const start = minesweeperScenario(layout, { extraLives: 1 });
    expect(minesweeperGame.legalActions(start, 0).filter((action) => action.type === 'flag')).toHaveLength(25);
    const flagged = play(start, act('uncover', 0, 0), act('flag', 3, 3), act('flag', 1, 1));
    expect(minesweeperGame.legalActions(flagged, 0).filter((action) => action.type === 'flag')).toEqual([]);
  });
});
