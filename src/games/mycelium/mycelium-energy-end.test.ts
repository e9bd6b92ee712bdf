import { describe, expect, it } from 'vitest';
import { myceliumGame } from './mycelium-game.js';
import { play, scenario, wait } from './test-mycelium-scenario.js';

const rows = ['........', '........', '.X......', '........', '........', '.....O..', '........', '........'];

describe('energy and the end of the match', () => {
  it('gives every colony 1 energy at the end of every 4th turn, up to the cap', () => {
    let state = scenario(rows, { energy: [0, 19] });
    const energies: number[][] = [];
    for (let turn = 0; turn < 8; turn++) {
      state = play(state, wait, wait);
      energies.push(state.colonies.map((colony) => colony.energy));
    }
    expect(energies.map((pair) => pair[0])).toEqual([0, 0, 0, 1, 1, 1, 1, 2]);
    expect(energies[7]?.[1]).toBe(20);
  });

  it('ends at the turn limit and scores cells owned; equal counts are a draw', () => {
    let state = { ...scenario(rows), turn: 158 };
    state = play(state, { type: 'grow', tip: 0, dir: 'E' }, wait);
    expect(myceliumGame.outcome(state)).toBeNull();
    const grown = play(state, { type: 'grow', tip: 0, dir: 'E' }, wait);
    expect(grown.end).toBe('turns');
    expect(myceliumGame.outcome(grown)?.scores).toEqual([3, 1]);
    expect(myceliumGame.toAct(grown)).toEqual([]);
    expect(myceliumGame.outcome(play(state, wait, { type: 'grow', tip: 0, dir: 'W' }))?.scores).toEqual([2, 2]);
  });
});
