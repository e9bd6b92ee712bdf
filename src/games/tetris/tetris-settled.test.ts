import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { chooseHeuristicDrop } from './tetris-agents.js';
import { legalDrops, tetrisGame } from './tetris-game.js';
import type { PieceName, Rotation } from './tetris-pieces.js';
import { landingCells, settledAfter, settledPieces } from './tetris-settled.js';
import type { TetrisAction, TetrisState } from './tetris-state.js';

const drop = (column: number, rotation: Rotation): TetrisAction => ({ type: 'drop', column, rotation });

/** `state` after `action`, with `next` as the piece to place after it (instead of the drawn one). */
function play(state: TetrisState, action: TetrisAction, next: PieceName): TetrisState {
  return { ...tetrisGame.apply(state, [action]), current: next };
}

/** The filled (`true`) and empty cells of a board of letters or of the game's symbols. */
const filled = (rows: readonly string[]) => rows.map((row) => [...row].map((cell) => cell !== '.'));

describe('settled tetris pieces', () => {
  it('follow a seeded match with line clears, no-ops and a top-out cell for cell', () => {
    const rng = rngFromSeed(7);
    const params = { width: 6, height: 8, maxSteps: 400 };
    const states: TetrisState[] = [tetrisGame.setup(params, 7, 1)];
    for (let state = states[0] as TetrisState; state.end === null; states.push(state)) {
      // Mostly the heuristic (it clears rows), sometimes any legal drop or the invalid-answer no-op.
      const roll = rng.float();
      const action =
        roll < 0.05
          ? ({ type: 'none' } as const)
          : roll < 0.2
            ? rng.pick(legalDrops(params.width, state.current).slice(0, -1))
            : chooseHeuristicDrop(tetrisGame.observe(state, 0)).action;
      state = tetrisGame.apply(state, [action]);
    }
    const final = states.at(-1) as TetrisState;
    expect(final.score).toBeGreaterThanOrEqual(5);
    expect(states.some((state) => state.last?.action.type === 'none')).toBe(true);

    const boards = settledPieces(states);
    expect(boards).toHaveLength(states.length);
    for (const [index, state] of states.entries()) {
      const board = boards[index] as string[];
      const before = states[index - 1];
      // Each action replayed on the coloured board fills exactly the state's cells, before any correction.
      if (before)
        expect(filled(settledAfter(before, boards[index - 1] as string[], state))).toEqual(filled(state.board));
      expect(filled(board)).toEqual(filled(state.board));
      // A plain match leaves no filled cell unexplained.
      expect(board.join('')).toMatch(/^[IJLOSTZ.]*$/);
      const last = state.last;
      if (before && last?.action.type === 'drop' && last.cleared === 0 && !last.toppedOut) {
        // A drop that clears nothing adds its four cells in its letter and changes nothing else.
        const { cells } = landingCells(before.board, 6, before.current, last.action.rotation, last.action.column - 1);
        const expected = (boards[index - 1] as string[]).map((row) => [...row]);
        for (const [row, column] of cells) (expected[row] as string[])[column] = before.current;
        expect(board).toEqual(expected.map((row) => row.join('')));
      }
    }
  });

  it('move coloured rows down when the rows below them clear, as the game does', () => {
    const empty = tetrisScenario(new Array<string>(6).fill('....'), { current: 'O' });
    const states = [empty];
    const moves: readonly [TetrisAction, PieceName][] = [
      [drop(1, 0), 'I'],
      [drop(4, 90), 'T'],
      [drop(1, 0), 'I'],
      [drop(3, 90), 'O'],
    ];
    for (const [action, next] of moves) states.push(play(states.at(-1) as TetrisState, action, next));
    expect(states.map((state) => state.score)).toEqual([0, 0, 0, 1, 3]);
    expect(settledPieces(states)).toEqual([
      ['....', '....', '....', '....', '....', '....'],
      ['....', '....', '....', '....', 'OO..', 'OO..'],
      ['....', '....', '...I', '...I', 'OO.I', 'OO.I'],
      // T's bottom row completed row 3 and cleared: T's top cell and I's top cell move down a row.
      ['....', '....', '....', '.T.I', 'OO.I', 'OO.I'],
      // The second I completes the two O rows: what is left above them moves down two rows.
      ['....', '....', '....', '....', '..I.', '.TII'],
    ]);
  });

  it('show a cell grey where the derived board and the state disagree, never in a wrong colour', () => {
    const start = tetrisScenario(['....', '....', '....', '*...'], { current: 'O' });
    const dropped = play(start, drop(3, 0), 'T');
    // A variant's garbage: the state gains a cell no piece explains and loses one of the O's.
    const tampered = { ...dropped, board: ['*...', '....', '..*.', '*..*'] };
    const after = play(tampered, drop(1, 0), 'I');
    expect(settledPieces([start, dropped, tampered, after])).toEqual([
      ['....', '....', '....', '*...'],
      ['....', '....', '..OO', '*.OO'],
      ['*...', '....', '..O.', '*..O'],
      ['*T..', 'TTT.', '..O.', '*..O'],
    ]);
    expect(after.board).toEqual(['**..', '***.', '..*.', '*..*']);
  });
});
