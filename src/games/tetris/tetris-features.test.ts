import { describe, expect, it } from 'vitest';
import {
  columnHeights,
  columnTransitions,
  countHoles,
  cumulativeWells,
  placements,
  rowTransitions,
} from './tetris-features.js';
import { toBitboard } from './tetris-state.js';

const board = toBitboard([
  '........',
  '........',
  '........',
  '........',
  '........',
  '*.......',
  '**.*....',
  '*..**.**',
]);

describe('tetris board features', () => {
  it('measures column heights and holes', () => {
    expect(columnHeights(board, 8)).toEqual([3, 2, 0, 2, 1, 0, 1, 1]);
    expect(countHoles(board, 8)).toBe(1);
  });

  it('counts row transitions with the side walls as filled and column transitions with the floor as filled', () => {
    expect(rowTransitions(board, 8)).toBe(20);
    expect(columnTransitions(board, 8)).toBe(10);
  });

  it('sums cumulative wells over cells with filled cells or walls on both sides', () => {
    expect(cumulativeWells(board, 8)).toBe(2);
    const deep = toBitboard(['....', '*.*.', '*.*.', '*.**']);
    // Column 2 (zero-based 1) is a well three deep: 1 + 2 + 3; column 4's cells beside the wall add 1 + 2.
    expect(cumulativeWells(deep, 4)).toBe(9);
  });

  it('gives each placement its landing height: the height of the centre of the resting block above the floor', () => {
    const flat = placements(toBitboard(new Array(8).fill('........')), 8, 'I');
    expect(flat[0]).toMatchObject({ column: 1, rotation: 0, landingHeight: 0 });
    expect(flat.find((placement) => placement.rotation === 90)).toMatchObject({ landingHeight: 1.5 });
  });
});
