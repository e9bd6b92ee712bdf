// End-to-end tests of `xparena run`: each runs the CLI's `main` in this process with its own store.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCH_RECORD_FORMAT, type MatchRecord } from '../core/match-record.js';
import { recordUsage } from './s3gym-run-plan.js';
import { runCli } from './test-cli.js';

/** `xparena <args>` in this process (runCli: no second and a half to start a child), its store in `home`. */
async function xparena(args: readonly string[], home = mkdtempSync(join(tmpdir(), 'xparena-run-'))) {
  return { ...(await runCli(args, { XPARENA_HOME: home })), home };
}

const small = ['--games', 'trust-evolution,snake', '--episodes', '4', '--eval-every', '2', '--eval-episodes', '2'];

describe('xparena run', () => {
  it('runs the suite with the learner, stores it, and resumes without replaying stored episodes', async () => {
    const first = await xparena(['run', 's3gym', '--agent', 'learner', ...small, '--trials', '2', '--json']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const result = JSON.parse(first.stdout);
    // 2 games × 2 trials × (4 exploration + 3 checkpoints × 2 evaluation episodes)
    expect(result).toMatchObject({
      played: 40,
      skipped: 0,
      interrupted: false,
      spec: { experience: 'learner', evalSeeds: 'fixed' },
    });
    // Per game: each trial's own metrics and their mean over trials.
    expect(result.summary['trust-evolution'].perTrial).toHaveLength(2);
    expect(result.summary.snake).toMatchObject({ checkpoints: 3, epsilon: 1, avg: { value: expect.any(Number) } });
    expect(result.run).toMatch(/^s3gym-[0-9a-f]{12}$/);
    const again = await xparena(
      ['run', 's3gym', '--agent', 'learner', ...small, '--trials', '2', '--json'],
      first.home,
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ run: result.run, played: 0, skipped: 40, curves: result.curves });

    const table = await xparena(
      ['run', 's3gym', '--agent', 'learner', ...small, '--trials', '2', '--concurrency', '2'],
      first.home,
    );
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`resuming run ${result.run}`);
    expect(table.stdout).toMatch(/game\s+trials\s+checkpoints\s+y₀\s+Avg\s+Max\s+AUC\+\s+NABA/);
    expect(table.stdout).toMatch(/\ntrust-evolution\s+2\s+3\s/);
    expect(table.stdout).toMatch(/game\s+trial\s+y₀\s+Avg\s+Max\s+AUC\+\s+NABA/);
    expect(table.stdout).toMatch(/\nsnake\s+1\s/);
    expect(table.stdout).toContain('Student-t intervals over trials');
    expect(table.stdout).toContain(`run ${result.run}`);

    const exported = await xparena(['export', '--run', result.run], first.home);
    const lines = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => 'formatVersion' in line); // the match records, without the run's and its snapshots' lines
    expect(lines).toHaveLength(40);
    expect(JSON.parse(lines[0].label)).toMatchObject({ protocol: 'explore-evaluate', pathway: 'learner' });
  });

  it('reads the same run from a YAML spec', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const file = join(home, 'run.yaml');
    writeFileSync(
      file,
      'agent: learner\ngames: [trust-evolution, snake]\nepisodes: 4\nevalEvery: 2\nevalEpisodes: 2\ntrials: 1\n',
    );
    const fromFile = await xparena(['run', file, '--json'], home);
    expect(fromFile.code).toBe(0);
    const flags = await xparena(['run', 's3gym', '--agent', 'learner', ...small, '--trials', '1', '--json'], home);
    expect(JSON.parse(flags.stdout)).toMatchObject({ run: JSON.parse(fromFile.stdout).run, played: 0 });
  });

  it('resumes a run made before fixed evaluation seeds under its old id with --eval-seeds fresh', async () => {
    const old = [
      'run',
      's3gym',
      '--agent',
      'learner',
      '--games',
      'trust-evolution',
      '--episodes',
      '6',
      '--trials',
      '2',
    ];
    // The id this spec had before evalSeeds existed (see s3gym-suite.test.ts).
    const fresh = await xparena([...old, '--eval-seeds', 'fresh', '--json']);
    expect(fresh.code, fresh.stderr).toBe(0);
    const result = JSON.parse(fresh.stdout);
    expect(result.run).toBe('s3gym-c192739b208d');
    expect(result.spec).not.toHaveProperty('evalSeeds');
    const fixed = JSON.parse((await xparena([...old, '--json'], fresh.home)).stdout);
    expect(fixed.run).not.toBe(result.run);
    expect(fixed.spec).toMatchObject({ evalSeeds: 'fixed' });
    const newest = JSON.parse((await xparena([...old, '--history-drop', 'newest', '--json'], fresh.home)).stdout);
    expect(newest.spec).toMatchObject({ evalSeeds: 'fixed', historyDrop: 'newest' });
    expect(await xparena([...old, '--eval-seeds', 'sometimes'], fresh.home)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('evalSeeds:'),
    });
  });

  it('rejects bad specs with exit code 2 and a message naming each field', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const file = join(home, 'bad.yaml');
    writeFileSync(file, 'agent: learner\nepisodes: -1\nevalEvery: two\ngames: [snake, go]\nbogus: 1\n');
    const bad = await xparena(['run', file], home);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`invalid run spec ${file}:`);
    for (const field of ['episodes:', 'evalEvery:', 'games.1:', 'Unrecognized key: "bogus"']) {
      expect(bad.stderr).toContain(field);
    }
    writeFileSync(file, 'agent: [unclosed\n');
    expect(await xparena(['run', file], home)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not valid YAML'),
    });
    expect(await xparena(['run', join(home, 'missing.yaml')], home)).toMatchObject({ code: 2 });
    expect(await xparena(['run', 's3gym'], home)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('agent: required'),
    });
    expect((await xparena(['run', 'gym9'], home)).code).toBe(2);
    expect((await xparena(['run', 's3gym', '--agent', 'learner', '--experience', 'dreams'], home)).stderr).toContain(
      'experience:',
    );
    expect((await xparena(['run', 's3gym', '--agent', 'nobody', '--games', 'snake'], home)).stderr).toContain(
      "unknown agent 'nobody'",
    );
  });
});

describe('recordUsage', () => {
  it("counts the tokens and dollars of every answer, a forfeit's rejected attempts included", async () => {
    const usage = (tokens: number, costUsd: number) => ({ inputTokens: tokens, outputTokens: 1, costUsd, calls: 1 });
    const record: MatchRecord = {
      formatVersion: MATCH_RECORD_FORMAT,
      id: 'm',
      game: 'snake',
      version: 1,
      params: {},
      seed: 1,
      seats: [{ agent: 'llm:m/x', name: 'x' }],
      steps: [
        {
          moves: [
            {
              player: 0,
              action: 'up',
              text: 'up',
              usage: usage(10, 0.1),
              invalid: [{ error: 'late', usage: usage(5, 0.05) }],
            },
          ],
        },
      ],
      end: {
        status: 'forfeit',
        player: 0,
        scores: [0],
        stateHash: '',
        attempts: [{ error: 'bad', usage: usage(20, 0.2) }],
      },
    };
    const { tokens, dollars } = recordUsage(record);
    expect(tokens).toBe(11 + 6 + 21);
    expect(dollars).toBeCloseTo(0.35);
  });
});
