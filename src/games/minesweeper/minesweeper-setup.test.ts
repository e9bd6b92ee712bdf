import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonEqual } from '../../core/json.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { minesweeperGame } from './minesweeper-game.js';

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

  it('starts with every cell covered and no free opening: mines may lie anywhere, corners and the first click included (KORGym)', () => {
    const mined = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const state = minesweeperGame.setup(evaluation, seed, 1);
      expect(state.view).toBe('?'.repeat(81));
      expect(state.last).toBeNull();
      for (const mine of state.mines) mined.add(mine);
    }
    expect(mined.size).toBe(81);
    // Whatever cell is uncovered first, some seeds put a mine there and end the eval episode at once.
    const first = { type: 'uncover', row: 4, column: 4 } as const;
    const ends = Array.from({ length: 100 }, (_, seed) =>
      minesweeperGame.apply(minesweeperGame.setup(evaluation, seed, 1), [first]),
    ).filter((state) => state.end === 'exploded');
    expect(ends.length).toBeGreaterThan(0);
  });

  it('gives both presets the same board for a seed; explore has two extra lives, eval none; invalid answers are no-op steps in both', () => {
    const a = minesweeperGame.setup(explore, 8, 1);
    const b = minesweeperGame.setup(evaluation, 8, 1);
    expect({ ...a, rules: b.rules, livesLeft: 0 }).toEqual(b);
    expect(a.rules).toEqual({ rows: 9, columns: 9, extraLives: 2, maxSteps: 64 });
    expect(b.rules).toEqual({ rows: 9, columns: 9, extraLives: 0, maxSteps: 64 });
    expect(a.livesLeft).toBe(2);
    expect(minesweeperGame.invalidActionPolicy(explore)).toEqual({ retries: 0, fallback: 'default' });
    expect(minesweeperGame.invalidActionPolicy(evaluation)).toEqual({ retries: 0, fallback: 'default' });
    expect(minesweeperGame.defaultAction(b, 0)).toEqual({ type: 'none' });
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
