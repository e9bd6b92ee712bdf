import { describe, expect, it } from 'vitest';
import { myceliumGame } from './mycelium-game.js';
import { drawn, play, scenario, wait } from './test-mycelium-scenario.js';

const open = ['........', '........', '.Xx.....', '........', '........', '.....O..', '........', '........'];

describe('splitting and spores', () => {
  it('split claims the neighbour, keeps the old tip and adds the new one last, for its cost', () => {
    const next = play(scenario(open, { tips: [[[2, 2]], [[5, 5]]] }), { type: 'split', tip: 0, dir: 'S' }, wait);
    expect(next.colonies[0]?.tips).toEqual([
      [2, 2],
      [3, 2],
    ]);
    expect(next.colonies[0]?.energy).toBe(7);
    expect(drawn(next)[3]).toBe('..x.....');
  });

  it('split needs an unowned cell and a free tip slot', () => {
    const start = scenario(open, { tips: [[[2, 2]], [[5, 5]]], params: { maxTips: 1 } });
    expect(myceliumGame.actionError(start, 0, { type: 'split', tip: 0, dir: 'S' })).toMatch(/already has 1 tips/);
    const two = scenario(open, { tips: [[[2, 2]], [[5, 5]]] });
    expect(myceliumGame.actionError(two, 0, { type: 'split', tip: 0, dir: 'W' })).toMatch(/unowned/);
  });

  it('spore claims every unowned non-rock cell within the radius for its cost', () => {
    const next = play(scenario(open, { tips: [[[2, 2]], [[5, 5]]] }), { type: 'spore', tip: 0 }, wait);
    expect(drawn(next).slice(0, 5)).toEqual(['..x.....', '.xxx....', 'xxxxx...', '.xxx....', '..x.....']);
    expect(next.colonies[0]?.energy).toBe(4);
  });

  it('list no spore without the energy, and always list wait', () => {
    const legal = myceliumGame.legalActions(scenario(open, { energy: [5, 5] }), 0);
    expect(legal.some((action) => action.type === 'spore')).toBe(false);
    expect(legal.some((action) => action.type === 'harden')).toBe(true);
    expect(legal[legal.length - 1]).toEqual({ type: 'wait' });
  });
});
