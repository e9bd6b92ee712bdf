import { describe, expect, it } from 'vitest';
import { type Mover, moverCatalogue, moverKinds, moverPrior, resolveMoves } from './chess-movers.js';
import type { Cell } from './chess-state.js';
import { chessScenario, positions } from './test-chess-scenario.js';

/** The cells one piece `A` visits over `steps` steps on an otherwise empty board. */
function path(board: readonly string[], mover: Mover, steps: number, others: Record<string, Mover> = {}): Cell[] {
  const cells: Cell[] = [];
  for (let step = 1; step <= steps; step++) {
    cells.push(positions(chessScenario(board, { A: mover, ...others }, { steps: step, history: 20 })).A as Cell);
  }
  return cells;
}

const empty5 = ['.....', '.....', '..A..', '.....', '.....'];

describe('chess movement rules', () => {
  it('still: never moves', () => {
    expect(path(empty5, { kind: 'still' }, 3)).toEqual([
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
  });

  it('drift: moves by a fixed step and wraps around the edges', () => {
    expect(path(empty5, { kind: 'drift', step: [0, 2] }, 3)).toEqual([
      [2, 4],
      [2, 1],
      [2, 3],
    ]);
    expect(path(empty5, { kind: 'drift', step: [-1, -1] }, 3)).toEqual([
      [1, 1],
      [0, 0],
      [4, 4],
    ]);
  });

  it('bounce: flips each velocity component that would leave the board, also in a corner', () => {
    expect(path(['A....', '.....', '.....', '.....', '.....'], { kind: 'bounce', velocity: [-1, -1] }, 3)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(path(['.....', '...A.', '.....', '.....', '.....'], { kind: 'bounce', velocity: [0, 1] }, 4)).toEqual([
      [1, 4],
      [1, 3],
      [1, 2],
      [1, 1],
    ]);
  });

  it('knight: makes a closed loop of four knight moves, clockwise or counter-clockwise', () => {
    const board = ['.......', '.......', '.......', '...A...', '.......', '.......', '.......'];
    expect(path(board, { kind: 'knight', move: [-2, 1], turn: 1 }, 4)).toEqual([
      [1, 4],
      [2, 6],
      [4, 5],
      [3, 3],
    ]);
    expect(path(board, { kind: 'knight', move: [-2, 1], turn: -1 }, 4)).toEqual([
      [1, 4],
      [0, 2],
      [2, 1],
      [3, 3],
    ]);
  });

  it('knight: waits a step when the move would leave the board, and turns anyway', () => {
    expect(path(['A....', '.....', '.....', '.....', '.....'], { kind: 'knight', move: [-2, 1], turn: 1 }, 2)).toEqual([
      [0, 0],
      [1, 2],
    ]);
  });

  it('patrol: walks the sides of a square, turning after each side', () => {
    const board = ['.....', '.A...', '.....', '.....', '.....'];
    const clockwise: Mover = { kind: 'patrol', side: 2, heading: [0, 1], done: 0, turn: 1 };
    expect(path(board, clockwise, 8).map((cell) => cell.join(','))).toEqual([
      '1,2',
      '1,3',
      '2,3',
      '3,3',
      '3,2',
      '3,1',
      '2,1',
      '1,1',
    ]);
    const midway: Mover = { kind: 'patrol', side: 3, heading: [1, 0], done: 2, turn: -1 };
    expect(path(board, midway, 3).map((cell) => cell.join(','))).toEqual(['2,1', '2,2', '2,3']);
  });

  it('shuttle: goes back and forth along a line', () => {
    expect(path(empty5, { kind: 'shuttle', length: 2, heading: [1, 1], done: 0 }, 6).map((c) => c.join(','))).toEqual([
      '3,3',
      '4,4',
      '3,3',
      '2,2',
      '3,3',
      '4,4',
    ]);
  });

  it('zigzag: alternates two king steps and wraps around the edges', () => {
    expect(path(empty5, { kind: 'zigzag', step: [0, 1], after: [1, 0] }, 5).map((c) => c.join(','))).toEqual([
      '2,3',
      '3,3',
      '3,4',
      '4,4',
      '4,0',
    ]);
  });

  it('chase: steps towards the nearest piece (Chebyshev, then Manhattan distance, then move order)', () => {
    const board = ['B....', '.....', '..A..', '.....', '...C.'];
    // B is 2 away (Chebyshev) and 4 (Manhattan); C is 2 and 3: C is nearer.
    expect(path(board, { kind: 'chase' }, 1)).toEqual([[3, 3]]);
    const tie = ['B...C', '.....', '..A..', '.....', '.....'];
    expect(path(tie, { kind: 'chase' }, 1)).toEqual([[1, 1]]);
  });

  it('flee: steps away from the nearest piece, kept on the board', () => {
    expect(path(['.....', '.....', '..AB.', '.....', '.....'], { kind: 'flee' }, 3)).toEqual([
      [2, 1],
      [2, 0],
      [2, 0],
    ]);
  });

  it('lists every rule with every internal state, with priors summing to 1', () => {
    expect(moverCatalogue).toHaveLength(243);
    expect(new Set(moverCatalogue.map((mover) => mover.kind))).toEqual(new Set(moverKinds));
    const total = moverCatalogue.reduce((sum, mover) => sum + moverPrior(mover), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(new Set(moverCatalogue.map((mover) => JSON.stringify(mover))).size).toBe(243);
  });
});

describe('chess collisions', () => {
  it('moves pieces one at a time in move order: the earlier piece takes a contested cell, the later one stays', () => {
    const after = positions(
      chessScenario(
        ['A.B..', '.....', '.....', '.....', '.....'],
        {
          A: { kind: 'drift', step: [0, 1] },
          B: { kind: 'drift', step: [0, -1] },
        },
        { steps: 1 },
      ),
    );
    expect(after).toEqual({ A: [0, 1], B: [0, 2] });
  });

  it('lets a piece enter a cell an earlier piece just left, but not one a later piece has not left yet', () => {
    const train = positions(
      chessScenario(
        ['BA...', '.....', '.....', '.....', '.....'],
        {
          A: { kind: 'drift', step: [0, 1] },
          B: { kind: 'drift', step: [0, 1] },
        },
        { steps: 1 },
      ),
    );
    expect(train).toEqual({ A: [0, 2], B: [0, 1] });
    const reversed = positions(
      chessScenario(
        ['AB...', '.....', '.....', '.....', '.....'],
        {
          A: { kind: 'drift', step: [0, 1] },
          B: { kind: 'drift', step: [0, 1] },
        },
        { steps: 1 },
      ),
    );
    expect(reversed).toEqual({ A: [0, 0], B: [0, 2] });
  });

  it('never puts two pieces on one cell', () => {
    const cells: Cell[] = [
      [0, 0],
      [0, 1],
      [1, 0],
    ];
    const targets: Cell[] = [
      [0, 1],
      [0, 0],
      [0, 0],
    ];
    expect(resolveMoves(cells, targets, 3)).toEqual(cells);
  });

  it('advances a blocked piece’s rule anyway', () => {
    const state = chessScenario(
      ['AB...', '.....', '.....', '.....', '.....'],
      {
        A: { kind: 'shuttle', length: 2, heading: [0, 1], done: 0 },
      },
      { steps: 1 },
    );
    expect(positions(state).A).toEqual([0, 0]);
    expect(state.movers[0]).toEqual({ kind: 'shuttle', length: 2, heading: [0, 1], done: 1 });
  });
});
