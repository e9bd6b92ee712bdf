import { describe, expect, it } from 'vitest';
import { myceliumGame } from './mycelium-game.js';
import { drawn, play, scenario, wait } from './test-mycelium-scenario.js';

const board = ['........', '........', '.X*.....', '........', '........', '.....O..', '........', '........'];

describe('growing a tip', () => {
  it('claims an unowned cell and moves the tip there', () => {
    const next = play(scenario(board), { type: 'grow', tip: 0, dir: 'N' }, wait);
    expect(drawn(next)[1]).toBe('.x......');
    expect(next.colonies[0]?.tips).toEqual([[1, 1]]);
    expect(next.last?.[0]).toMatchObject({ result: 'ok', claimed: 1, lost: 0 });
  });

  it('earns nutrient energy when it claims a nutrient, and the nutrient is used up', () => {
    const next = play(scenario(board, { energy: [2, 2] }), { type: 'grow', tip: 0, dir: 'E' }, wait);
    expect(next.colonies[0]?.energy).toBe(5);
    expect(next.terrain[2 * 8 + 2]).toBe('.');
  });

  it('moves through its own cells for free without claiming anything', () => {
    const start = scenario(['........', '........', '.Xx.....', ...board.slice(3)], { tips: [[[2, 2]], [[5, 5]]] });
    const next = play(start, { type: 'grow', tip: 0, dir: 'W' }, wait);
    expect(next.colonies[0]?.tips).toEqual([[2, 1]]);
    expect(next.colonies[0]?.energy).toBe(10);
    expect(next.last?.[0]?.claimed).toBe(0);
  });

  it('overgrows an enemy cell for energy, destroying the enemy tip standing on it', () => {
    const start = scenario(
      ['........', '........', '.Xxo....', '...o....', '...o....', '...oO...', '........', '........'],
      {
        tips: [[[2, 2]], [[2, 3]]],
        energy: [3, 3],
      },
    );
    const next = play(start, { type: 'grow', tip: 0, dir: 'E' }, wait);
    expect(drawn(next)[2]).toBe('.xxx....');
    expect(next.colonies[0]?.energy).toBe(2);
    // The enemy lost its only tip; it sprouts a new one at its origin.
    expect(next.colonies[1]?.tips).toEqual([[5, 4]]);
  });

  it('cannot overgrow a hardened cell, nor the enemy origin without its higher cost', () => {
    const rows = ['........', '........', '.XxO....', '........', '........', '........', '........', '........'];
    const tips = [[[2, 2]], [[2, 3]]] as const;
    const poor = scenario(rows, { tips, energy: [5, 5] });
    expect(myceliumGame.actionError(poor, 0, { type: 'grow', tip: 0, dir: 'E' })).toMatch(/costs 6 energy/);
    const rich = scenario(rows, { tips, energy: [6, 5] });
    expect(myceliumGame.actionError(rich, 0, { type: 'grow', tip: 0, dir: 'E' })).toBeNull();
    const hardened = scenario(rows, { tips, energy: [9, 5], hardened: [[2, 3]] });
    expect(myceliumGame.actionError(hardened, 0, { type: 'grow', tip: 0, dir: 'E' })).toMatch(/hardened/);
  });

  it('never enters rock or a cell holding another of its own tips', () => {
    const start = scenario(['........', '........', '#X......', ...board.slice(3)]);
    expect(myceliumGame.actionError(start, 0, { type: 'grow', tip: 0, dir: 'W' })).toMatch(/rock/);
    const legal = myceliumGame.legalActions(start, 0);
    expect(legal).not.toContainEqual({ type: 'grow', tip: 0, dir: 'W' });
    expect(legal).toContainEqual({ type: 'grow', tip: 0, dir: 'E' });
  });
});
