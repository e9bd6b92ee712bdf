// `xparena tournament` and `xparena play` with program: agents (the JS and Python SDK examples), in process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import { runCli } from './test-cli.js';

/** The environment of one run: its own store, and the unsafe switch restored afterwards (the CLI flag sets it). */
const environment = () => ({
  XPARENA_HOME: mkdtempSync(join(tmpdir(), 'xparena-programs-')),
  [unsafeNoSandboxVariable]: '0',
});

describe('program: agents on the command line', () => {
  it('plays a kuhn-poker tournament between the JS and Python example bots and random', async () => {
    const args = ['tournament', 'kuhn-poker', '-g', '1', '--no-plots', '--no-progress', '--json'];
    const agents = ['program:sdk/js/examples/kuhn-simple', 'program:sdk/python/examples/kuhn-simple', 'random'];
    const result = await runCli(
      [...args, ...agents.flatMap((agent) => ['-a', agent]), '--unsafe-no-sandbox'],
      environment(),
    );
    // The flag only matters where the machine cannot sandbox programs: there, and only there, it warns.
    const warned = result.stderr.includes('--unsafe-no-sandbox: programs run without a sandbox');
    expect(warned).toBe(!sandboxSupport().available);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      played: number;
      agents: { agent: string; games: number; invalidRate: number }[];
    };
    expect(json.played).toBe(6);
    expect(json.agents.map((row) => row.agent).sort()).toEqual([...agents].sort());
    for (const row of json.agents) expect(row).toMatchObject({ games: 4, invalidRate: 0 });
  });

  it('plays a PTCG tournament between the JS and Python example bots and random, and every record replays', async () => {
    const env = environment();
    const agents = ['program:sdk/js/examples/ptcg-priority', 'program:sdk/python/examples/ptcg-priority', 'random'];
    const args = ['tournament', 'ptcg', '-g', '1', '--no-plots', '--no-progress', '--json', '--unsafe-no-sandbox'];
    const result = await runCli([...args, ...agents.flatMap((agent) => ['-a', agent])], env);
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      played: number;
      agents: { agent: string; games: number; wins: number; invalidRate: number }[];
    };
    expect(json.played).toBe(6);
    for (const row of json.agents) expect(row).toMatchObject({ games: 4, invalidRate: 0 });
    // The priority bots beat random; the record of every match re-simulates without running any program.
    const random = json.agents.find((row) => row.agent === 'random');
    expect(random?.wins).toBeLessThan(2);
    const file = join(env.XPARENA_HOME, 'records.jsonl');
    expect((await runCli(['export', '--run', 'latest', '-o', file], env)).code).toBe(0);
    const verified = await runCli(['replay', file, '--verify'], env);
    expect(verified.code, verified.stdout).toBe(0);
    expect(verified.stdout.match(/^ok {4}/gm)).toHaveLength(6);
  });

  it('plays a program in the sandbox where the machine has one, and otherwise refuses it in one line (exit 2)', async () => {
    const result = await runCli(
      ['play', 'snake', '--agent', 'program:sdk/python/examples/snake-greedy'],
      environment(),
    );
    // The refusal itself is also tested on every machine, with the sandbox forced off (program-kind-refusal.test.ts).
    if (sandboxSupport().available) {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/end: finished/);
      return;
    }
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^xparena: cannot sandbox programs on this machine .*--unsafe-no-sandbox/),
    ]);
  });
});
