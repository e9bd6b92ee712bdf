import { describe, expect, it } from 'vitest';
import { drawn, play, scenario } from './test-mycelium-scenario.js';

describe('simultaneous actions in conflict', () => {
  it('leave a cell both colonies aim at unowned, and both grows fail but still cost', () => {
    const start = scenario(['........', '........', '.Xx.oO..', ...Array(5).fill('........')], {
      tips: [[[2, 2]], [[2, 4]]],
    });
    const next = play(start, { type: 'grow', tip: 0, dir: 'E' }, { type: 'grow', tip: 0, dir: 'W' });
    expect(drawn(next)[2]).toBe('.xx.oo..');
    expect(next.last?.map((last) => last.result)).toEqual(['contested', 'contested']);
    expect(next.colonies.map((colony) => colony.tips)).toEqual([[[2, 2]], [[2, 4]]]);
  });

  it('stop two tips growing into each other’s cells (head-on), energy paid', () => {
    const start = scenario(['........', '........', '.XxoO...', ...Array(5).fill('........')], {
      tips: [[[2, 2]], [[2, 3]]],
      energy: [4, 4],
    });
    const next = play(start, { type: 'grow', tip: 0, dir: 'E' }, { type: 'grow', tip: 0, dir: 'W' });
    expect(drawn(next)[2]).toBe('.xxoo...');
    expect(next.last?.map((last) => last.result)).toEqual(['head-on', 'head-on']);
    expect(next.colonies.map((colony) => colony.energy)).toEqual([3, 3]);
  });

  it('let a hardening played this turn block an overgrowth played this turn', () => {
    const start = scenario(['........', '........', '.Xxo....', '...o....', '...oO...', ...Array(3).fill('........')], {
      tips: [[[2, 2]], [[2, 3]]],
    });
    const next = play(start, { type: 'grow', tip: 0, dir: 'E' }, { type: 'harden' });
    expect(next.last?.[0]?.result).toBe('hardened');
    expect(drawn(next)[2]).toBe('.xxo....');
    expect(next.colonies.map((colony) => colony.energy)).toEqual([9, 6]);
    // The cells stay hardened for hardenTurns (6) turns, the one played included.
    expect(next.hard[2 * 8 + 3]).toBe(6);
  });

  it('cancel spore cells the enemy also aims at, and the enemy grow into one of them', () => {
    const start = scenario(['........', '........', '.Xx..oO.', ...Array(5).fill('........')], {
      tips: [[[2, 2]], [[2, 5]]],
    });
    const next = play(start, { type: 'spore', tip: 0 }, { type: 'grow', tip: 0, dir: 'W' });
    expect(next.last?.[1]?.result).toBe('contested');
    expect(drawn(next).slice(0, 5)).toEqual(['..x.....', '.xxx....', 'xxxx.oo.', '.xxx....', '..x.....']);
  });
});
