import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import { waveSize, zombieHp } from './pvz-state.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const lawn5x6 = ['......|.', '......|.', '......|.', '......|.', '......|.'];

describe('plants-vs-zombies waves', () => {
  it('brings the first zombie into the entry column at the end of turn 5, and none before', () => {
    const start = pvzGame.setup(resolveParams(pvzGame, 'eval'), 4, 1);
    const quiet = pvzPlay(start, 'none', 'none', 'none', 'none');
    expect(quiet.zombies).toEqual([]);
    const wave = pvzPlay(quiet, 'none');
    expect(wave.turn).toBe(5);
    expect(wave.zombies).toHaveLength(1);
    expect(wave.zombies[0]).toMatchObject({ id: 1, column: 6, hp: 8, maxHp: 8 });
    expect(wave.last?.spawned).toBe(1);
    expect(pvzPlay(wave, 'none', 'none', 'none', 'none').zombies.map((zombie) => zombie.column)).toEqual([2]);
  });

  it('grows every wave: 4 more HP each time, and more zombies on wider lawns', () => {
    expect(Array.from({ length: 12 }, (_, index) => zombieHp(index + 1))).toEqual([
      8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52,
    ]);
    expect(Array.from({ length: 12 }, (_, index) => waveSize(index + 1, 5))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5,
    ]);
    expect(Array.from({ length: 12 }, (_, index) => waveSize(index + 1, 3))).toEqual([
      1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3,
    ]);
  });

  it('puts the zombies of a wave in distinct random rows with fresh ids', () => {
    const state = pvzPlay(pvzScenario(lawn5x6, { turn: 39, zombies: [{ row: 0, column: 2, hp: 5 }] }), 'none');
    const wave = state.zombies.slice(1);
    expect(wave).toHaveLength(4);
    expect(new Set(wave.map((zombie) => zombie.row)).size).toBe(4);
    expect(wave.map((zombie) => [zombie.id, zombie.column, zombie.hp])).toEqual([
      [2, 6, 36],
      [3, 6, 36],
      [4, 6, 36],
      [5, 6, 36],
    ]);
    expect(state.nextZombieId).toBe(6);
  });

  it('draws the rows from the seed: the same seed repeats them, other seeds vary them', () => {
    const rows = (seed: number) =>
      pvzPlay(pvzScenario(lawn5x6, { turn: 4, seed }), 'none').zombies.map((zombie) => zombie.row);
    expect(rows(3)).toEqual(rows(3));
    const seen = new Set(Array.from({ length: 20 }, (_, seed) => rows(seed)[0]));
    expect(seen.size).toBeGreaterThan(2);
  });

  it('sends no wave after the last turn', () => {
    const state = pvzPlay(pvzScenario(lawn5x6, { turn: 9, maxSteps: 10 }), 'none');
    expect(state).toMatchObject({ end: 'max-steps', zombies: [] });
  });
});
