import { describe, expect, it } from 'vitest';
import { tetrisScenario } from '../games/tetris/test-tetris-scenario.js';
import { tetrisGame } from '../games/tetris/tetris-game.js';
import { matchCells } from './match-cells.js';

describe('match cells', () => {
  it("derive a tetris match's settled pieces for the states asked for", () => {
    const start = tetrisScenario(['....', '....', '....', '....'], { current: 'O' });
    const dropped = tetrisGame.apply(start, [{ type: 'drop', column: 1, rotation: 0 }]);
    expect(matchCells('tetris', [start, dropped], 2)).toEqual([
      ['....', '....', '....', '....'],
      ['....', '....', 'OO..', 'OO..'],
    ]);
    expect(matchCells('tetris', [start, dropped], 1)).toHaveLength(1);
  });

  it('are none for games without a deriver, including names inherited from Object', () => {
    expect(matchCells('snake', [{}], 1)).toBeUndefined();
    expect(matchCells('toString', [{}], 1)).toBeUndefined();
  });
});
