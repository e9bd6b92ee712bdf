import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { leftoverProgramCgroups } from './cgroup.js';
import { hostileLimits, hostilePrograms } from './hostile-programs.js';
import { runHostileProgram } from './run-hostile-program.js';
import { sandboxSupport, spawnProgram } from './spawn-program.js';

const support = sandboxSupport();

async function runToEnd(dir: string, argv: string[], unsafe = false): Promise<{ stdout: string; code: number | null }> {
  const proc = spawnProgram(
    { dir, argv, limits: hostileLimits },
    { unsafe, support: unsafe ? { available: false, missing: ['forced off'] } : undefined },
  );
  let stdout = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const exit = await proc.exited;
  await proc.kill();
  return { stdout, code: exit.code };
}

describe('spawnProgram without a sandbox', () => {
  const off = { available: false, missing: ['bubblewrap: bwrap not found (apt-get install bubblewrap)'] };

  it('refuses with what is missing and how to override, unless unsafe', () => {
    const spec = { dir: tmpdir(), argv: ['/usr/bin/true'], limits: hostileLimits };
    expect(() => spawnProgram(spec, { support: off })).toThrow(UsageError);
    expect(() => spawnProgram(spec, { support: off })).toThrow(
      /cannot sandbox programs on this machine \(bubblewrap: bwrap not found \(apt-get install bubblewrap\)\); give --unsafe-no-sandbox/,
    );
  });

  it('runs the program unsandboxed when the user said unsafe', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-unsafe-'));
    try {
      writeFileSync(join(dir, 'main.sh'), 'echo "unsandboxed in $PWD"\n');
      const { stdout, code } = await runToEnd(dir, ['/usr/bin/bash', 'main.sh'], true);
      expect(code).toBe(0);
      expect(stdout).toBe(`unsandboxed in ${dir}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(support.available)('the hostile-program suite in the sandbox', () => {
  afterAll(() => {
    expect(leftoverProgramCgroups()).toEqual([]);
  });

  for (const program of hostilePrograms) {
    it(`contains the ${program.name} (${program.attack})`, async () => {
      const outcome = await runHostileProgram(program);
      expect(outcome.failures).toEqual([]);
      expect(outcome.killMs).toBeLessThan(2000);
    });
  }

  it.runIf(process.getuid?.() === 0)(
    'runs a program whose directory uid 65534 cannot read from a readable copy',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'xparena-closed-'));
      try {
        writeFileSync(join(dir, 'main.sh'), 'echo "$PWD $(cat main.sh | wc -l)"\n');
        chmodSync(dir, 0o700);
        const { stdout, code } = await runToEnd(dir, ['/usr/bin/bash', 'main.sh']);
        expect(code).toBe(0);
        expect(stdout.trim()).toBe('/program 1');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('still runs a normal program afterwards, in /program as uid 65534 with a cleared environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-normal-'));
    try {
      writeFileSync(join(dir, 'main.sh'), 'echo "$(id -u) $PWD $HOME $(env | wc -l)"\n');
      chmodSync(dir, 0o755);
      const { stdout, code } = await runToEnd(dir, ['/usr/bin/bash', 'main.sh']);
      expect(code).toBe(0);
      expect(stdout.trim().split(' ').slice(0, 3)).toEqual(['65534', '/program', '/tmp']);
      expect(Number(stdout.trim().split(' ')[3])).toBeLessThan(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(!support.available)('this machine without a sandbox', () => {
  it('says what is missing', () => {
    expect(support.missing.length).toBeGreaterThan(0);
  });
});
