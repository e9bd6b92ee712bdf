// `xparena pool calibrate|show` on a fixture pool of six tiny kuhn-poker programs in two families (JS and Python):
// sealing, resuming to the same bytes (also after an interruption), the distinct-play probe, the ladder and its checks.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { calibratePoolCommand } from './pool-calibration.js';
import { runCli } from './test-cli.js';

const fixture = new URL('./fixtures/pools', import.meta.url).pathname;
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A fresh store and a fresh copy of the fixture pools (calibration writes pool.json into it). */
function setup() {
  const pools = scratch('xparena-pools-');
  cpSync(fixture, pools, { recursive: true });
  const env = {
    XPARENA_HOME: scratch('xparena-pool-home-'),
    [poolsDirVariable]: pools,
    [unsafeNoSandboxVariable]: '0',
  };
  return { pools, env, sealed: join(pools, 'kuhn-poker', 'pool.json') };
}

const calibrate = ['pool', 'calibrate', 'kuhn-poker', '-c', '4', '--no-progress', '--unsafe-no-sandbox'];

describe('xparena pool', () => {
  const first = setup();
  let sealed = '';

  it('calibrates the fixture pool and its top against the reference into a sealed file, and a second run plays nothing and writes the same bytes', async () => {
    const result = await runCli(calibrate, first.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/6 programs, degree 2, 1 seed: 12 matches/);
    expect(result.stdout).toContain('faults: 0 matches with player faults, 0 with infrastructure errors');
    sealed = readFileSync(first.sealed, 'utf8');
    const pool = JSON.parse(sealed);
    expect(Object.keys(pool)).toEqual([
      'formatVersion',
      'game',
      'gameVersion',
      'schedule',
      'meanIntervalWidth',
      'programs',
      'pairs',
      'topCheck',
    ]);
    expect(pool.schedule).toEqual({ degree: 2, seeds: 1 });
    expect(result.stdout).toMatch(/against the reference \S+, 20 seeds in both seat orders: 40 matches/);
    expect(pool.topCheck).toMatchObject({ top: pool.programs[0].id, games: 40 });
    expect(pool.topCheck.reference).toBe('t-kq');
    expect(pool.programs.map((program: { rank: number }) => program.rank)[0]).toBe(1);
    expect(Object.keys(pool.programs[0])).toEqual(['id', 'family', 'args', 'codeHash', 'elo', 'interval', 'rank']);
    expect(pool.pairs.reduce((sum: number, pair: { games: number }) => sum + pair.games, 0)).toBe(12);

    const again = await runCli(calibrate, first.env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/resuming run pool-/);
    expect(again.stdout).toContain('played 0, already stored 12');
    expect(again.stdout).toContain('played 0, already stored 40');
    expect(readFileSync(first.sealed, 'utf8')).toBe(sealed);
  });

  it('resumes an interrupted calibration to the same file', async () => {
    // Without a reference there is no top check (its 40 matches): the calibration alone is interrupted and resumed.
    const [uninterrupted, second] = [setup(), setup()];
    const rosterFile = join(fixture, 'kuhn-poker', 'roster.json');
    const roster = readFileSync(rosterFile, 'utf8').replace('"reference": true,', '');
    for (const copy of [uninterrupted, second]) writeFileSync(join(copy.pools, 'kuhn-poker', 'roster.json'), roster);
    const whole = await runCli(calibrate, uninterrupted.env);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).not.toContain('against the reference');
    const expected = readFileSync(uninterrupted.sealed, 'utf8');
    const saved = { ...process.env };
    const savedExit = process.exitCode;
    Object.assign(process.env, second.env, { [unsafeNoSandboxVariable]: '1' });
    try {
      const controller = new AbortController();
      let finished = 0;
      const context = {
        home: second.env.XPARENA_HOME,
        resume: 'xparena pool calibrate kuhn-poker',
        progressOptions: { tty: false, intervalMs: 0, write: () => ++finished === 3 && controller.abort() },
        signal: controller.signal,
        json: true,
      };
      await calibratePoolCommand('kuhn-poker', { concurrency: 4 }, context);
      expect(process.exitCode).toBe(130);
      expect(() => readFileSync(second.sealed)).toThrow();
      process.exitCode = undefined;
      await calibratePoolCommand(
        'kuhn-poker',
        { concurrency: 4 },
        { ...context, signal: new AbortController().signal },
      );
      expect(process.exitCode).toBeUndefined();
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
      process.exitCode = savedExit;
    }
    expect(readFileSync(second.sealed, 'utf8')).toBe(expected);
  });

  it('finds the programs that play identically against the reference on shared seeds, and pool show uses it', async () => {
    const distinct = [
      'pool',
      'distinct',
      'kuhn-poker',
      '--seeds',
      '4',
      '-c',
      '4',
      '--no-progress',
      '--unsafe-no-sandbox',
    ];
    const result = await runCli(distinct, first.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/6 programs × 4 seeds: 48 matches/);
    // `b-0` (Python: bet or call a king, never bluff) is `t-k` (JavaScript: bet or call a king only) in other code.
    expect(result.stdout).toContain('identical play: b-0 = t-k');
    const file = join(first.pools, 'kuhn-poker', 'distinct.json');
    const written = readFileSync(file, 'utf8');
    expect(JSON.parse(written).identical).toEqual([['b-0', 't-k']]);
    const again = await runCli(distinct, first.env);
    expect(again.stdout).toContain('played 0, already stored 48');
    expect(readFileSync(file, 'utf8')).toBe(written);
    const show = await runCli(['pool', 'show', 'kuhn-poker', '--json'], first.env);
    const check = JSON.parse(show.stdout).checks.find((entry: { name: string }) => entry.name === 'distinct');
    expect(check).toMatchObject({ pass: false, value: 1, pairs: [['b-0', 't-k']] });
    expect(check.detail).toBe('identical play against the reference on 4 shared seeds: b-0 = t-k');

    // Same id, new code: b-0 bluffs a quarter of its jacks; its old probe games must not be reused.
    const rosterFile = join(first.pools, 'kuhn-poker', 'roster.json');
    const roster = readFileSync(rosterFile, 'utf8');
    writeFileSync(rosterFile, roster.replace('"args": ["--bluff", "0"]', '"args": ["--bluff", "0.25"]'));
    const changed = await runCli(distinct, first.env);
    expect(changed.stdout).toContain('played 8, already stored 40');
    expect(changed.stdout).not.toContain('b-0 = t-k');
    // Content-addressed: with b-100's args b-0 is b-100's very program, so its stored games are b-100's.
    writeFileSync(rosterFile, roster.replace('"args": ["--bluff", "0"]', '"args": ["--bluff", "1"]'));
    const same = await runCli(distinct, first.env);
    expect(same.stdout).toContain('played 0, already stored 48');
    expect(same.stdout).toContain('identical play: b-0 = b-100');
    writeFileSync(rosterFile, roster);
    const restored = await runCli(distinct, first.env);
    expect(restored.stdout).toContain('played 0, already stored 48');
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('verifies a sample of the sealed pairs by replaying them in a fresh store, and reports a pair that differs', async () => {
    const verify = ['pool', 'verify', 'kuhn-poker', '--pairs', '3', '-c', '4', '--no-progress', '--unsafe-no-sandbox'];
    const ok = await runCli(verify, first.env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/3 of 6 sealed pairs: 6 matches/);
    expect(ok.stdout).toMatch(/reproduced: all 3 sampled pairs \(6 matches\) score exactly as sealed/);
    // The user's store is not used: its calibration matches would answer without a replay.
    expect(ok.stdout).toMatch(/store \S*xparena-pool-verify-/);

    const pool = JSON.parse(sealed);
    pool.pairs[0].score = pool.pairs[0].games - pool.pairs[0].score + 0.5;
    writeFileSync(first.sealed, `${JSON.stringify(pool, null, 2)}\n`);
    try {
      const differs = await runCli(verify, first.env);
      expect(differs.code).toBe(1);
      expect(differs.stdout).toMatch(new RegExp(`${pool.pairs[0].a} vs ${pool.pairs[0].b} +${pool.pairs[0].score}/2`));
      expect(differs.stderr).toMatch(/1 of 3 pairs differ from the sealed pool/);
    } finally {
      writeFileSync(first.sealed, sealed);
    }
  });

  it('shows the ladder with its checks, as text and as JSON, and warns when a program changed since sealing', async () => {
    const text = await runCli(['pool', 'show', 'kuhn-poker'], first.env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(
      /^## pool of kuhn-poker \(version \d+\): 6 programs, degree 2, 1 seed per ordered pair/,
    );
    expect(text.stdout).toMatch(/^rank +id +family +args +Elo +95% interval$/m);
    expect(text.stdout).toMatch(/^ +1 +\S+ +(threshold|bluffer) +--\w+ \S+ +\d+\.\d +\d+\.\d – \d+\.\d$/m);
    expect(text.stdout).toMatch(/t-kq \(reference\)/);
    expect(text.stdout).toMatch(/^FAIL +spread: Elo spread [\d.]+ \(needs ≥ 800\)$/m);
    expect(text.stdout).toMatch(/^(PASS|FAIL) +gaps: largest gap/m);
    expect(text.stdout).toMatch(/^(PASS|FAIL| {2}- ) +top-beats-reference: /m);
    expect(text.stdout).toMatch(/^(PASS|FAIL) +distinct: /m);

    const json = await runCli(['pool', 'show', 'kuhn-poker', '--json'], first.env);
    const report = JSON.parse(json.stdout);
    expect(Object.keys(report)).toEqual(['pool', 'reference', 'checks', 'changed', 'removed']);
    expect(report.reference).toBe('t-kq');
    expect(report.pool).toEqual(JSON.parse(sealed));
    expect(report.checks.map((check: { name: string }) => check.name)).toEqual([
      'spread',
      'gaps',
      'top-beats-reference',
      'distinct',
    ]);
    expect(report.changed).toEqual([]);

    appendFileSync(join(first.pools, 'kuhn-poker', 'bluffer', 'main.py'), '# changed\n');
    const changed = await runCli(['pool', 'show', 'kuhn-poker'], first.env);
    expect(changed.code).toBe(0);
    expect(changed.stderr.trim()).toBe(
      'warning: code changed since sealing: b-0, b-100, b-50; re-seal with xparena pool calibrate kuhn-poker',
    );
  });

  it("calibrates a two-role pool across roles only, each program in its role's seat, and shows the roles", async () => {
    const twoRole = setup();
    const roster = {
      programs: [
        { id: 't-k', family: 'threshold', args: ['--cards', 'K'], role: 0 },
        { id: 't-kq', family: 'threshold', args: ['--cards', 'KQ'], role: 0 },
        { id: 'b-50', family: 'bluffer', args: ['--bluff', '0.5'], role: 1 },
        { id: 'b-100', family: 'bluffer', args: ['--bluff', '1'], role: 1 },
      ],
      schedule: { degree: 1, seeds: 2 },
    };
    writeFileSync(join(twoRole.pools, 'kuhn-poker', 'roster.json'), JSON.stringify(roster));
    const result = await runCli(calibrate, twoRole.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/4 programs, degree 1, 2 seeds: 4 matches/);
    const pool = JSON.parse(readFileSync(twoRole.sealed, 'utf8'));
    const roles = Object.fromEntries(
      pool.programs.map((program: { id: string; role: number }) => [program.id, program.role]),
    );
    expect(roles).toEqual({ 't-k': 0, 't-kq': 0, 'b-50': 1, 'b-100': 1 });
    expect(pool.pairs.map((pair: { a: string; b: string }) => `${pair.a} ${pair.b}`)).toEqual([
      'b-100 t-k',
      'b-50 t-kq',
    ]);
    const runId = result.stdout.match(/run (pool-[0-9a-f]+)/)?.[1] as string;
    const matches = await runCli(['matches', '--run', runId, '--json'], twoRole.env);
    const seats = matches.stdout
      .trim()
      .split('\n')
      .map((line) =>
        (JSON.parse(line) as { seats: string[] }).seats.map((seat) => roles[seat.split('/')[2] as string]),
      );
    expect(seats).toEqual(new Array(4).fill([0, 1]));
    const show = await runCli(['pool', 'show', 'kuhn-poker'], twoRole.env);
    expect(show.stdout).toMatch(/^rank +id +family +args +role +Elo +95% interval$/m);
  });

  it('refuses a broken roster, an unsealed pool and an odd degree in one line (exit 2)', async () => {
    const broken = setup();
    writeFileSync(
      join(broken.pools, 'kuhn-poker', 'roster.json'),
      '{ "programs": [ { "id": "a", "family": "nope" } ] }',
    );
    const bad = await runCli(calibrate, broken.env);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toMatch(/^xparena: .*roster\.json: field 'programs' must list at least two programs$/);

    const fresh = setup();
    const show = await runCli(['pool', 'show', 'kuhn-poker'], fresh.env);
    expect(show.code).toBe(2);
    expect(show.stderr.trim()).toMatch(
      /^xparena: the pool of kuhn-poker is not sealed yet .*xparena pool calibrate kuhn-poker$/,
    );
    const odd = await runCli([...calibrate, '--degree', '3'], fresh.env);
    expect(odd.code).toBe(2);
    expect(odd.stderr.trim()).toBe(
      'xparena: --degree must be even for a symmetric pool (each program meets degree/2 on each side), got 3',
    );
    const unknown = await runCli(['pool', 'show', 'chess', '--pools-dir', fresh.pools], {
      ...fresh.env,
      [poolsDirVariable]: '',
    });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toMatch(
      /^xparena: no pool for 'chess' in .*; pools: kuhn-poker \(see docs\/pools\.md\)$/,
    );
  });
});
