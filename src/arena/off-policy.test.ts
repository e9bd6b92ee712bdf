// The off-policy arm: a deterministic catalogue of pool-vs-pool matches, each viewed for one small unit (again for
// free), and no small matches of the agent's own.
import { afterAll, describe, expect, it } from 'vitest';
import { ArenaSession } from './arena-session.js';
import { catalogueMatches } from './off-policy.js';
import { inProcessArenaRunner, testArenaRun } from './test-arena-run.js';

describe('off-policy arm', () => {
  const fixture = testArenaRun({ arm: 'off-policy' });
  afterAll(fixture.cleanup);
  const { run } = fixture;
  const session = new ArenaSession(run, { runner: inProcessArenaRunner() });

  it('lists every pair of pool programs once, reproducibly from the run seed, unviewed', () => {
    const entries = session.catalogue();
    expect(entries).toHaveLength(6);
    expect(new Set(entries.map((entry) => [...entry.seats].sort().join())).size).toBe(6);
    expect(entries[0]).toEqual({
      id: expect.stringMatching(/^r-/),
      seats: ['t-kqj', 't-kq'],
      outcome: 'not viewed yet',
      rounds: 0,
    });
    expect(catalogueMatches(run.pool, run.config.seed).map((match) => match.id)).toEqual(
      entries.map((entry) => entry.id),
    );
    expect(catalogueMatches(run.pool, run.config.seed + 1)[0]?.id).not.toBe(entries[0]?.id);
  });

  it('views a replay for one small unit, again for free, and lists its outcome afterwards', async () => {
    const [entry] = session.catalogue();
    const replay = (await session.viewReplay(entry?.id as string)) as Record<string, unknown>;
    expect(replay).toMatchObject({
      id: entry?.id,
      seats: [
        { id: 't-kqj', rank: 1 },
        { id: 't-kq', rank: 2 },
      ],
      sampled: false,
    });
    expect(replay.outcome).toMatch(/^(t-kqj won|t-kq won|draw)/);
    expect(session.status().budgets.small.used).toBe(1);
    expect(await session.viewReplay(entry?.id as string)).toEqual(replay);
    expect(session.status().budgets.small.used).toBe(1);
    expect(session.catalogue()[0]).toMatchObject({ outcome: replay.outcome, rounds: replay.rounds });
    expect(session.deliver()).toEqual([]);
  });

  it('refuses own small matches, unknown entries, and the catalogue in other arms', async () => {
    await expect(session.small({ opponents: ['t-kq'] })).rejects.toThrow(/off-policy arm plays no small matches/);
    await expect(session.viewReplay('r-nothing')).rejects.toThrow(/no replay 'r-nothing' in the catalogue/);
    const other = testArenaRun();
    try {
      const choice = new ArenaSession(other.run, { runner: inProcessArenaRunner() });
      expect(() => choice.catalogue()).toThrow(/belongs to the off-policy arm/);
      await expect(choice.viewReplay('r-x')).rejects.toThrow(/belongs to the off-policy arm/);
    } finally {
      other.cleanup();
    }
  });
});
