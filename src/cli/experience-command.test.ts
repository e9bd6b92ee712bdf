// `xparena experience export` and `compare` on real stored runs, and `name?from=` starting a run from an export.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

let env: Record<string, string>;
let home: string;
beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'xparena-experience-'));
  env = { XPARENA_HOME: home };
  const quiet = ['--no-plots', '--no-progress'];
  await runCli(
    [
      'tournament',
      'kuhn-poker',
      '--preset',
      'match',
      '-a',
      'random',
      '-a',
      'heuristic',
      '-g',
      '2',
      '--bootstrap',
      '0',
      ...quiet,
    ],
    env,
  );
  const evolve = ['evolve', 'kuhn-poker', '-a', 'learner', '-a', 'learner', '-x', 'learner', '-x', 'none'];
  const made = await runCli(
    [...evolve, '--anchors', 'latest', '-r', '3', '-g', '4', '--preset', 'match', ...quiet],
    env,
  );
  expect(made.code, made.stderr).toBe(0);
}, 60_000);

describe('xparena experience', () => {
  it('compares the evolving agents round by round, paired on seeds, with costs and a figure', async () => {
    const out = join(home, 'compare');
    const compared = await runCli(['experience', 'compare', 'latest', '--bootstrap', '100', '--json', '-o', out], env);
    expect(compared.code, compared.stderr).toBe(0);
    const json = JSON.parse(compared.stdout) as {
      baseline: string;
      points: { experience: string; point: number; episodes: number }[];
      differences: { experience: string; point: number; pairs: number }[];
      costs: { experience: string }[];
      figures: string[];
    };
    expect(json.baseline).toBe('learner (none)');
    expect(json.points).toHaveLength(6);
    expect(json.points.every((point) => point.episodes === 8)).toBe(true);
    // At round 1 neither has learned anything, so they play the same matches: the paired difference is exactly 0.
    expect([...new Set(json.points.map((point) => point.point))]).toEqual([1, 2, 3]);
    const first = json.differences.find((row) => row.point === 1);
    expect(first).toMatchObject({ experience: 'learner (learner)', pairs: 8, difference: { value: 0 } });
    expect(json.costs.map((row) => row.experience).sort()).toEqual(['learner (learner)', 'learner (none)']);
    expect(json.figures.every((file) => existsSync(file))).toBe(true);
    const text = await runCli(['experience', 'compare', 'latest', '--bootstrap', '0', '--no-plots'], env);
    expect(text.stdout).toMatch(/Δ vs learner \(none\)/);
    expect(text.stdout).toMatch(/learn tokens +learn USD +play tokens +play USD/);
  });

  it('exports a snapshot that a later run starts from, and refuses what does not fit', async () => {
    const file = join(home, 'learner.json');
    const exported = await runCli(['experience', 'export', 'latest', '--trial', '0', '-o', file], env);
    expect(exported.code, exported.stderr).toBe(0);
    const state = JSON.parse(readFileSync(file, 'utf8'));
    expect(state).toMatchObject({
      format: 'xparena-experience-state',
      experience: 'learner',
      source: { checkpoint: 2 },
    });
    const quiet = ['-n', '1', '--eval-every', '1', '--eval-episodes', '1', '--trials', '1', '--no-progress'];
    const started = await runCli(
      ['run', 's3gym', '-a', 'learner', '-x', `learner?from=${file}`, '-g', 'snake', ...quiet],
      env,
    );
    expect(started.code, started.stderr).toBe(0);
    const wrong = await runCli(
      ['run', 's3gym', '-a', 'learner', '-x', `history?from=${file}`, '-g', 'snake', ...quiet],
      env,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/holds a 'learner' state, not a 'history' one/);
    const missing = await runCli(['experience', 'export', 'latest', '--checkpoint', '7'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no snapshot at checkpoint 7 of trial 0; stored: 0, 1/);
    const one = await runCli(['experience', 'compare', 'latest', '--no-plots'], env);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/only one experience/);
  });
});
