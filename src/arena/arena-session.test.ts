// The arena's tools over a run's ledger: the free baseline, charged small matches and full evaluations, preflight
// rejections, idempotent repeats, snapshots and their parents, restore champion, freezing, and recovery of a
// submission left pending by an infrastructure failure.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { programFilesHash, readProgramFiles } from '../core/program-files.js';
import { openArenaRun } from './arena-run.js';
import { ArenaSession } from './arena-session.js';
import { ArenaInfraError } from './play-arena-games.js';
import { inProcessArenaRunner, strongMarker, testArenaRun } from './test-arena-run.js';

describe('arena session', () => {
  const fixture = testArenaRun({ budgets: { small: 8, full: 2 } });
  afterAll(fixture.cleanup);
  const { run } = fixture;
  let tokens = 0;
  const session = new ArenaSession(run, {
    runner: inProcessArenaRunner(),
    usage: () => ({ tokens, usd: tokens / 1000 }),
  });

  it('starts open, with the whole budget and no champion', () => {
    expect(session.status()).toEqual({
      game: 'kuhn-poker',
      poolSize: 4,
      arm: 'choice',
      feedback: 'dense',
      batch: 2,
      budgets: { small: { total: 8, used: 0, remaining: 8 }, full: { total: 2, used: 0, remaining: 2 } },
      baselineEvaluated: false,
      extended: false,
      champion: null,
      frozen: null,
      reviewTurnTaken: false,
      undelivered: 0,
    });
    expect(session.opponents({ from: 2, to: 3 }).map((opponent) => opponent.id)).toEqual(['t-kq', 'b-50']);
  });

  it('refuses small matches that name no, unknown, repeated or too many opponents, without charging', async () => {
    await expect(session.small({})).rejects.toThrow(/name 1–2 opponent ids/);
    await expect(session.small({ opponents: ['nobody'] })).rejects.toThrow(/no opponent 'nobody'/);
    await expect(session.small({ opponents: ['t-kq', 't-kq'] })).rejects.toThrow(/at most once/);
    await expect(session.small({ opponents: ['t-kq', 's-0', 'b-50'] })).rejects.toThrow(/at most 2 opponents/);
    expect(session.status().budgets.small.used).toBe(0);
  });

  it('plays a small match for one unit per opponent, records the usage so far, and repeats it for free', async () => {
    tokens = 1200;
    const outcome = await session.small({ opponents: ['t-kq', 's-0'] });
    expect(outcome).toMatchObject({ state: 'completed', cost: 2, result: { kind: 'small', feedback: 'dense' } });
    expect(session.status().budgets.small.used).toBe(2);
    const stored = run.ledger.submission(outcome.submissionId);
    expect(stored?.request).toEqual({
      kind: 'small',
      opponents: ['t-kq', 's-0'],
      options: { usage: { tokens: 1200, usd: 1.2 } },
    });
    expect(stored?.deliveredAt).not.toBeNull();
    expect(stored?.snapshotId).toBe(session.starterSnapshot);
    const again = await session.small({ opponents: ['t-kq', 's-0'] });
    expect(again).toEqual(outcome);
    expect(session.status().budgets.small.used).toBe(2);
  });

  it('rejects a snapshot whose preflight fails, for free, and links the next snapshot to the previous one', async () => {
    const main = join(run.strategyDir, 'main.mjs');
    appendFileSync(main, '\nconst = broken;\n');
    const rejected = await session.small({ opponents: ['t-kq'] });
    expect(rejected).toMatchObject({
      state: 'rejected',
      reason: expect.stringMatching(/syntax check of strategy\/main.mjs/),
    });
    expect(session.status().budgets.small.used).toBe(2);
    writeFileSync(
      main,
      `// ${strongMarker}\nimport { play } from './xparena.mjs';\nawait play((_o, legal) => legal[0]);\n`,
    );
    const previous = run.ledger.submissions().at(-1)?.snapshotId;
    const next = await session.small({ opponents: ['t-kqj'] });
    expect(next.state).toBe('completed');
    if (next.state !== 'completed') return;
    expect(run.ledger.snapshot(next.snapshotId).parent).toBe(previous);
  });

  it('runs the free baseline on the untouched starter before the first charged full evaluation', async () => {
    const outcome = await session.full({});
    expect(outcome).toMatchObject({
      state: 'completed',
      cost: 1,
      result: { kind: 'full', baseline: false, poolSize: 4 },
    });
    const delivered = session.deliver();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      snapshotId: session.starterSnapshot,
      result: { kind: 'full', baseline: true },
    });
    expect(session.deliver()).toEqual([]);
    expect(session.status()).toMatchObject({ baselineEvaluated: true, budgets: { full: { used: 1, remaining: 1 } } });
    expect(session.status().champion).not.toBeNull();
  });

  it('restores the champion’s snapshot into the strategy directory', () => {
    writeFileSync(join(run.strategyDir, 'main.mjs'), 'lost work\n');
    const restored = session.restoreChampion();
    expect(restored).toEqual({
      snapshotId: session.status().champion?.snapshotId,
      rank: session.status().champion?.rank,
      elo: session.status().champion?.elo,
    });
    expect(programFilesHash(readProgramFiles(run.strategyDir))).toBe(restored.snapshotId);
  });

  it('freezes when the full budget is spent: only status, deliver and the review turn answer, then only status', async () => {
    appendFileSync(join(run.strategyDir, 'main.mjs'), '// another version\n');
    const last = await session.full({ id: 'last' });
    expect(last).toMatchObject({ state: 'completed', submissionId: 'last' });
    expect(session.status().frozen).toBe('full-budget-spent');
    await expect(session.small({ opponents: ['t-kq'] })).rejects.toThrow(
      /frozen \(the full-evaluation budget is spent\)/,
    );
    await expect(session.full({})).rejects.toThrow(/frozen/);
    await expect(session.preflight()).rejects.toThrow(/frozen/);
    expect(() => session.restoreChampion()).toThrow(/frozen/);
    expect(() => session.opponents()).toThrow(/frozen/);
    expect(session.deliver()).toEqual([]);
    session.takeReviewTurn();
    expect(() => session.takeReviewTurn()).toThrow(/already taken/);
    expect(() => session.deliver()).toThrow(/only `status` answers/);
    expect(session.status().reviewTurnTaken).toBe(true);
  });
});

