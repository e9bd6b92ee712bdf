// End-to-end tests of output folders: `--out` of tournament, evolve and report is checked before any match is
// played or any metric computed, with one line and exit 2 (and never spins, as Node's recursive mkdir does on /proc).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';

const entry = new URL('./xparena.ts', import.meta.url).pathname;

function xparena(args: readonly string[], home: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    encoding: 'utf8',
    timeout: 60_000, // an output under /proc used to spin forever at 100% CPU
    env: { ...process.env, XPARENA_HOME: home, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function expectUsageError(result: ReturnType<typeof xparena>, message: RegExp): void {
  expect(result.stderr.trim().split('\n'), result.stderr).toEqual([expect.stringMatching(message)]);
  expect(result.code).toBe(2);
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

describe('output folders', () => {
  it.each([['/proc/xparena-out'], ['file/sub']])('tournament --out %s fails before playing', (out) => {
    const { home, file } = homeWithFile();
    const dir = out.startsWith('/') ? out : join(file, 'sub');
    const args = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '2', '--out', dir];
    expectUsageError(
      xparena(args, home),
      /cannot write to the folder '.*' \((ENOENT|ENOTDIR)\): choose another with --out/,
    );
    expect(storedMatches(home)).toBe(0);
  });

  it('evolve --out fails before playing', () => {
    const { home, file } = homeWithFile();
    const pool = join(home, 'pool.json');
    writeFileSync(pool, JSON.stringify({ game: 'kuhn-poker', ratings: { random: 1400, heuristic: 1600 } }));
    const args = ['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', pool, '-r', '1', '--out', join(file, 'plots')];
    expectUsageError(
      xparena(args, home),
      /cannot write to the folder '.*file\/plots' \(ENOTDIR\): choose another with --out/,
    );
    expect(storedMatches(home)).toBe(0);
  });

  it('report --out under /proc fails at once', () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-out-'));
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'fixture', kind: 'explore-evaluate', spec: {}, codeVersion: 'test' });
    for (const { label, record } of learningFixture({ games: ['snake'] }))
      store.commitMatch(record, { runId: 'fixture', label });
    store.close();
    const result = xparena(['report', 'fixture', '--out', '/proc/xparena-report'], home);
    expectUsageError(
      result,
      /cannot write to the folder '\/proc\/xparena-report' \(ENOENT\): choose another with --out/,
    );
  });
});
