// `xparena learn2play variants` and `xparena run learn2play --rulesets fresh`, in process, on truffle-wood (fast).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learn2playRecords } from '../runs/run-labels.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

const home = () => mkdtempSync(join(tmpdir(), 'xparena-variants-'));

describe('xparena learn2play variants', () => {
  it('prints the variants that keep the ladder, all judged ones as JSON, and exits 1 when too few are found', async () => {
    const table = await runCli(['learn2play', 'variants', 'truffle-wood', '--count', '2', '--seeds', '6']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(
      /ruleset\s+rule sets\s+also in ruleset 0\s+reference\s+oracle\s+reference % of oracle\s+best baseline/,
    );
    expect(table.stdout).toMatch(
      /\n2 of \d+ variants tried \(rulesets 1–\d+\) keep truffle-wood's ladder over seeds 1–6/,
    );
    const json = await runCli(['learn2play', 'variants', 'truffle-wood', '-n', '2', '--seeds', '6', '--json']);
    const document = JSON.parse(json.stdout);
    expect(document.passed).toHaveLength(2);
    const kept = document.verdicts.filter((verdict: { failures: string[] }) => verdict.failures.length === 0);
    expect(kept.map((verdict: { ruleset: number }) => verdict.ruleset)).toEqual(document.passed);
    expect(document.verdicts[0].rows.map((row: { player: string }) => row.player)).toContain('reference');
    // Truffle-wood's variant 1 draws 12 rule sets, 3 of which the benchmark's space holds too.
    expect(document.verdicts[0]).toMatchObject({ ruleset: 1, ruleSets: 12, sharedWithBenchmark: 3 });
    const short = await runCli(['learn2play', 'variants', 'truffle-wood', '-n', '3', '--tries', '1', '--seeds', '4']);
    expect(short.code).toBe(1);
  });

  it('refuses a game without hidden rules, saying which have them', async () => {
    const result = await runCli(['learn2play', 'variants', 'chess']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /chess is not a hidden-rule game, so it has no variants; hidden-rule games: .*truffle-wood/,
    );
  });
});

describe('xparena run learn2play --rulesets fresh', () => {
  it('plays each trial on a fresh variant (agent and solver alike), stored in the run spec and the params', async () => {
    const dir = home();
    const base = ['--home', dir, 'run', 'learn2play', '-a', 'learner', '-g', 'truffle-wood', '--trials', '2'];
    const small = [...base, '--episodes', '2', '--no-progress', '--json'];
    const fresh = JSON.parse((await runCli([...small, '--rulesets', 'fresh'])).stdout);
    expect(fresh.spec.rulesets).toBe('fresh');
    const [first, second] = fresh.rulesets['truffle-wood'] as number[];
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    const benchmark = JSON.parse((await runCli(small)).stdout);
    expect(benchmark.spec.rulesets).toBeUndefined();
    expect(benchmark.rulesets['truffle-wood']).toEqual([0, 0]);
    expect(benchmark.run).not.toBe(fresh.run);

    const store = new Store(join(dir, 'xparena.db'), { readonly: true });
    const played = learn2playRecords(store, fresh.run);
    expect(played).toHaveLength(8);
    for (const { label, record } of played) expect(record.params.ruleset).toBe(label.trial === 0 ? first : second);
    for (const { record } of learn2playRecords(store, benchmark.run))
      expect(record.params).not.toHaveProperty('ruleset');
    store.close();

    const table = await runCli([...base, '--episodes', '2', '--no-progress', '--rulesets', 'fresh']);
    expect(table.stdout).toContain(`Fresh rules (ruleset per trial): truffle-wood ${first}, ${second}`);
    expect(table.stdout).toContain('played 0, already stored 8');
  });

  it('refuses --rulesets other than benchmark or fresh, and on S³Gym runs', async () => {
    const bad = await runCli(['run', 'learn2play', '-a', 'learner', '--rulesets', 'new']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "--rulesets must be benchmark (the published rules) or fresh (new variants drawn from the seed), got 'new'",
    );
    const s3gym = await runCli(['run', 's3gym', '-a', 'learner', '--rulesets', 'fresh']);
    expect(s3gym.code).toBe(2);
    expect(s3gym.stderr).toContain('--rulesets belongs to learn2play runs');
  });
});
