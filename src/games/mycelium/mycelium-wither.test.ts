import { describe, expect, it } from 'vitest';
import { drawn, play, scenario, wait } from './test-mycelium-scenario.js';

describe('withering and elimination', () => {
  it('frees cells cut off from their origin at the end of the turn, with the tips on them', () => {
    const start = scenario(['........', '.Xxxxx..', '...o.x..', '...o.x..', '...oO...', ...Array(3).fill('........')], {
      tips: [
        [
          [3, 5],
          [1, 5],
        ],
        [[2, 3]],
      ],
    });
    const next = play(start, wait, { type: 'grow', tip: 0, dir: 'N' });
    expect(drawn(next).slice(1, 4)).toEqual(['.xxo....', '...o....', '...o....']);
    expect(next.last?.[0]?.lost).toBe(5);
    expect(next.colonies[0]?.tips).toEqual([[1, 1]]);
  });

  it('frees spore cells that do not touch the colony', () => {
    const start = scenario(
      ['........', '........', '.Xx#....', '...#....', '........', '......O.', '........', '........'],
      {
        tips: [[[2, 2]], [[5, 6]]],
      },
    );
    const next = play(start, { type: 'spore', tip: 0 }, wait);
    // [2, 4] is in range, but behind the rock it touches none of the colony's cells: it withers.
    expect(drawn(next).slice(0, 5)).toEqual(['..x.....', '.xxx....', 'xxx#....', '.xx#....', '..x.....']);
    expect(next.last?.[0]).toMatchObject({ claimed: 9, lost: 1 });
  });

  it('ends the match when a colony loses its origin, with every cell it had', () => {
    const start = scenario(['........', '........', '.XxOo...', '....o...', ...Array(4).fill('........')], {
      tips: [[[2, 2]], [[3, 4]]],
      energy: [6, 0],
    });
    const next = play(start, { type: 'grow', tip: 0, dir: 'E' }, wait);
    expect(next.end).toBe('eliminated');
    expect(drawn(next)[2]).toBe('.xxx....');
    expect(next.colonies[1]?.tips).toEqual([]);
  });
});
