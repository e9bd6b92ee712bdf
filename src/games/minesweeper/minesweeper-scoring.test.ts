import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { minesweeperGame, minesweeperScore } from './minesweeper-game.js';
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

describe('minesweeper wins and scoring', () => {
  it('scores correctly flagged mines over all mines: wrong flags count nothing, unflagging a mine takes its point back', () => {
    const start = minesweeperScenario(layout);
    const one = play(start, act('flag', 0, 0));
    expect(minesweeperGame.score(one)).toEqual([1 / 3]);
    const wrong = play(one, act('flag', 2, 2));
    expect(minesweeperGame.score(wrong)).toEqual([1 / 3]);
    const back = play(wrong, act('unflag', 0, 0));
    expect(minesweeperGame.score(back)).toEqual([0]);
    expect(back.last).toEqual({ action: act('unflag', 0, 0), result: 'unflagged', uncovered: 0 });
  });

  it('allows only as many flags as mines not uncovered, and lists unflag for every flag', () => {
    const full = play(minesweeperScenario(layout), act('flag', 0, 0), act('flag', 1, 1), act('flag', 2, 2));
    const legal = minesweeperGame.legalActions(full, 0).map((action) => minesweeperGame.text.action(action));
    expect(legal.filter((text) => text.startsWith('flag'))).toEqual([]);
    expect(legal.filter((text) => text.startsWith('unflag'))).toEqual(['unflag (0,0)', 'unflag (1,1)', 'unflag (2,2)']);
    expect(legal.filter((text) => text.startsWith('uncover'))).toHaveLength(22);
    expect(legal.at(-1)).toBe('END');
  });

  it('ends with a win when the flags sit exactly on every covered mine, scoring 1', () => {
    const state = play(minesweeperScenario(layout), act('flag', 0, 0), act('flag', 3, 3), act('flag', 3, 4));
    expect(state).toMatchObject({ end: 'all-flagged', step: 3 });
    expect(minesweeperGame.outcome(state)).toEqual({ scores: [1] });
  });

  it('ends with a win when every safe cell is uncovered, counting unflagged mines as flagged', () => {
    const start = minesweeperScenario(layout, { view: ['?oooo', 'ooooo', 'ooooo', 'ooo??', 'oooo?'] });
    const before = play(start, act('flag', 0, 0));
    expect(minesweeperGame.score(before)).toEqual([1 / 3]);
    const won = play(before, act('uncover', 4, 4));
    expect(won).toMatchObject({ end: 'cleared' });
    expect(minesweeperGame.score(won)).toEqual([1]);
  });

  it('credits only the mines not uncovered on a win after losing lives', () => {
    const start = minesweeperScenario(layout, {
      view: ['Xoooo', 'ooooo', 'ooooo', 'ooo??', 'oooo?'],
      extraLives: 2,
      livesLeft: 1,
    });
    const won = play(start, act('uncover', 4, 4));
    expect(won.end).toBe('cleared');
    expect(minesweeperScore(won)).toBeCloseTo(2 / 3);
  });

  it('ends at the step limit and on END, keeping the correct flags', () => {
    const limited = play(minesweeperScenario(layout, { maxSteps: 2 }), act('flag', 0, 0), act('uncover', 1, 1));
    expect(limited).toMatchObject({ end: 'max-steps', step: 2 });
    expect(minesweeperGame.outcome(limited)).toEqual({ scores: [1 / 3] });
    const ended = play(minesweeperScenario(layout), act('flag', 3, 3), { type: 'end' });
    expect(ended).toMatchObject({ end: 'agent-ended', step: 2 });
    expect(minesweeperGame.outcome(ended)).toEqual({ scores: [1 / 3] });
    expect(minesweeperGame.forfeit(play(minesweeperScenario(layout), act('flag', 3, 3)), 0)).toEqual({
      scores: [1 / 3],
    });
    expect(() => minesweeperGame.apply(ended, [act('uncover', 1, 1)])).toThrow(/over/);
  });

  it('refuses illegal actions in apply (the codec and the legal list keep them out of play)', () => {
    const start = minesweeperScenario(layout, { view: ['?oooo', 'ooooo', 'ooooo', 'ooo??', 'F???o'] });
    expect(() => play(start, act('uncover', 1, 1))).toThrow(/cannot uncover/);
    expect(() => play(start, act('uncover', 4, 0))).toThrow(/cannot uncover/);
    expect(() => play(start, act('unflag', 4, 1))).toThrow(/cannot unflag/);
    expect(() => play(start, act('flag', 5, 0))).toThrow(/not an action/);
  });
});

describe('minesweeper invalid-answer no-op', () => {
  it('plays none as a step that changes nothing else and counts towards the step limit', () => {
    const start = minesweeperScenario(layout, { maxSteps: 2 });
    const once = play(start, { type: 'none' });
    expect(once).toEqual({ ...start, step: 1, last: { action: { type: 'none' }, result: 'none', uncovered: 0 } });
    expect(play(once, { type: 'none' }).end).toBe('max-steps');
    expect(minesweeperGame.legalActions(start, 0)).not.toContainEqual({ type: 'none' });
  });
});
