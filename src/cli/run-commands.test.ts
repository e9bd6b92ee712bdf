// Every run command goes through the same lifecycle (src/runs/execute-run.ts): it prints its run id first, shows
// progress off a terminal as plain lines, and ends with where its results are; `latest` names the kind it needs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

const home = mkdtempSync(join(tmpdir(), 'xparena-run-commands-'));

describe('run commands', () => {
  it.each([
    [
      'episodes',
      ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-n', '3'],
      /^starting run episodes-\w{12}: 3 matches/,
    ],
    [
      'tournament',
      ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '2', '--no-plots', '--bootstrap', '0'],
      /^starting run tournament-\w{12}: 4 matches/,
    ],
    [
      'evolve',
      [
        'evolve',
        'kuhn-poker',
        '-a',
        'learner',
        '--anchors',
        'latest',
        '--rounds',
        '2',
        '--games-per-anchor',
        '1',
        '--no-plots',
      ],
      /^starting run evolve-\w{12}: 1 evolving × 2 anchors × 1 games × 2 rounds = 4 matches/,
    ],
    [
      'run',
      [
        'run',
        's3gym',
        '-a',
        'learner',
        '--games',
        'snake',
        '--episodes',
        '2',
        '--eval-every',
        '1',
        '--eval-episodes',
        '1',
        '--trials',
        '1',
      ],
      /^starting run s3gym-\w{12}: learner with \w+ experience, \w+ evaluation seeds, \d+ episodes/,
    ],
  ])(
    '%s prints its run id first, progress lines off a terminal, and where the results are last',
    async (_name, args, first) => {
      const result = await runCli(['--home', home, ...args]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.split('\n')[0]).toMatch(first);
      // The progress line counts what the run counts: an S³Gym run its episodes, the others their matches.
      expect(result.stderr).toMatch(/^progress: (\d+)\/\1 (matches|episodes) \(100%\)/m);
      expect(result.stderr.includes(' episodes (')).toBe(args[1] === 's3gym');
      expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^next: xparena matches --run \S+ · .*xparena view$/);
    },
  );

  it('reads `latest` as the newest run of the kind the command can use, naming the kind when there is none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'xparena-run-commands-'));
    await runCli([
      '--home',
      empty,
      'episodes',
      'snake',
      '--preset',
      'eval',
      '-a',
      'random',
      '-n',
      '1',
      '--no-progress',
    ]);
    const anchors = await runCli(['--home', empty, 'evolve', 'kuhn-poker', '-a', 'learner', '--anchors', 'latest']);
    expect([anchors.code, anchors.stderr]).toEqual([2, expect.stringMatching(/^xparena: no tournament stored in /)]);
    const sft = await runCli(['--home', empty, 'export', 'sft', 'latest']);
    expect([sft.code, sft.stderr]).toEqual([2, expect.stringMatching(/^xparena: no explore\/evaluate run stored in /)]);
    const report = await runCli(['--home', empty, 'report', 'latest']);
    expect([report.code, report.stderr]).toEqual([
      2,
      expect.stringMatching(/^xparena: no explore\/evaluate, Learn2Play or AAArena run stored in /),
    ]);
    const rate = await runCli(['--home', empty, 'rate', 'latest', '--json']);
    expect(rate.stderr).not.toMatch(/no run stored/);
  });
});
