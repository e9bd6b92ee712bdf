import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { chessGame } from './chess-game.js';
import {
  cycleCount,
  cycleLengths,
  displacement,
  drawMover,
  isCycle,
  type Mover,
  moveSteps,
  resolveMoves,
  type Step,
  stepBoard,
} from './chess-movers.js';
import type { Cell } from './chess-state.js';
import { chessScenario, positions, stillMover } from './test-chess-scenario.js';

/** The cells piece `A` visits over `steps` steps. */
function path(board: readonly string[], mover: Mover, steps: number, others: Record<string, Mover> = {}): string[] {
  const cells: string[] = [];
  for (let step = 1; step <= steps; step++) {
    const cell = positions(chessScenario(board, { A: mover, ...others }, { steps: step, history: 20 })).A as Cell;
    cells.push(cell.join(','));
  }
  return cells;
}

const empty5 = ['.....', '.....', '..A..', '.....', '.....'];

describe('chess movement rules', () => {
  it('repeat a cycle of moves in order, wrapping around the board edges', () => {
    expect(
      path(
        empty5,
        {
          moves: [
            [0, 1],
            [1, 0],
          ],
        },
        5,
      ),
    ).toEqual(['2,3', '3,3', '3,4', '4,4', '4,0']);
    expect(
      path(
        empty5,
        {
          moves: [
            [-2, 1],
            [1, 2],
            [0, -1],
          ],
        },
        6,
      ),
    ).toEqual(['0,3', '1,0', '1,4', '4,0', '0,2', '0,1']);
  });

  it('are 2 to 4 moves from the 24 displacements within two cells, each different from the next', () => {
    expect(moveSteps).toHaveLength(24);
    expect(
      isCycle([
        [0, 1],
        [1, 0],
      ]),
    ).toBe(true);
    expect(
      isCycle([
        [0, 1],
        [0, -1],
      ]),
    ).toBe(true);
    expect(
      isCycle([
        [0, 1],
        [0, 1],
      ]),
    ).toBe(false);
    expect(
      isCycle([
        [0, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(false);
    expect(
      isCycle([
        [0, 1],
        [1, 0],
        [0, 1],
        [2, 2],
      ]),
    ).toBe(true);
    expect(isCycle([[0, 1]])).toBe(false);
    expect(
      isCycle([
        [0, 1],
        [1, 0],
        [0, 1],
        [1, 0],
        [2, 2],
      ]),
    ).toBe(false);
    expect(
      isCycle([
        [0, 0],
        [1, 0],
      ]),
    ).toBe(false);
    expect(
      isCycle([
        [0, 3],
        [1, 0],
      ]),
    ).toBe(false);
  });

  it('count 23^k + (-1)^k·23 rules of k moves (checked by enumeration)', () => {
    for (const length of cycleLengths) {
      let count = 0;
      const moves: Step[] = [];
      const extend = (slot: number) => {
        if (slot === length) {
          if (isCycle(moves)) count++;
          return;
        }
        for (const step of moveSteps) {
          moves[slot] = step;
          extend(slot + 1);
        }
      };
      extend(0);
      expect(count, `length ${length}`).toBe(cycleCount(length));
    }
    expect([2, 3, 4].map(cycleCount)).toEqual([552, 12144, 279864]);
  });

  it('are drawn from the seed: every length equally often, always a valid cycle', () => {
    const rng = rngFromSeed(3);
    const lengths = new Map<number, number>();
    for (let draw = 0; draw < 3000; draw++) {
      const mover = drawMover(rng);
      expect(isCycle(mover.moves)).toBe(true);
      lengths.set(mover.moves.length, (lengths.get(mover.moves.length) ?? 0) + 1);
    }
    for (const length of cycleLengths) expect(lengths.get(length)).toBeGreaterThan(900);
    expect(drawMover(rngFromSeed(8))).toEqual(drawMover(rngFromSeed(8)));
  });

  it('give every piece of a new game a rule of the family', () => {
    for (const preset of ['explore', 'eval']) {
      const state = chessGame.setup(resolveParams(chessGame, preset), 11, 1);
      for (const mover of state.movers) expect(isCycle(mover.moves)).toBe(true);
    }
  });

  it('measure displacements the short way round the wrapping board', () => {
    expect(displacement([0, 14], [0, 1], 15)).toEqual([0, 2]);
    expect(displacement([1, 0], [14, 0], 15)).toEqual([-2, 0]);
    expect(displacement([3, 3], [4, 1], 15)).toEqual([1, -2]);
  });
});

describe('chess collisions', () => {
  it('send a piece whose target is taken the opposite way', () => {
    const after = positions(
      chessScenario(
        ['A.B..', '.....', '.....', '.....', '.....'],
        {
          A: {
            moves: [
              [0, 1],
              [1, 0],
            ],
          },
          B: {
            moves: [
              [0, -1],
              [1, 0],
            ],
          },
        },
        { steps: 1 },
      ),
    );
    expect(after).toEqual({ A: [0, 1], B: [0, 3] });
  });

  it('keep a piece in place when both its target and the opposite cell are taken', () => {
    const after = positions(
      chessScenario(
        ['.BCD.', '.....', '.....', '.....', '.....'],
        {
          C: {
            moves: [
              [0, -1],
              [1, 0],
            ],
          },
          B: stillMover,
          D: stillMover,
        },
        { steps: 1 },
      ),
    );
    expect(after.C).toEqual([0, 2]);
  });

  it('let a piece enter a cell an earlier piece just left, but not one a later piece has not left yet', () => {
    const train = {
      A: {
        moves: [
          [0, 1],
          [1, 0],
        ],
      },
      B: {
        moves: [
          [0, 1],
          [1, 0],
        ],
      },
    } as const;
    expect(positions(chessScenario(['BA...', '.....', '.....', '.....', '.....'], train, { steps: 1 }))).toEqual({
      A: [0, 2],
      B: [0, 1],
    });
    // A finds B still on (0,1), so it moves the opposite way, wrapping to (0,4).
    expect(positions(chessScenario(['AB...', '.....', '.....', '.....', '.....'], train, { steps: 1 }))).toEqual({
      A: [0, 4],
      B: [0, 2],
    });
  });

  it('advance a blocked piece’s rule anyway', () => {
    const state = chessScenario(
      ['.BAC.', '.....', '.....', '.....', '.....'],
      {
        A: {
          moves: [
            [0, 1],
            [1, 0],
          ],
        },
        B: stillMover,
        C: stillMover,
      },
      { steps: 1 },
    );
    expect(positions(state).A).toEqual([0, 2]);
    expect(state.movers[0]).toEqual({
      moves: [
        [1, 0],
        [0, 1],
      ],
    });
  });

  it('never put two pieces on one cell', () => {
    // A bounces off B (still on (0,1)) and wraps to (0,4); B then takes A's old cell and C the cell B left.
    const cells: Cell[] = [
      [0, 0],
      [0, 1],
      [1, 0],
    ];
    const steps: Step[] = [
      [0, 1],
      [0, -1],
      [-1, 1],
    ];
    expect(resolveMoves(cells, steps, 5)).toEqual([
      [0, 4],
      [0, 0],
      [0, 1],
    ]);
    for (let seed = 0; seed < 30; seed++) {
      const state = chessGame.setup(resolveParams(chessGame, 'eval'), seed, 1);
      let board = { cells: state.frames.at(-1)?.cells ?? [], movers: state.movers };
      for (let step = 0; step < 20; step++) {
        board = stepBoard(board.cells, board.movers, 15);
        expect(new Set(board.cells.map((cell) => cell.join(','))).size).toBe(board.cells.length);
      }
    }
  });
});
