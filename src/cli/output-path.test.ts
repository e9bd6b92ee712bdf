// End-to-end tests of output folders: `--out` of tournament, evolve and report is checked before any match is
// played or any metric computed, with one line and exit 2 (and never spins, as Node's recursive mkdir does on /proc).
// The commands run in one child process with a time limit, so a command that spins cannot hang the test worker.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import type { CliResult } from './test-cli.js';
import { runCliBatch } from './test-cli-batch.js';

function expectUsageError(result: CliResult | undefined, message: RegExp): void {
  expect(result?.stderr.trim().split('\n'), result?.stderr).toEqual([expect.stringMatching(message)]);
  expect(result?.code).toBe(2);
}

/** Matches stored in the home (0 when the command stopped before creating its store). */
const storedMatches = (home: string) => {
  if (!existsSync(join(home, 'xparena.db'))) return 0;
  const store = new Store(join(home, 'xparena.db'), { readonly: true });
  const count = store.listMatches().length;
  store.close();
  return count;
};

/** A home with a file named `file`, in the way of any folder under it. */
function homeWithFile(): { home: string; file: string } {
  const home = mkdtempSync(join(tmpdir(), 'xparena-out-'));
  const file = join(home, 'file');
  writeFileSync(file, 'x');
  return { home, file };
}

/** A home whose store holds an explore/evaluate run `fixture`, for `report`. */
function homeWithRun(): string {
  const home = mkdtempSync(join(tmpdir(), 'xparena-out-'));
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: 'fixture', kind: 'explore-evaluate', spec: {}, codeVersion: 'test' });
  for (const { label, record } of learningFixture({ games: ['snake'] }))
    store.commitMatch(record, { runId: 'fixture', label });
  store.close();
  return home;
}

describe('output folders', () => {
  const tournament = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '2', '--out'];
  const underProc = homeWithFile();
  const underFile = homeWithFile();
  const evolve = homeWithFile();
  const pool = join(evolve.home, 'pool.json');
  writeFileSync(pool, JSON.stringify({ game: 'kuhn-poker', ratings: { random: 1400, heuristic: 1600 } }));
  const report = homeWithRun();
  const [proc, sub, evolved, reported] = runCliBatch(
    [
      { args: [...tournament, '/proc/xparena-out'], env: { XPARENA_HOME: underProc.home } },
      { args: [...tournament, join(underFile.file, 'sub')], env: { XPARENA_HOME: underFile.home } },
      {
        args: [
          'evolve',
          'kuhn-poker',
          '-a',
          'learner',
          '--anchors',
          pool,
          '-r',
          '1',
          '--out',
          join(evolve.file, 'plots'),
        ],
        env: { XPARENA_HOME: evolve.home },
      },
      { args: ['report', 'fixture', '--out', '/proc/xparena-report'], env: { XPARENA_HOME: report } },
    ],
    // An output under /proc used to spin forever at 100% CPU.
    { timeoutMs: 60_000 },
  );

  it.each([
    ['/proc/xparena-out', proc, underProc.home],
    ['file/sub', sub, underFile.home],
  ])('tournament --out %s fails before playing', (_out, result, home) => {
    expectUsageError(result, /cannot write to the folder '.*' \((ENOENT|ENOTDIR)\): choose another with --out/);
    expect(storedMatches(home)).toBe(0);
  });

  it('evolve --out fails before playing', () => {
    expectUsageError(evolved, /cannot write to the folder '.*file\/plots' \(ENOTDIR\): choose another with --out/);
    expect(storedMatches(evolve.home)).toBe(0);
  });

  it('report --out under /proc fails at once', () => {
    expectUsageError(
      reported,
      /cannot write to the folder '\/proc\/xparena-report' \(ENOENT\): choose another with --out/,
    );
  });
});
