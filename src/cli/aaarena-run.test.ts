// `xparena run aaarena` end to end on the kuhn-poker fixture pool with the offline developer and tiny budgets: one
// stored run whose repetition spends exactly its budgets, resumes to the same result, and refuses bad flags.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { offlineFixturePools } from '../arena/test-arena-run.js';
import { runCli } from './test-cli.js';

const root = mkdtempSync(join(tmpdir(), 'xparena-aaarena-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pools = offlineFixturePools(root);
const env = { [poolsDirVariable]: pools };
const home = join(root, 'home');
const run = [
  '--home',
  home,
  '--unsafe-no-sandbox',
  'run',
  'aaarena',
  '--game',
  'kuhn-poker',
  '--developer',
  'offline',
  '--small',
  '2',
  '--full',
  '1',
  '--batch',
  '1',
  '--repetitions',
  '1',
  '--no-progress',
];

describe('xparena run aaarena', () => {
  it('runs a repetition with the offline developer, spending exactly its budgets, and resumes to the same result', async () => {
    const first = await runCli([...run, '--json'], env);
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.code).toBe(0);
    const document = JSON.parse(first.stdout);
    expect(document.run).toMatch(/^aaarena-/);
    const [repetition] = document.repetitions;
    expect(repetition).toMatchObject({
      repetition: 1,
      stop: 'frozen',
      budgets: { small: { used: 2, remaining: 0 }, full: { used: 1, remaining: 0 } },
    });
    expect(repetition.baseline.rank).toBeGreaterThanOrEqual(1);
    expect(repetition.champion.rank).toBeLessThanOrEqual(repetition.baseline.rank);
    expect(document.summary).toMatchObject({ repetitions: 1, medianRank: repetition.champion.rank });

    const again = await runCli(run, env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^resuming run aaarena-/);
    expect(again.stdout).toMatch(/ {2}1 +\d+ +[\d.]+ +\d+–\d+ +\d+ +2\/2 +1\/1 +frozen/);
    expect(again.stdout).toMatch(/gold medals: \d of 1/);
  });

  it('continues the finished run once with --extend: the same run id, budgets tripled, the champion kept or bettered', async () => {
    const base = JSON.parse((await runCli([...run, '--json'], env)).stdout);
    const continued = await runCli([...run, '--extend', '--json'], env);
    expect(continued.stderr).not.toMatch(/error/i);
    expect(continued.code).toBe(0);
    const document = JSON.parse(continued.stdout);
    expect(document.run).toBe(base.run);
    const [repetition] = document.repetitions;
    expect(repetition).toMatchObject({
      extended: true,
      budgets: { small: { total: 6 }, full: { total: 3, used: 3 } },
      beforeExtension: { rank: base.repetitions[0].champion.rank, elo: base.repetitions[0].champion.elo },
    });
    expect(repetition.champion.rank).toBeLessThanOrEqual(repetition.beforeExtension.rank);
    expect(document.summary.medianRankBeforeExtension).toBe(repetition.beforeExtension.rank);

    const table = await runCli([...run, '--extend'], env);
    expect(table.stdout).toMatch(/rank before extension/);
    expect(table.stdout).toMatch(/before the extension rank/);
    const plain = await runCli(run, env);
    expect(plain.stdout).toMatch(/ {2}1 +\d+ +\d+ +[\d.]+ +\d+–\d+ +\d+ +\d\/6 +3\/3 +/);
  });

  it('refuses a missing game, an unknown developer and flags of other suites', async () => {
    const base = ['--home', home, 'run', 'aaarena'];
    expect((await runCli([...base, '--developer', 'offline'], env)).stderr).toMatch(/aaarena needs --game/);
    const unknown = await runCli([...base, '--game', 'kuhn-poker', '--developer', 'wizard'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown developer 'wizard'; developers: offline/);
    const other = await runCli(
      [...base, '--game', 'kuhn-poker', '--developer', 'offline', '--trials', '2', '--eval-every', '2'],
      env,
    );
    expect(other.stderr).toMatch(/aaarena takes no --eval-every, --trials/);
    const s3gym = await runCli(['--home', home, 'run', 's3gym', '--agent', 'random', '--extend'], env);
    expect(s3gym.code).toBe(2);
    expect(s3gym.stderr).toMatch(/--extend belong to aaarena runs/);
  });
});
