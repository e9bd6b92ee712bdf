import { describe, expect, it } from 'vitest';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeScenario, playTurns } from './test-lantern-maze-scenario.js';

const row = (middle: string) => ['#######', `#${middle}#`, '#######', '#######', '#######', '#######', '#######'];

describe('lantern-maze scoring and the end', () => {
  it('scores glow-moss 1 and an amber nugget its value, leaving bare floor', () => {
    const state = playTurns(lanternMazeScenario(row('0.*.1')), [['right', 'left']]);
    expect(state.miners.map((miner) => miner.score)).toEqual([1, 1]);
    const nugget = playTurns(lanternMazeScenario(row('0*..1')), [['right', 'stay']]);
    expect(nugget.miners[0]?.score).toBe(5);
    expect(nugget.board[1]).toBe('#  .. #');
    expect(nugget.collectibles).toBe(2);
  });

  it('lights a lantern for its number of turns, counted from the next turn', () => {
    const state = lanternMazeScenario(row('0L..1'), { rules: { lanternTurns: 2 } });
    const lit = playTurns(state, [['right', 'stay']]);
    expect(lit.miners[0]?.lit).toBe(2);
    expect(playTurns(lit, [['stay', 'stay']]).miners[0]?.lit).toBe(1);
    expect(
      playTurns(lit, [
        ['stay', 'stay'],
        ['stay', 'stay'],
      ]).miners[0]?.lit,
    ).toBe(0);
  });

  it('ends when nothing is left to collect, with the scores as the outcome', () => {
    const state = playTurns(lanternMazeScenario(row('0.  1')), [['right', 'stay']]);
    expect(lanternMazeGame.toAct(state)).toEqual([]);
    expect(lanternMazeGame.outcome(state)).toEqual({ scores: [1, 0] });
  });

  it('ends at the turn limit, equal scores being a draw', () => {
    const state = lanternMazeScenario(row('0...1'), { rules: { turnLimit: 1 } });
    expect(lanternMazeGame.outcome(state)).toBeNull();
    const over = playTurns(state, [['right', 'left']]);
    expect(lanternMazeGame.outcome(over)).toEqual({ scores: [1, 1] });
  });
});
