// The run lifecycle through `xparena episodes`, the command that lacked it: run id first, an interrupted run is
// stored as interrupted and re-running it plays only the rest.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { episodesPlan } from '../cli/episodes-command.js';
import { runCli } from '../cli/test-cli.js';
import { InfraError } from '../core/agent.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { executeRun } from './execute-run.js';
import { openStore } from './home.js';

const args = ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-a', 'heuristic', '-n', '4'];
const options = { agent: ['random', 'heuristic'], preset: 'eval', episodes: 4, seed: 0, concurrency: 1 };

describe('executeRun', () => {
  it('prints the run id first and where to look at the results last', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const result = await runCli(['--home', home, ...args, '--no-progress']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^starting run episodes-\w{12}: 8 matches, store /);
    expect(lines.at(-1)).toMatch(/^next: xparena matches --run episodes-\w{12} · xparena view$/);
  });

  it('stores an interrupted episodes run as interrupted, and re-running it plays only the rest', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const controller = new AbortController();
    let shown = 0;
    const progressOptions = {
      tty: false,
      intervalMs: 0,
      write: () => {
        if (++shown === 3) controller.abort();
      },
    };
    const context = { home, resume: 'xparena episodes …', json: true, signal: controller.signal, progressOptions };
    let printed = false;
    const exitCode = process.exitCode;
    try {
      await executeRun(episodesPlan('snake', options), context, () => {
        printed = true;
      });
      expect([printed, process.exitCode]).toEqual([false, 130]);
    } finally {
      process.exitCode = exitCode;
    }
    const store = openStore(home);
    const runs = store.listRuns();
    store.close();
    expect(runs.map((run) => [run.kind, run.status, run.matches])).toEqual([['episodes', 'interrupted', 3]]);

    const resumed = await runCli(['--home', home, ...args, '--json', '--no-progress']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ run: runs[0]?.id, played: 5, skipped: 3, interrupted: false });
  });

  it('refuses an experience’s embedding model it cannot create before storing anything', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const experience = createExperience('long-term-memory?embed=anthropic/claude-haiku');
    const plan = {
      ...episodesPlan('snake', options),
      experiences: [{ module: findGame('snake'), agent: 'random', experience }],
    };
    const context = { home, resume: 'xparena episodes …', json: true };
    await expect(executeRun(plan, context, () => {})).rejects.toThrow(/provider 'anthropic' has no embedding models/);
    const store = openStore(home);
    expect(store.listRuns()).toEqual([]);
    store.close();
  });

  it('stops a run on an infrastructure failure outside a match as interrupted, with the resume command', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-run-'));
    const failing = {
      ...episodesPlan('snake', options),
      prepare: () => ({
        matches: 1,
        play: () => Promise.reject(new InfraError('openai/x: connection error (gave up after 5 attempts)')),
      }),
    };
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const exitCode = process.exitCode;
    try {
      await executeRun(failing, { home, resume: 'xparena episodes …', json: true }, () => {});
      expect(process.exitCode).toBe(75);
    } finally {
      process.exitCode = exitCode;
      error.mockRestore();
    }
    expect(errors.join('\n')).toMatch(
      /stopped by an infrastructure failure \(openai\/x: connection error.*resume with: xparena episodes …/,
    );
    const store = openStore(home);
    expect(store.listRuns().map((run) => run.status)).toEqual(['interrupted']);
    store.close();
  });
});
