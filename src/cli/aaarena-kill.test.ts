// kill -9 of a whole `xparena run aaarena` with the offline developer: the run is started as a child process, its
// process group killed with SIGKILL at seeded random moments and the same command re-run until it ends normally; it
// must end with no unit lost or charged twice, one result per accepted submission, no match stored twice, and the
// submissions and champion of an uninterrupted run. XPARENA_ARENA_KILLS=<n> runs a longer campaign (docs/reliability.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { offlineFixturePools } from '../arena/test-arena-run.js';
import { rngFromSeed } from '../core/rng.js';
import { ArenaLedger } from '../store/arena-ledger.js';
import { readLedgerContents } from '../store/arena-ledger-reader.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';

const kills = Number(process.env.XPARENA_ARENA_KILLS ?? 2);

const root = mkdtempSync(join(tmpdir(), 'xparena-aaarena-kill-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const pools = offlineFixturePools(root);
// Batches of 2 make the developer submit at least five times: the baseline, full evaluations and small matches.
const run = ['run', 'aaarena', '--game', 'kuhn-poker', '--developer', 'offline', '--small', '6', '--full', '2'];
const args = [...run, '--batch', '2', '--repetitions', '1', '--no-progress', '--json', '--unsafe-no-sandbox'];

/** Starts the run in `home` as the leader of its own process group; resolves to its exit and output. */
function start(home: string) {
  const child = spawn(process.execPath, [cliEntry, '--home', home, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_COLOR: '1', [poolsDirVariable]: pools },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  // The whole group: the CLI and the programs it is playing.
  const kill = () => process.kill(-(child.pid as number), 'SIGKILL');
  return { exit, kill };
}

/** The repetition's ledger in `home`, once the run has created it. */
function ledgerPath(home: string): string | undefined {
  const arena = join(home, 'arena');
  if (!existsSync(arena)) return undefined;
  const [runId] = readdirSync(arena);
  const path = runId && join(arena, runId, 'rep-1', 'ledger.db');
  return path && existsSync(path) ? path : undefined;
}

/** The states of the submissions in `home`'s ledger; none before the ledger and its tables exist. */
function ledgerStates(home: string): string[] {
  const path = ledgerPath(home);
  try {
    return path ? readLedgerContents(path).submissions.map((submission) => submission.state) : [];
  } catch {
    return []; // the run has created the file but not yet its tables
  }
}

/** Resolves `delay` ms after the ledger in `home` holds `count` more submissions than now (polled every 50 ms). */
async function submitted(home: string, count: number, delay: number): Promise<void> {
  const held = () => ledgerStates(home).length;
  const target = held() + count;
  while (held() < target) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Every submission with what must not depend on when it ran: the developer's usage and the match ids are left out. */
function submissions(home: string) {
  const path = ledgerPath(home);
  if (!path) throw new Error(`no ledger in ${home}`);
  const contents = readLedgerContents(path);
  return {
    budgets: contents.budgets,
    submissions: contents.submissions.map(({ id, request, snapshotId, cost, state, result }) => {
      const { options, ...rest } = request as { kind: string; options?: Record<string, unknown> };
      const { usage: _usage, ...otherOptions } = options ?? {};
      return { id, request: { ...rest, options: otherOptions }, snapshotId, cost, state, result: withoutIds(result) };
    }),
  };
}

/** The snapshot id of the ledger's champion in `home`. */
function championSnapshot(home: string): string | undefined {
  const ledger = ArenaLedger.openExisting(ledgerPath(home) ?? '');
  try {
    return ledger?.status().champion?.snapshotId;
  } finally {
    ledger?.close();
  }
}

/** `value` without `matchId` fields: a match's id hashes its seats, which name the home's snapshot directories. */
function withoutIds(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (key, field) => (key === 'matchId' ? undefined : field));
}

/** Stored matches by what identifies a game (seed, game, seats without the home's path): each must appear once. */
function storedGames(home: string): string[] {
  const database = new Database(join(home, 'xparena.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare('SELECT game, seed, seats FROM matches').all() as {
      game: string;
      seed: number;
      seats: string;
    }[];
    return rows.map(({ game, seed, seats }) => `${game} ${seed} ${seats.replaceAll(home, '<home>')}`).sort();
  } finally {
    database.close();
  }
}

describe('xparena run aaarena under kill -9', () => {
  it(`ends as an uninterrupted run after ${kills} seeded kills, losing no unit and charging none twice`, {
    timeout: 120_000 + kills * 30_000,
  }, async () => {
    // The uninterrupted reference is not killed, so it runs in this process.
    const referenceHome = join(root, 'reference');
    const reference = await runCli(['--home', referenceHome, ...args], { [poolsDirVariable]: pools });
    expect(reference.code, reference.stderr).toBe(0);
    const expected = submissions(referenceHome);
    expect(expected.submissions.length).toBeGreaterThanOrEqual(5);

    const rng = rngFromSeed(20);
    const landed: string[] = [];
    // A run holds about three kills; a longer campaign kills one fresh home after another.
    for (let round = 0; landed.length < kills; round++) {
      const home = join(root, `killed-${round}`);
      let last: { code: number | null; stdout: string; stderr: string };
      for (;;) {
        // Kills land 0–1.5 s after the run's first or second new submission: inside matches and between them.
        const after = rng.int(1, 2);
        const delay = rng.int(0, 1500);
        // Once every kill has landed, the last resume is not killed, so it runs in this process.
        if (landed.length === kills) {
          last = await runCli(['--home', home, ...args], { [poolsDirVariable]: pools });
          break;
        }
        const child = start(home);
        const ended = await Promise.race([child.exit, submitted(home, after, delay).then(() => 'kill' as const)]);
        if (ended !== 'kill') {
          last = ended;
          break;
        }
        child.kill();
        await child.exit;
        const states = ledgerStates(home);
        landed.push(`round ${round}, ${delay} ms after ${after} new submission(s): [${states.join(', ')}]`);
      }
      expect(last.code, last.stderr).toBe(0);

      const actual = submissions(home);
      for (const kind of ['small', 'full'] as const) {
        const accepted = actual.submissions.filter(
          (submission) => submission.request.kind === kind && submission.state !== 'rejected',
        );
        expect(actual.budgets[kind].used).toBe(accepted.reduce((sum, submission) => sum + submission.cost, 0));
        for (const submission of accepted) expect([submission.state, submission.result]).not.toContain(null);
        for (const submission of accepted) expect(submission.state).toBe('completed');
      }
      expect(actual).toEqual(expected);
      const champion = (output: string, at: string) => ({
        ...JSON.parse(output).repetitions[0].champion,
        snapshot: championSnapshot(at),
      });
      expect(champion(last.stdout, home)).toEqual(champion(reference.stdout, referenceHome));
      const games = storedGames(home);
      expect(new Set(games).size).toBe(games.length);
      expect(games).toEqual(storedGames(referenceHome));
    }
    console.info(`aaarena kills landed: ${landed.join('; ')}`);
    expect(landed).toHaveLength(kills);
  });
});