describe('arena session recovery', () => {
  const fixture = testArenaRun();
  afterAll(fixture.cleanup);

  it('keeps a submission pending after infrastructure failures and re-executes it on reopening without a second charge', async () => {
    const broken = new ArenaSession(fixture.run, { runner: inProcessArenaRunner({ infraFailures: 100 }) });
    await expect(broken.small({ opponents: ['b-50'] })).rejects.toThrow(ArenaInfraError);
    const pending = fixture.run.ledger.pending();
    expect(pending).toMatchObject({ state: 'pending', cost: 1, request: { kind: 'small', opponents: ['b-50'] } });
    await expect(broken.small({ opponents: ['t-kq'] })).rejects.toThrow(ArenaInfraError);
    expect(fixture.run.ledger.budget('small').used).toBe(1);

    const reopened = openArenaRun(fixture.run.dir);
    try {
      const session = new ArenaSession(reopened, { runner: inProcessArenaRunner() });
      expect(await session.recover()).toBe(true);
      expect(reopened.ledger.budget('small').used).toBe(1);
      expect(session.status().undelivered).toBe(1);
      const [delivered] = session.deliver();
      expect(delivered).toMatchObject({ submissionId: pending?.id, result: { kind: 'small', feedback: 'dense' } });
      expect(await session.recover()).toBe(false);
    } finally {
      reopened.ledger.close();
    }
  });
});

describe('arena session under an arm that picks the opponents', () => {
  const fixture = testArenaRun({ arm: 'random', batch: 1 });
  afterAll(fixture.cleanup);

  it('answers a retried submission id with its first result, picking as it did the first time', async () => {
    const session = new ArenaSession(fixture.run, { runner: inProcessArenaRunner() });
    const outcomes: Awaited<ReturnType<ArenaSession['small']>>[] = [];
    for (const id of ['step-1', 'step-2', 'step-3', 'step-4']) outcomes.push(await session.small({ id }));
    const opponent = (outcome: (typeof outcomes)[number] | undefined) =>
      outcome?.state === 'completed' && outcome.result.kind === 'small' ? outcome.result.games[0]?.opponent : undefined;
    // Steps 2 and 3 met different opponents, so a fresh pick for the retries could not match both.
    expect(opponent(outcomes[1])).not.toBe(opponent(outcomes[2]));
    expect(await session.small({ id: 'step-2' })).toEqual(outcomes[1]);
    expect(await session.small({ id: 'step-3' })).toEqual(outcomes[2]);
    expect(fixture.run.ledger.budget('small').used).toBe(4);
  });
});
