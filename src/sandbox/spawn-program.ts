// Starts an untrusted program: in the sandbox where the machine supports it; without one only when the user said
// `--unsafe-no-sandbox` (never silently).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { UsageError } from '../core/usage-error.js';
import { bwrapArgs, dropRootPrefix } from './bwrap-args.js';
import { createProgramCgroup } from './cgroup.js';
import { sandboxSupport } from './sandbox-support.js';
import type { SandboxExit, SandboxedProcess, SandboxSpec, SandboxSupport } from './sandboxed-process.js';
import { spawnUnsandboxed } from './spawn-unsandboxed.js';
import { readableProgramDir } from './staged-program.js';

export { sandboxSupport } from './sandbox-support.js';

/** How to start a program: `unsafe` allows running it unsandboxed; `support` replaces the probe (tests). */
export interface SpawnOptions {
  readonly unsafe?: boolean;
  readonly support?: SandboxSupport;
}

/**
 * Starts `spec` in the sandbox, or, with `unsafe` and no sandbox, as a plain process group of the host user (CPU
 * limited by `prlimit`, killed as a group). Throws UsageError naming what is missing when there is no sandbox and not
 * `unsafe`.
 */
export function spawnProgram(spec: SandboxSpec, options: SpawnOptions = {}): SandboxedProcess {
  const support = options.support ?? sandboxSupport();
  if (support.available) return spawnSandboxed(spec);
  if (!options.unsafe) {
    throw new UsageError(
      `cannot sandbox programs on this machine (${support.missing.join('; ')}); give --unsafe-no-sandbox to run them unsandboxed, only for programs you trust`,
    );
  }
  return spawnUnsandboxed(spec);
}

/**
 * Runs bwrap inside the program's own cgroups: a shell writes its pid into them and then execs prlimit → bwrap, so
 * every process of the program is born inside the groups (no window in which a fork escapes them).
 */
function spawnSandboxed(spec: SandboxSpec): SandboxedProcess {
  if (spec.argv.length === 0)
    throw new UsageError('the program names no command to run (its manifest `entry` is empty)');
  // A directory the sandbox user cannot reach runs from a readable copy.
  const dir = readableProgramDir(spec.dir);
  const cgroup = createProgramCgroup(spec.limits);
  const joinGroups =
    'for file in "$@"; do case "$file" in --) shift; break;; esac; echo $$ > "$file" || exit 125; shift; done; exec "$@"';
  const cpu = spec.limits.cpuSeconds;
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      joinGroups,
      'sh',
      ...cgroup.procsFiles,
      '--',
      'prlimit',
      // Soft limit: SIGXCPU, so a CPU kill is told apart from other kills; hard limit one second later: SIGKILL.
      `--cpu=${cpu}:${cpu + 1}`,
      '--',
      ...dropRootPrefix(),
      'bwrap',
      ...bwrapArgs({ ...spec, dir }, spec.argv),
    ],
    { detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: '/usr/bin:/bin' } },
  );
  const exited = new Promise<SandboxExit>((resolve) => {
    child.once('exit', (code, signal) => resolve(describeExit(code, signal, cgroup.limitHit())));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  const released = exited.then(() => cgroup.release());
  // A failed release surfaces in kill(); without a kill it must not crash the host.
  released.catch(() => {});
  return {
    pid: child.pid,
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    exited,
    async kill() {
      try {
        // The wrapper's process group, in case it has not joined the cgroups yet.
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
      await cgroup.release();
      await exited;
      await released;
    },
  };
}

/**
 * bwrap reports a program killed by signal n as exit 128 + n; the limit comes from the cgroups (memory, pids, or the CPU
 * time of all the program's processes) or SIGXCPU (one process's CPU rlimit, whose soft signal ends a program that does
 * not catch it; a SIGKILL is not taken as a CPU limit's unless the group's CPU watch sent it, since a program may kill
 * itself).
 */
function describeExit(
  code: number | null,
  signal: NodeJS.Signals | null,
  cgroupLimit: SandboxExit['limit'],
): SandboxExit {
  const signalName =
    signal ??
    (code !== null && code > 128
      ? (Object.entries(constants.signals).find(([, number]) => number === code - 128)?.[0] ?? null)
      : null);
  const exit = { code: signalName ? null : code, signal: signalName };
  if (cgroupLimit) return { ...exit, limit: cgroupLimit };
  if (signalName === 'SIGXCPU') return { ...exit, limit: 'cpu' };
  return exit;
}
