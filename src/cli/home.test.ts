// End-to-end tests of bad homes: a store that is not SQLite, a home that is a file, an empty --home, a mistyped
// home, and a read-only home, which read-only commands must read as it is and writing commands must refuse.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../agents/registry.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { findGame } from '../games/registry.js';
import { Store } from '../store/store.js';
import { type CliResult, runCli } from './test-cli.js';
import { runCliBatch } from './test-cli-batch.js';
import { cliEntry } from './test-cli-entry.js';

/**
 * How to run the CLI so that file permissions bind it: as is, or, when the tests run as root (whom chmod does not
 * stop), as root without capabilities through `setpriv` (no DAC override, so file modes apply; still the owner of a
 * checkout that only root can read).
 */
function unprivileged(): readonly string[] {
  if (process.getuid?.() !== 0) return [process.execPath];
  if (spawnSync('setpriv', ['--version']).status !== 0)
    throw new Error('the tests run as root without setpriv: cannot make a home read-only for them');
  return ['setpriv', '--bounding-set=-all', '--inh-caps=-all', process.execPath];
}

/** Asserts a usage error: exit 2 and one line on stderr (no stack trace) that matches `message`. */
function expectUsageError(result: CliResult, message: RegExp): void {
  expect(result.stderr.trim().split('\n'), result.stderr).toEqual([expect.stringMatching(message)]);
  expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(result.code).toBe(2);
}

/** A store in `home` with one run of two kuhn-poker matches (random against heuristic), as `rate` needs. */
async function storeWithRun(home: string): Promise<string[]> {
  const module = findGame('kuhn-poker');
  const params = resolveParams(module.game, undefined);
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: 'fixture', kind: 'test', spec: {}, codeVersion: '0' });
  const ids: string[] = [];
  for (const seed of [1, 2]) {
    const specs = seed === 1 ? ['random', 'heuristic'] : ['heuristic', 'random'];
    const seats = specs.map((spec, seat) => ({
      spec,
      agent: createAgent(module, spec, { params, seed, seat, players: 2 }),
    }));
    const record = await playMatch({ game: module.game, params, seed, seats });
    store.commitMatch(record, { runId: 'fixture' });
    ids.push(record.id);
  }
  store.finishRun('fixture', 'finished');
  store.close();
  return ids;
}

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

describe('bad homes', () => {
  const notSqlite = join(temp('xparena-home-'), 'home');
  beforeAll(() => {
    mkdirSync(notSqlite);
    writeFileSync(join(notSqlite, 'xparena.db'), 'these are my notes, not a database\n'.repeat(200));
  });

  it.each([
    [['play', 'snake', '-a', 'random']],
    [['matches']],
    [['export']],
    [['rate', 'latest']],
    [['view', '--port', '0']],
  ])('%j on a home whose xparena.db is not SQLite: one line, exit 2', async (args) => {
    expectUsageError(
      await runCli(['--home', notSqlite, ...args]),
      /xparena\.db is not an xparena store \(not a SQLite/,
    );
  });

  it.each([[['play', 'snake', '-a', 'random']], [['matches']]])(
    '%j on a home that is a file: one line, exit 2',
    async (args) => {
      const file = join(temp('xparena-home-'), 'home');
      writeFileSync(file, 'x');
      expectUsageError(await runCli(['--home', file, ...args]), /home .*home is a file, not a directory/);
    },
  );

  it.each([[['play', 'snake', '-a', 'random']], [['view']]])("%j with --home '': one line, exit 2", async (args) => {
    expectUsageError(await runCli(['--home', '', ...args]), /^xparena: --home is empty/);
  });

  it.each([
    [['matches']],
    [['replay', 'abcdef12']],
    [['rate', 'latest']],
    [['report', 'latest']],
    [['view', '--port', '0']],
  ])('%j on a mistyped home says no store is there and creates nothing', async (args) => {
    const parent = temp('xparena-home-');
    const home = join(parent, 'typo');
    expectUsageError(await runCli(['--home', home, ...args]), /no xparena store in .*typo/);
    expect(readdirSync(parent)).toEqual([]);
  });
});

describe('a read-only home', () => {
  const as = unprivileged();
  const parent = temp('xparena-ro-');
  const home = join(parent, 'home');
  let ids: string[] = [];
  let results: CliResult[] = [];
  beforeAll(async () => {
    mkdirSync(home);
    ids = await storeWithRun(home);
    expect(readdirSync(home)).toEqual(['xparena.db']);
    chmodSync(join(home, 'xparena.db'), 0o444);
    chmodSync(home, 0o555);
    chmodSync(parent, 0o755);
    // One unprivileged child runs every command (a child per command costs seconds each): the read-only ones, then
    // one that writes.
    results = runCliBatch(
      [
        ['matches', '--json'],
        ['runs'],
        ['replay', ids[0] as string, '--verify'],
        ['export', '--run', 'fixture'],
        ['rate', 'latest', '--json', '--bootstrap', '0'],
        ['report', 'latest'],
        ['play', 'snake', '-a', 'random'],
      ].map((args) => ({ args: ['--home', home, ...args] })),
      { as },
    );
  });

  it('is read by the read-only commands as it is', () => {
    const [matches, runs, replay, exported, rated, report] = results as [
      CliResult,
      CliResult,
      CliResult,
      CliResult,
      CliResult,
      CliResult,
    ];
    expect(matches.stderr).toBe('');
    expect(
      matches.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual(ids);
    expect(runs.stdout).toMatch(/fixture .*finished/);
    expect(replay.stdout).toMatch(/^ok/);
    expect(exported.stdout.trim().split('\n')).toHaveLength(1 + 2); // the run's line and its two records
    expect(rated.stderr).toBe('');
    expect(JSON.parse(rated.stdout)).toMatchObject({ source: 'run fixture', leaderboards: [{ matches: 2 }] });
    expectUsageError(report, /no explore\/evaluate, Learn2Play or AAArena run stored/);
    expect(readdirSync(home)).toEqual(['xparena.db']);
  });

  it('is served by the viewer', async () => {
    const [command = process.execPath, ...prefix] = as;
    const child = spawn(command, [...prefix, cliEntry, '--home', home, 'view', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await urlOf(child);
      const runs = await fetch(`${url}api/runs`);
      expect(runs.status).toBe(200);
      expect(JSON.stringify(await runs.json())).toContain('fixture');
    } finally {
      child.kill('SIGINT');
    }
  });

  it('is refused by writing commands with one line', () => {
    expectUsageError(results[6] as CliResult, /cannot write to the store in .*home/);
    expect(existsSync(join(home, 'xparena.db-wal'))).toBe(false);
  });
});

/** Resolves with the URL `xparena view` prints. */
function urlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /xparena viewer: (http:\/\/\S+) /.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing its URL: ${text}`)));
  });
}
