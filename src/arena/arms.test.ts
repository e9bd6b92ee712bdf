// The opponent-selection arms: the agent's choice, the ladder (start and moves), seeded random, the top four, and
// refusals when the agent names opponents an arm picks itself.
import { afterAll, describe, expect, it } from 'vitest';
import type { SmallMatchResult } from '../core/arena-tools.js';
import { ArenaSession } from './arena-session.js';
import { ladderPosition, ladderStartRank, pickOpponents } from './arms.js';
import { inProcessArenaRunner, testArenaRun } from './test-arena-run.js';

function binary(wins: Record<string, boolean>): SmallMatchResult {
  return {
    kind: 'small',
    feedback: 'binary',
    games: Object.entries(wins).flatMap(([opponent, win]) => [
      { opponent, seat: 0, win },
      { opponent, seat: 1, win },
    ]),
  };
}

describe('arms', () => {
  const fixture = testArenaRun();
  afterAll(fixture.cleanup);
  const { pool } = fixture.run;
  const base = { batch: 2, pool, baseSeed: 7, past: [] };
  const ids = (list: readonly { id: string }[]) => list.map((opponent) => opponent.id);

  it('ladder: starts at rank 30 of 40, scaled for smaller pools', () => {
    expect(ladderStartRank(40)).toBe(30);
    expect(ladderStartRank(50)).toBe(30);
    expect(ladderStartRank(20)).toBe(15);
    expect(ladderStartRank(4)).toBe(3);
    expect(ladderStartRank(1)).toBe(1);
    expect(ids(pickOpponents({ ...base, arm: 'ladder', requested: undefined }))).toEqual(['b-50', 't-kq']);
  });

  it('ladder: moves up one after a win at its position, two after also beating the next one, stays otherwise', () => {
    expect(ladderPosition(pool, [{ opponents: ['b-50'], result: binary({ 'b-50': false }) }])).toBe(2);
    expect(
      ladderPosition(pool, [{ opponents: ['b-50', 't-kq'], result: binary({ 'b-50': true, 't-kq': false }) }]),
    ).toBe(1);
    expect(
      ladderPosition(pool, [{ opponents: ['b-50', 't-kq'], result: binary({ 'b-50': true, 't-kq': true }) }]),
    ).toBe(0);
    expect(ladderPosition(pool, [{ opponents: ['b-50'], result: null }])).toBe(2);
    const top = [
      { opponents: ['b-50', 't-kq'], result: binary({ 'b-50': true, 't-kq': true }) },
      { opponents: ['t-kqj'], result: binary({ 't-kqj': true }) },
    ];
    expect(ladderPosition(pool, top)).toBe(0);
    expect(ids(pickOpponents({ ...base, arm: 'ladder', requested: undefined, past: top }))).toEqual(['t-kqj']);
  });

  it('random: distinct opponents drawn from the run seed and the count of small matches, reproducibly', () => {
    const first = ids(pickOpponents({ ...base, arm: 'random', requested: undefined }));
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(ids(pickOpponents({ ...base, arm: 'random', requested: undefined }))).toEqual(first);
    const draws = new Set(
      Array.from({ length: 8 }, (_, count) =>
        ids(
          pickOpponents({
            ...base,
            arm: 'random',
            requested: undefined,
            past: Array(count).fill({ opponents: [], result: null }),
          }),
        ).join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('top4: the top four in turn, batch by batch', () => {
    const pick = (count: number, batch = 2) =>
      ids(
        pickOpponents({
          ...base,
          batch,
          arm: 'top4',
          requested: undefined,
          past: Array(count).fill({ opponents: [], result: null }),
        }),
      );
    expect(pick(0)).toEqual(['t-kqj', 't-kq']);
    expect(pick(1)).toEqual(['b-50', 's-0']);
    expect(pick(2)).toEqual(['t-kqj', 't-kq']);
    expect(pick(0, 8)).toEqual(['t-kqj', 't-kq', 'b-50', 's-0']);
  });

  it('refuses opponents named under an arm that picks them, and small matches under off-policy', () => {
    for (const arm of ['ladder', 'random', 'top4'] as const)
      expect(() => pickOpponents({ ...base, arm, requested: ['t-kq'] })).toThrow(
        `the ${arm} arm picks the opponents itself`,
      );
    expect(() => pickOpponents({ ...base, arm: 'off-policy', requested: undefined })).toThrow(
      /off-policy arm plays no small matches/,
    );
  });
});

describe('ladder arm in a session', () => {
  const fixture = testArenaRun({ arm: 'ladder', batch: 1 });
  afterAll(fixture.cleanup);

  it('picks the opponent itself and charges one unit', async () => {
    const session = new ArenaSession(fixture.run, { runner: inProcessArenaRunner() });
    await expect(session.small({ opponents: ['t-kq'] })).rejects.toThrow(/picks the opponents itself/);
    const outcome = await session.small({});
    expect(outcome).toMatchObject({
      state: 'completed',
      cost: 1,
      result: { games: [{ opponent: 'b-50' }, { opponent: 'b-50' }] },
    });
  });
});
