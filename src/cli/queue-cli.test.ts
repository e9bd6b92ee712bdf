// `--queue` and `xparena worker` as a user runs them: a tournament played by two worker processes stores the records
// of the same tournament played locally; bad Redis URLs exit 2 with one line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { offlineFixturePools } from '../arena/test-arena-run.js';
import { redisMissing, startTestRedis, type TestRedis } from '../runner/test-redis.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';

const tournament = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '3', '--no-plots'];

/** The stored records of a home's store, by match id. */
function records(home: string): unknown {
  const store = new Store(join(home, 'xparena.db'));
  try {
    return store.database.prepare('SELECT match_id, record FROM match_records ORDER BY match_id').all();
  } finally {
    store.close();
  }
}

/** The process id in a worker's name (`host:pid/n`). */
function pidOf(name: string): string {
  return name.split('/')[0]?.split(':').at(-1) ?? '';
}

/** Matches stored in a home's store so far (0 before it exists), read beside the process that writes it. */
function storedCount(home: string): number {
  try {
    const db = new Database(join(home, 'xparena.db'), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM matches').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
}

/** Runs `xparena <args>` as a process of its own; resolves with its exit code and output. */
function xparena(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliEntry, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('--queue and xparena worker', () => {
  it('refuses a queue that is not a Redis URL with exit code 2', async () => {
    const result = await runCli([...tournament, '--queue', 'http://127.0.0.1:6379']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--queue: 'http:\/\/127\.0\.0\.1:6379' is not a Redis URL/);
    expect((await runCli(['worker', '--redis', 'nowhere'])).stderr).toMatch(/--redis: 'nowhere' is not a Redis URL/);
    expect((await runCli(['evolve', 'kuhn-poker', '--queue', 'nowhere'])).stderr).toMatch(/--queue: 'nowhere'/);
    const unknown = await runCli(['worker', '--redis', 'redis://127.0.0.1:6379', '--games', 'kuhn-poker,chesss']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/chesss/);
    const pool = await runCli(['pool', 'verify', 'kuhn-poker', '--queue', 'nowhere']);
    expect(pool.code).toBe(2);
    expect(pool.stderr).toMatch(/--queue: 'nowhere' is not a Redis URL/);
  });

  describe.skipIf(redisMissing !== undefined)('on a local Redis', () => {
    let redis: TestRedis;
    const workers: ChildProcess[] = [];
    const homes: string[] = [];
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(async () => {
      for (const worker of workers) worker.kill('SIGKILL');
      await redis?.stop();
      for (const home of homes) rmSync(home, { recursive: true, force: true });
    });

    it('ends a worker given --idle-exit once it has had nothing to play that long', async () => {
      const started = performance.now();
      const idle = await xparena(['worker', '--redis', redis.url, '--idle-exit', '1']);
      expect(idle.code).toBe(0);
      expect(idle.stdout).toMatch(/takes matches from/);
      expect(idle.stderr).toMatch(/no match to play for 1 s/);
      expect(performance.now() - started).toBeGreaterThan(1000);
    });

    it('resumes a run whose coordinator was killed (kill -9): stored matches skipped, nothing played twice', async () => {
      const home = mkdtempSync(join(tmpdir(), 'xparena-queue-'));
      homes.push(home);
      const worker = spawn(process.execPath, [cliEntry, 'worker', '--redis', redis.url], { stdio: 'ignore' });
      workers.push(worker);
      const slow = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'mcts?iterations=3000', '-g', '3', '--no-plots'];
      const args = ['--home', home, ...slow, '--queue', redis.url];
      const coordinator = spawn(process.execPath, [cliEntry, ...args], { stdio: 'ignore' });
      const exited = new Promise((resolve) => coordinator.once('exit', resolve));
      while (storedCount(home) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      coordinator.kill('SIGKILL');
      await exited;
      expect(storedCount(home)).toBeLessThan(6);
      const resumed = await xparena(args);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stdout).toMatch(/resuming run/);
      expect(storedCount(home)).toBe(6);
      const listed = JSON.parse((await xparena(['workers', '--redis', redis.url, '--json'])).stdout) as {
        name: string;
        played: number;
      }[];
      const mine = listed.find((entry) => pidOf(entry.name) === String(worker.pid));
      expect(mine?.played).toBe(6);
      worker.kill('SIGKILL');
    }, 60_000);

    it('plays a tournament on two worker processes with the records of a local run', async () => {
      const [local, queued] = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'xparena-queue-')));
      homes.push(local as string, queued as string);
      const pair = [0, 1].map(() =>
        spawn(process.execPath, [cliEntry, 'worker', '--redis', redis.url], { stdio: 'ignore' }),
      );
      workers.push(...pair);
      expect((await xparena(['--home', local as string, ...tournament])).code).toBe(0);
      const run = await xparena(['--home', queued as string, ...tournament, '--queue', redis.url]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/starting run tournament-\w+: 6 matches/);
      expect(records(queued as string)).toEqual(records(local as string));
      // Run again: every match is stored, so the run resumes with nothing to play.
      const again = await xparena(['--home', queued as string, ...tournament, '--queue', redis.url]);
      expect(again.stdout).toMatch(/resuming run/);
      // `xparena workers` lists both worker processes, with the six matches between them.
      const pids = pair.map((worker) => String(worker.pid));
      const listed = (
        JSON.parse((await xparena(['workers', '--redis', redis.url, '--json'])).stdout) as {
          name: string;
          played: number;
        }[]
      ).filter((worker) => pids.includes(pidOf(worker.name)));
      expect(listed).toHaveLength(2);
      expect(listed.reduce((sum, worker) => sum + worker.played, 0)).toBe(6);
      expect((await xparena(['workers', '--redis', redis.url])).stdout).toMatch(/worker +xparena +at once +playing/);
    }, 60_000);

    it('plays an AAArena run and a pool verification on a worker that has neither the pools nor the workspace', async () => {
      // Only this test's worker takes jobs: the programs travel with them, from the coordinator's pools and arena.
      for (const worker of workers) worker.kill('SIGKILL');
      const root = mkdtempSync(join(tmpdir(), 'xparena-queue-arena-'));
      homes.push(root);
      const env = { [poolsDirVariable]: offlineFixturePools(root) };
      const worker = spawn(process.execPath, [cliEntry, '--unsafe-no-sandbox', 'worker', '--redis', redis.url], {
        stdio: 'ignore',
        env: { ...process.env, [poolsDirVariable]: join(root, 'no-pools-here') },
      });
      workers.push(worker);
      const arena = (home: string) => [
        ...['--home', join(root, home), '--unsafe-no-sandbox', 'run', 'aaarena', '--game', 'kuhn-poker'],
        ...['--developer', 'offline', '--small', '2', '--full', '1', '--batch', '1', '--repetitions', '1', '--json'],
      ];
      const local = await xparena(arena('local'), env);
      expect(local.code, local.stderr).toBe(0);
      const queued = await xparena([...arena('queued'), '--queue', redis.url], env);
      expect(queued.code, queued.stderr).toBe(0);
      // The same result but for where each home keeps its arena.
      const result = (text: string) => {
        const { run, repetitions, summary } = JSON.parse(text);
        return { run, summary, repetitions: repetitions.map(({ dir: _, ...rest }: { dir: string }) => rest) };
      };
      expect(result(queued.stdout)).toEqual(result(local.stdout));
      // The pool's sealed pairs replayed on the worker score exactly as sealed.
      const verify = ['--unsafe-no-sandbox', 'pool', 'verify', 'kuhn-poker', '--pairs', '3', '--no-progress'];
      const verified = await xparena([...verify, '--queue', redis.url], env);
      expect(verified.code, verified.stderr).toBe(0);
      expect(verified.stdout).toMatch(/reproduced: all 3 sampled pairs \(\d+ matches\) score exactly as sealed/);
      const listed = JSON.parse((await xparena(['workers', '--redis', redis.url, '--json'])).stdout) as {
        name: string;
        played: number;
      }[];
      expect(listed.find((entry) => pidOf(entry.name) === String(worker.pid))?.played).toBeGreaterThan(0);
    }, 120_000);
  });
});
