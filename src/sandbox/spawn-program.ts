// Starts an untrusted program: in the sandbox where the machine supports it; without one only when the user said
// `--unsafe-no-sandbox` (never silently). The sandbox itself (bubblewrap, cgroups, prlimit) is being built (issue 16).
import { spawn } from 'node:child_process';
import { UsageError } from '../core/usage-error.js';
import type { SandboxExit, SandboxedProcess, SandboxSpec, SandboxSupport } from './sandboxed-process.js';

/** What this machine supports; until the bubblewrap sandbox lands, nothing. */
export function sandboxSupport(): SandboxSupport {
  return { available: false, missing: ['the bubblewrap sandbox is not built yet (issue 16)'] };
}

/**
 * Starts `spec` in the sandbox, or, with `unsafe`, as a plain process group of the host user (CPU limited by
 * `prlimit`, killed as a group). Throws UsageError naming what is missing when there is no sandbox and not `unsafe`.
 */
export function spawnProgram(spec: SandboxSpec, options: { readonly unsafe?: boolean } = {}): SandboxedProcess {
  const support = sandboxSupport();
  if (!support.available && !options.unsafe) {
    throw new UsageError(
      `cannot sandbox programs on this machine (${support.missing.join('; ')}); give --unsafe-no-sandbox to run them unsandboxed, only for programs you trust`,
    );
  }
  return spawnUnsandboxed(spec);
}

function spawnUnsandboxed(spec: SandboxSpec): SandboxedProcess {
  const [command, ...args] = spec.argv;
  if (!command) throw new UsageError('the program names no command to run (its manifest `entry` is empty)');
  const child = spawn('prlimit', [`--cpu=${spec.limits.cpuSeconds}`, '--', command, ...args], {
    cwd: spec.dir,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  const exited = new Promise<SandboxExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  return {
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
