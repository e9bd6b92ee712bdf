import { describe, expect, it } from 'vitest';
import { lanternMazeScenario, playTurns } from './test-lantern-maze-scenario.js';

// A 9×9 cave: an open ring around a walled block, moss on the far row so the match is not over.
const ring = [
  '#########',
  '#       #',
  '# ##### #',
  '# ##### #',
  '# ##### #',
  '# ##### #',
  '# ##### #',
  '#.......#',
  '#########',
];

/** `ring` with `symbol` drawn at each of `cells`. */
function draw(cells: readonly (readonly [number, number, string])[]): string[] {
  const rows = ring.map((row) => row.split(''));
  for (const [row, column, symbol] of cells) (rows[row] as string[])[column] = symbol;
  return rows.map((row) => row.join(''));
}

describe('lantern-maze beasts', () => {
  it('patrol straight on, and turn right before left at a corner', () => {
    const state = lanternMazeScenario(
      draw([
        [3, 1, 'B'],
        [7, 3, '0'],
        [7, 5, '1'],
      ]),
      { rules: { sight: 1 } },
    );
    const later = playTurns(state, [
      ['stay', 'stay'],
      ['stay', 'stay'],
    ]);
    expect(later.beasts[0]?.cell).toEqual([1, 1]);
    const turned = playTurns(later, [['stay', 'stay']]);
    // Turn 3 is a pause turn; on turn 4 it turns right at the corner (its heading was up).
    expect(turned.beasts[0]?.cell).toEqual([1, 1]);
    expect(playTurns(turned, [['stay', 'stay']]).beasts[0]).toMatchObject({ cell: [1, 2], heading: 'right' });
  });

  it('chase the nearest miner in sight along the maze', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 4, 'B'],
        [1, 1, '0'],
        [7, 7, '1'],
      ]),
    );
    expect(playTurns(state, [['stay', 'stay']]).beasts[0]).toMatchObject({ cell: [1, 3], heading: 'left' });
  });

  it('flee a lit miner in sight', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 4, 'B'],
        [1, 2, '0'],
        [7, 7, '1'],
      ]),
      { miners: [{ lit: 5 }] },
    );
    expect(playTurns(state, [['stay', 'stay']]).beasts[0]?.cell).toEqual([1, 5]);
  });

  it('avoid a cell where another beast stands, turning back when it blocks the only way on', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 3, 'B'],
        [1, 4, 'B'],
        [7, 3, '0'],
        [7, 5, '1'],
      ]),
      {
        rules: { sight: 1 },
        headings: ['right', 'left'],
      },
    );
    const moved = playTurns(state, [['stay', 'stay']]);
    expect(moved.beasts.map((beast) => [beast.cell, beast.heading])).toEqual([
      [[1, 2], 'left'],
      [[1, 5], 'right'],
    ]);
  });

  it('stand still on every third turn', () => {
    const state = lanternMazeScenario(
      draw([
        [4, 1, 'B'],
        [7, 3, '0'],
        [7, 5, '1'],
      ]),
      { rules: { sight: 1 }, turn: 2 },
    );
    expect(playTurns(state, [['stay', 'stay']]).beasts[0]?.cell).toEqual([4, 1]);
  });

  it('catch an unlit miner: it loses points (not below zero) and is stunned, and the beast rests in its lair', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 4, 'B'],
        [1, 2, '0'],
        [7, 7, '1'],
      ]),
      {
        miners: [{ score: 3 }],
        headings: ['left'],
      },
    );
    const moved = playTurns(state, [['right', 'stay']]);
    expect(moved.miners[0]).toMatchObject({ cell: [1, 3], score: 0, stunned: 3 });
    expect(moved.beasts[0]).toMatchObject({ cell: [1, 4], rest: 8 });
    expect(moved.events).toContain('beast 0 caught miner 0 (-3)');
  });

  it('catch a miner they swap cells with', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 4, 'B'],
        [1, 3, '0'],
        [7, 7, '1'],
      ]),
      { miners: [{ score: 9 }] },
    );
    const moved = playTurns(state, [['right', 'stay']]);
    expect(moved.miners[0]).toMatchObject({ cell: [1, 4], score: 4, stunned: 3 });
  });

  it('are driven back to their lair by a lit miner, who gains the bonus', () => {
    // On a pause turn the fleeing beast stands still, so the lit miner reaches it.
    const state = lanternMazeScenario(
      draw([
        [1, 3, 'B'],
        [1, 2, '0'],
        [7, 7, '1'],
      ]),
      { miners: [{ lit: 5 }], turn: 2 },
    );
    const away = { ...state, beasts: state.beasts.map((beast) => ({ ...beast, lair: [5, 7] as const })) };
    const moved = playTurns(away, [['right', 'stay']]);
    expect(moved.miners[0]).toMatchObject({ cell: [1, 3], score: 4, stunned: 0 });
    expect(moved.beasts[0]).toMatchObject({ cell: [5, 7], rest: 8 });
    expect(moved.events).toContain('miner 0 drove beast 0 back to its lair (+4)');
  });

  it('touch nobody while resting, and wake after their rest', () => {
    const state = lanternMazeScenario(
      draw([
        [1, 3, 'B'],
        [1, 2, '0'],
        [7, 7, '1'],
      ]),
    );
    const resting = { ...state, beasts: state.beasts.map((beast) => ({ ...beast, rest: 2 })) };
    const moved = playTurns(resting, [['right', 'stay']]);
    expect(moved.miners[0]).toMatchObject({ cell: [1, 3], stunned: 0 });
    expect(moved.beasts[0]?.rest).toBe(1);
  });
});
