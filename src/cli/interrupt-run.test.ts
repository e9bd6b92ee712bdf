// End-to-end Ctrl-C: a real SIGINT to the CLI in the middle of a run stops it with exit code 130, keeps every finished
// match (and only whole, verifiable ones), and the same command line resumes it, playing only the rest.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { commandLine } from './resume-command.js';
import { runCli } from './test-cli.js';
import { cliEntry } from './test-cli-entry.js';

/** A CLI child process: its output so far and its exit. */
interface Child {
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly kill: (signal: NodeJS.Signals) => void;
}

function start(args: readonly string[], home: string): Child {
  const child = spawn(process.execPath, [cliEntry, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', XPARENA_HOME: home },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { stdout: () => stdout, stderr: () => stderr, exit, kill: (signal) => child.kill(signal) };
}

/** The checks and the resume after the interrupt need no process of their own: they run the CLI in this one. */
function xparena(args: readonly string[], home: string) {
  return runCli(args, { XPARENA_HOME: home });
}

/** The ids of the matches stored in `runId`, read from the store without the CLI (read-only, beside the writer). */
function storedMatches(home: string, runId: string): string[] {
  const path = join(home, 'xparena.db');
  if (!existsSync(path)) return [];
  const database = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare('SELECT match_id FROM run_matches WHERE run_id = ?').all(runId);
    return rows.map((row) => String((row as { match_id: unknown }).match_id));
  } finally {
    database.close();
  }
}

function runStatus(home: string, runId: string): unknown {
  const database = new Database(join(home, 'xparena.db'), { readonly: true, fileMustExist: true });
  try {
    return (database.prepare('SELECT status FROM runs WHERE id = ?').get(runId) as { status: unknown }).status;
  } finally {
    database.close();
  }
}

/** Polls `check` every 50 ms until it returns a value, failing after `timeoutMs`. */
async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts `args`, sends SIGINT once a match is stored, checks what the interrupted run left, then runs the same
 * command again and checks that it resumes and ends with exactly `total` distinct matches.
 */
async function interruptAndResume(args: readonly string[], total: number): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'xparena-interrupt-'));
  const child = start(args, home);
  const runId = await waitFor(() => /starting run (\S+):/.exec(child.stdout())?.[1], 'the run to start');
  await waitFor(() => (storedMatches(home, runId).length > 0 ? true : undefined), 'a stored match');
  child.kill('SIGINT');
  const { code, signal } = await child.exit;
  const stderr = child.stderr();
  expect({ code, signal }, stderr).toEqual({ code: 130, signal: null });
  expect(stderr).toContain('interrupted: stopping');
  expect(stderr).toContain(`run ${runId} interrupted after`);
  expect(stderr).toContain(`resume with: ${commandLine(args)}`);
  expect(stderr).not.toMatch(/internal error|\n\s+at /);
  expect(runStatus(home, runId)).toBe('interrupted');

  const stored = storedMatches(home, runId);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.length, 'the run was interrupted before its end').toBeLessThan(total);
  for (const id of stored) {
    const verified = await xparena(['replay', id, '--verify'], home);
    expect(verified.code, verified.stdout + verified.stderr).toBe(0);
  }

  const resumed = await xparena(args, home);
  expect(resumed.code, resumed.stderr).toBe(0);
  expect(resumed.stdout).toMatch(new RegExp(`^resuming run ${runId}: .*\\b${total} (matches|episodes), store `, 'm'));
  expect(resumed.stdout).toContain(`played ${total - stored.length}, already stored ${stored.length}`);
  const after = storedMatches(home, runId);
  expect(after).toHaveLength(total);
  expect(new Set(after).size).toBe(total);
  expect(after).toEqual(expect.arrayContaining(stored));
  expect(runStatus(home, runId)).toBe('finished');
}

describe('Ctrl-C on a run', () => {
  it('episodes: stops with 130, keeps whole matches, and the same command resumes the rest', async () => {
    await interruptAndResume(['episodes', 'snake', '-a', 'mcts', '-n', '12'], 12);
  }, 30_000);

  it('tournament: stops with 130, keeps whole matches, and the same command resumes the rest', async () => {
    const args = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'mcts?iterations=20000', '-g', '4', '--no-plots'];
    await interruptAndResume(args, 8);
  }, 30_000);

  it('run (explore and evaluate): stops with 130, keeps whole episodes, and the same command resumes the rest', async () => {
    const args = ['run', 's3gym', '-a', 'mcts', '-g', 'snake', '-n', '4', '--eval-every', '2', '--eval-episodes', '1'];
    // 4 exploration episodes and 1 evaluation episode at each of 3 checkpoints.
    await interruptAndResume([...args, '--trials', '1'], 7);
  }, 30_000);
});
