import { describe, expect, it } from 'vitest';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeScenario, playTurns } from './test-lantern-maze-scenario.js';

// Row 3 holds moss so the match is not over.
const corridor = ['#######', '#0   1#', '#######', '#.....#', '#######', '#######', '#######'];

describe('lantern-maze miner movement', () => {
  it('lists stay, the open directions and snare as legal, and no direction into a wall', () => {
    const state = lanternMazeScenario(corridor);
    expect(lanternMazeGame.legalActions(state, 0)).toEqual(['stay', 'right', 'snare']);
    expect(lanternMazeGame.legalActions(state, 1)).toEqual(['stay', 'left', 'snare']);
    expect(() => lanternMazeGame.apply(state, ['up', 'stay'])).toThrow(/not legal/);
  });

  it('moves both miners at once', () => {
    const state = playTurns(lanternMazeScenario(corridor), [['right', 'left']]);
    expect(state.miners.map((miner) => miner.cell)).toEqual([
      [1, 2],
      [1, 4],
    ]);
    expect(state.turn).toBe(1);
  });

  it('keeps both miners in place when they aim at the same cell', () => {
    const state = playTurns(lanternMazeScenario(['#######', '#0 1  #', ...corridor.slice(2)]), [['right', 'left']]);
    expect(state.miners.map((miner) => miner.cell)).toEqual([
      [1, 1],
      [1, 3],
    ]);
    expect(state.events).toEqual(['miner 0 was blocked by the other miner', 'miner 1 was blocked by the other miner']);
  });

  it('keeps both miners in place when they try to swap cells', () => {
    const state = playTurns(lanternMazeScenario(['#######', '#01   #', ...corridor.slice(2)]), [['right', 'left']]);
    expect(state.miners.map((miner) => miner.cell)).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('blocks a miner moving into the cell of a miner that stays, but lets it follow one that moves away', () => {
    const start = lanternMazeScenario(['#######', '#01   #', ...corridor.slice(2)]);
    const blocked = playTurns(start, [['right', 'stay']]);
    expect(blocked.miners[0]?.cell).toEqual([1, 1]);
    const followed = playTurns(start, [['right', 'right']]);
    expect(followed.miners.map((miner) => miner.cell)).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('lets a stunned miner only stay, one turn less each turn', () => {
    const state = lanternMazeScenario(corridor, { miners: [{ stunned: 2 }] });
    expect(lanternMazeGame.legalActions(state, 0)).toEqual(['stay']);
    const later = playTurns(state, [
      ['stay', 'stay'],
      ['stay', 'stay'],
    ]);
    expect(later.miners[0]?.stunned).toBe(0);
    expect(lanternMazeGame.legalActions(later, 0)).toContain('right');
  });
});
