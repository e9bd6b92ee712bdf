import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { minesweeperGame } from './minesweeper-game.js';
import { countOf, neighbourTable } from './minesweeper-state.js';

const explore = resolveParams(minesweeperGame, 'explore');
const evaluation = resolveParams(minesweeperGame, 'eval');

describe('minesweeper setup', () => {
  it('draws between 10 and 20 mines on a 9x9 board, both ends of the range included', () => {
    const counts = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const state = minesweeperGame.setup(evaluation, seed, 1);
      expect(state.mines).toHaveLength(state.mineCount);
      expect(new Set(state.mines).size).toBe(state.mineCount);
      expect(state.mines.every((mine) => mine >= 0 && mine < 81)).toBe(true);
      counts.add(state.mineCount);
    }
    expect(Math.min(...counts)).toBe(10);
    expect(Math.max(...counts)).toBe(20);
    expect(counts.size).toBe(11);
  });

  it('starts with a mine-free cell and its neighbours uncovered, flood-filled, every count matching the mines', () => {
    const neighbours = neighbourTable(9, 9);
    for (let seed = 0; seed < 50; seed++) {
      const state = minesweeperGame.setup(evaluation, seed, 1);
      expect(state.view[state.start]).toBe('0');
      for (const cell of neighbours[state.start] as number[]) expect(state.view[cell]).toMatch(/[0-8]/);
      for (let cell = 0; cell < 81; cell++) {
        const count = countOf(state.view[cell]);
        if (count < 0) {
          expect(state.view[cell]).toBe('?');
          continue;
        }
        expect(state.mines).not.toContain(cell);
        expect((neighbours[cell] as number[]).filter((other) => state.mines.includes(other))).toHaveLength(count);
        // A 0 never borders a covered cell: the flood fill opened all of them.
        if (count === 0) for (const other of neighbours[cell] as number[]) expect(state.view[other]).not.toBe('?');
      }
    }
  });

  it('gives both presets the same board for a seed; explore has two extra lives and re-asks, eval has none and is strict', () => {
    const a = minesweeperGame.setup(explore, 8, 1);
    const b = minesweeperGame.setup(evaluation, 8, 1);
    expect({ ...a, rules: b.rules, livesLeft: 0 }).toEqual(b);
    expect(a.rules).toEqual({ rows: 9, columns: 9, extraLives: 2, maxSteps: 64, strict: false });
    expect(b.rules).toEqual({ rows: 9, columns: 9, extraLives: 0, maxSteps: 64, strict: true });
    expect(a.livesLeft).toBe(2);
    expect(minesweeperGame.invalidActionPolicy(explore)).toEqual({ retries: 2, fallback: 'random' });
    expect(minesweeperGame.invalidActionPolicy(evaluation)).toEqual({ retries: 0, fallback: 'forfeit' });
    expect(jsonEqual(minesweeperGame.setup(evaluation, 8, 1), b)).toBe(true);
  });

  it('hides the mines and the RNG from the player until the episode ends', () => {
    const state = minesweeperGame.setup(evaluation, 4, 1);
    const observation = minesweeperGame.observe(state, 0);
    expect(observation).not.toHaveProperty('rng');
    expect(observation.mines).toBeNull();
    expect(minesweeperGame.text.observation(observation, 0)).not.toContain('mines were at');
    const ended = minesweeperGame.apply(state, [{ type: 'end' }]);
    expect(minesweeperGame.observe(ended, 0).mines).toEqual(state.mines);
    const sampled = minesweeperGame.sample(deepFreeze(minesweeperGame.observe(ended, 0)), 0, rngFromSeed(1));
    expect({ ...sampled, rng: ended.rng }).toEqual(ended);
  });
});
