// The unsandboxed fallback, only for programs the user trusts (`--unsafe-no-sandbox`): a process group of the host
// user, CPU limited by prlimit, killed as a group. Memory and process limits are not enforced.
import { spawn } from 'node:child_process';
import { UsageError } from '../core/usage-error.js';
import type { SandboxExit, SandboxedProcess, SandboxSpec } from './sandboxed-process.js';

/** Starts `spec` as a plain process group; prints nothing (the caller warns). */
export function spawnUnsandboxed(spec: SandboxSpec): SandboxedProcess {
  const [command, ...args] = spec.argv;
  if (!command) throw new UsageError('the program names no command to run (its manifest `entry` is empty)');
  const child = spawn('prlimit', [`--cpu=${spec.limits.cpuSeconds}`, '--', command, ...args], {
    cwd: spec.workspace ?? spec.dir,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    // A program gets only PATH; an agent shell (with its own variables) the host's environment, as it would outside.
    env: spec.env ? { ...process.env, ...spec.env } : { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  const exited = new Promise<SandboxExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  return {
    pid: child.pid,
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    exited,
    async kill() {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is already gone.
        }
      }
      await exited;
    },
  };
}
