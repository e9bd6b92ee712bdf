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

function rows(state: MinesweeperState): string[] {
  const lines: string[] = [];
  for (let row = 0; row < state.rules.rows; row++) {
    lines.push(state.view.slice(row * state.rules.columns, (row + 1) * state.rules.columns));
  }
  return lines;
}

const layout = [
  '*....', //
  '.....',
  '.....',
  '...**',
  '.....',
];

describe('minesweeper uncovering and flood fill', () => {
  it('uncovers a numbered cell alone when none of its neighbours is a 0', () => {
    const state = play(minesweeperScenario(layout), act('uncover', 4, 4));
    expect(rows(state)).toEqual(['?????', '?????', '?????', '?????', '????2']);
    expect(state.last).toEqual({ action: act('uncover', 4, 4), result: 'uncovered', uncovered: 1 });
  });

  it("also opens a numbered cell's neighbouring 0s with their flood fills (KORGym's flood)", () => {
    const start = minesweeperScenario(layout, { view: ['?????', '?????', '?????', '?????', 'F????'] });
    const state = play(start, act('uncover', 1, 1));
    expect(rows(state)).toEqual(['?1000', '11000', '00122', '001??', 'F01??']);
    expect(state.last?.uncovered).toBe(19);
  });

  it('flood-fills from a 0 through 0s, stopping at numbered cells and leaving flags alone', () => {
    const start = minesweeperScenario(layout, { view: ['?????', '?????', '?????', '?????', 'F????'] });
    const state = play(start, act('uncover', 0, 4));
    expect(rows(state)).toEqual(['?1000', '11000', '00122', '001??', 'F01??']);
    expect(state.last?.uncovered).toBe(19);
    expect(state.end).toBeNull();
  });
});
