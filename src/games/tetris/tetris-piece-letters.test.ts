import { describe, expect, it } from 'vitest';
import { rngFrom, seedRng } from '../../core/rng.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { tetrisGame } from './tetris-game.js';
import type { TetrisState } from './tetris-state.js';

/** The board's fixed cells as `pieces` draws them, with letters turned back into `*`. */
const fixedCells = (state: TetrisState) => state.pieces.map((row) => row.replace(/[^.]/g, '*'));

describe('tetris piece letters', () => {
  it('fill exactly the board’s fixed cells, each new cell lettered by the piece just dropped, over random games', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const chooser = rngFrom(seedRng(1000 + seed));
      let state = tetrisGame.setup({ width: 8, height: 8, maxSteps: 64 }, seed, 1);
      while (state.end === null) {
        const legal = tetrisGame.legalActions(state, 0).filter((action) => action.type === 'drop');
        const before = state;
        state = tetrisGame.apply(state, [legal[chooser.int(0, legal.length - 1)] as (typeof legal)[number]]);
        expect(fixedCells(state)).toEqual(state.board);
        if (state.last?.cleared === 0 && !state.last.toppedOut) {
          const added = state.pieces.flatMap((row, r) =>
            [...row].filter((letter, c) => letter !== '.' && before.pieces[r]?.[c] === '.'),
          );
          expect(added).toEqual(['1', '2', '3', '4'].map(() => before.current));
        }
      }
    }
  });

  it('move down with their rows when a row below clears, and start as the drawn board where pieces are unknown', () => {
    const start = tetrisScenario(['........', '........', '........', '*.......', '****.***']);
    expect(start.pieces).toEqual(start.board);
    const after = tetrisGame.apply(start, [{ type: 'drop', column: 4, rotation: 180 }]);
    expect(after.pieces).toEqual(['........', '........', '........', '........', '*..TTT..']);
  });
});
