// `xparena arena …` end to end on the kuhn-poker fixture pool with real (sandboxed) programs and a store: status,
// opponents, preflight, a small match, the baseline and a full evaluation, deliver, restore, and refusals.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { findArenaRun } from '../arena/find-arena-run.js';
import { testArenaRun, testStoreRunId } from '../arena/test-arena-run.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

describe('xparena arena', () => {
  const fixture = testArenaRun({ budgets: { small: 4, full: 2 } }, { store: true });
  const { run } = fixture;
  run.ledger.close();
  const env = { XPARENA_HOME: fixture.home, [unsafeNoSandboxVariable]: '1', [poolsDirVariable]: run.config.poolsDir };
  const arena = async (...args: string[]) => {
    const result = await runCli(['arena', ...args, '--run', run.dir], env);
    return {
      ...result,
      json:
        result.stdout.trim().startsWith('{') || result.stdout.trim().startsWith('[')
          ? JSON.parse(result.stdout)
          : undefined,
    };
  };
  afterAll(fixture.cleanup);

  it('shows the status, the budget and the ladder', async () => {
    const status = await arena('status', '--json');
    expect(status.code, status.stderr).toBe(0);
    expect(status.json).toMatchObject({ game: 'kuhn-poker', poolSize: 4, arm: 'choice', baselineEvaluated: false });
    const text = await arena('status');
    expect(text.stdout).toMatch(/^kuhn-poker: 4 programs, arm choice, dense feedback, batch 2$/m);
    expect(text.stdout).toMatch(/^small: 4 of 4 units left \(0 used\)$/m);
    const budget = await arena('budget', '--json');
    expect(budget.json).toEqual({
      small: { total: 4, used: 0, remaining: 4 },
      full: { total: 2, used: 0, remaining: 2 },
    });
    const opponents = await arena('opponents', '--from', '2', '--to', '3', '--json');
    expect(opponents.json).toEqual([
      { id: 't-kq', rank: 2, elo: 1550 },
      { id: 'b-50', rank: 3, elo: 1450 },
    ]);
    expect((await arena('opponents')).stdout).toMatch(/^ {3}1 {2}t-kqj/m);
  });

  it('preflights, plays a small match and the full evaluation with its free baseline, storing the matches', async () => {
    expect((await arena('preflight')).stdout.trim()).toBe('preflight: ok');
    const small = await arena('small', 't-kq', '--json');
    expect(small.code, small.stderr).toBe(0);
    expect(small.json).toMatchObject({ state: 'completed', cost: 1, result: { kind: 'small', feedback: 'dense' } });
    expect(small.json.result.games).toHaveLength(2);
    expect(small.json.result.candidateErrors).toBe(0);
    const full = await arena('full', '--json');
    expect(full.code, full.stderr).toBe(0);
    expect(full.json).toMatchObject({
      state: 'completed',
      cost: 1,
      result: { kind: 'full', baseline: false, poolSize: 4 },
    });
    expect(full.json.result.wins + full.json.result.draws + full.json.result.losses).toBe(8);
    const store = new Store(join(fixture.home, 'xparena.db'));
    try {
      expect(store.listMatches({ runId: testStoreRunId })).toHaveLength(8);
    } finally {
      store.close();
    }
    const delivered = await arena('deliver', '--json');
    expect(delivered.json).toHaveLength(1);
    expect(delivered.json[0]).toMatchObject({ result: { kind: 'full', baseline: true } });
    expect((await arena('deliver')).stdout.trim()).toBe('nothing to deliver');
  });

  it('rejects a broken strategy for free, restores the champion, and refuses bad requests with exit 2', async () => {
    appendFileSync(join(run.strategyDir, 'main.mjs'), '\nconst = 1;\n');
    const failed = await arena('preflight');
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^preflight failed: syntax check of strategy\/main.mjs failed/);
    const rejected = await arena('small', 's-0', '--json');
    expect(rejected.code).toBe(1);
    expect(rejected.json).toMatchObject({ state: 'rejected' });
    expect((await arena('budget', '--json')).json.small.used).toBe(1);
    const restored = await arena('restore');
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^restored the champion \w+ \(rank \d, Elo [\d.]+\) into strategy\/$/m);
    expect((await arena('preflight')).code).toBe(0);
    const unknown = await arena('small', 'nobody');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^xparena: no opponent 'nobody' in the kuhn-poker pool/);
    const tooMany = await arena('small', 't-kq', 's-0', 'b-50');
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toMatch(/at most 2 opponents/);
  });

  it('finds the run by id under the home, or from inside its workspace, and refuses elsewhere', async () => {
    mkdirSync(join(fixture.home, 'arena', 'r1'), { recursive: true });
    writeFileSync(join(fixture.home, 'arena', 'r1', 'note'), '');
    expect(findArenaRun(undefined, fixture.home, join(run.workspace, 'notes'))).toBe(run.dir);
    expect(findArenaRun(run.dir, fixture.home)).toBe(run.dir);
    expect(() => findArenaRun(undefined, fixture.home, fixture.root)).toThrow(/no arena run here/);
    expect(() => findArenaRun('r1', fixture.home)).toThrow(/no arena run 'r1'/);
    const missing = await runCli(['arena', 'status', '--run', 'nothing-here'], env);
    expect(missing.code).toBe(2);
  });
});
