import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import { spawnCount, spawnHpBonus, spawnKinds, spawnsAt, type ZombieKind } from './pvz-state.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const lawn5x6 = ['......', '......', '......', '......', '......'];

describe('plants-vs-zombies spawns', () => {
  it('brings a Regular Zombie into the last column at the end of turn 0, and the next at the end of turn 5', () => {
    const start = pvzGame.setup(resolveParams(pvzGame, 'eval'), 4, 1);
    const first = pvzPlay(start, 'none');
    expect(first.zombies).toHaveLength(1);
    expect(first.zombies[0]).toMatchObject({ id: 1, kind: 'N', column: 5, hp: 4, maxHp: 4 });
    expect(first.last?.spawned).toBe(1);
    const quiet = pvzPlay(first, 'none', 'none', 'none', 'none');
    expect(quiet.zombies.map((zombie) => zombie.column)).toEqual([1]);
    const next = pvzPlay(quiet, 'none');
    expect(next.zombies.map((zombie) => [zombie.column, zombie.hp])).toEqual([
      [0, 4],
      [5, 4],
    ]);
  });

  it('grows every 10 turns: one zombie more per spawn and 4 HP more per zombie', () => {
    const turns = [0, 5, 10, 15, 20, 25, 30, 40, 50, 60];
    expect(turns.map(spawnCount)).toEqual([1, 1, 2, 2, 3, 3, 4, 5, 6, 7]);
    expect(turns.map(spawnHpBonus)).toEqual([0, 0, 4, 4, 8, 8, 12, 16, 20, 24]);
    expect([0, 1, 4, 5, 6, 10, 63].map(spawnsAt)).toEqual([true, false, false, true, false, true, false]);
  });

  it('sends Regular Zombies only before turn 10, Roadblocks too from turn 10, all four kinds from turn 20', () => {
    expect([0, 9, 10, 19, 20, 60].map((turn) => spawnKinds(turn).join(''))).toEqual([
      'N',
      'N',
      'NR',
      'NR',
      'NRBI',
      'NRBI',
    ]);
  });

  it('puts each new zombie in the last column with its kind HP plus the growth, in fresh ids', () => {
    const state = pvzPlay(pvzScenario(lawn5x6, { turn: 30, zombies: [{ row: 0, column: 2 }] }), 'none');
    const spawned = state.zombies.slice(1);
    expect(spawned).toHaveLength(4);
    const base: Record<ZombieKind, number> = { N: 4, R: 8, B: 12, I: 6 };
    for (const zombie of spawned) {
      expect(zombie.column).toBe(5);
      expect(zombie.hp).toBe(base[zombie.kind] + 12);
    }
    expect(spawned.map((zombie) => zombie.id)).toEqual([2, 3, 4, 5]);
    expect(state.nextZombieId).toBe(6);
  });

  it('draws rows and kinds uniformly from the seed, and the same seed repeats them', () => {
    const drawn = (seed: number) => pvzPlay(pvzScenario(lawn5x6, { turn: 60, seed }), 'none').zombies;
    expect(drawn(3)).toEqual(drawn(3));
    const rows = new Array<number>(5).fill(0);
    const kinds = new Map<string, number>();
    for (let seed = 0; seed < 400; seed++) {
      for (const zombie of drawn(seed)) {
        rows[zombie.row] = (rows[zombie.row] ?? 0) + 1;
        kinds.set(zombie.kind, (kinds.get(zombie.kind) ?? 0) + 1);
      }
    }
    // 2800 zombies: 560 expected per row and 700 per kind; the bounds are over 5 standard deviations wide.
    for (const count of rows) expect(count).toBeGreaterThan(450);
    for (const kind of ['N', 'R', 'B', 'I']) expect(kinds.get(kind)).toBeGreaterThan(570);
  });

  it('lets several zombies of one spawn share a row', () => {
    const shared = Array.from({ length: 50 }, (_, seed) => seed).some((seed) => {
      const rows = pvzPlay(pvzScenario(lawn5x6, { turn: 60, seed }), 'none').zombies.map((zombie) => zombie.row);
      return new Set(rows).size < rows.length;
    });
    expect(shared).toBe(true);
  });
});
