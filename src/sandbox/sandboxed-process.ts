// The contract of the sandbox untrusted programs run in (program agents now, coding-agent workspaces later): a process
// with piped standard streams, limits the host enforces, and a kill that leaves nothing behind.
import type { Readable, Writable } from 'node:stream';

/** What the program may use; exceeding one ends it (and is the program's fault). */
export interface SandboxLimits {
  readonly memoryMb: number;
  /** Processes and threads at once. */
  readonly pids: number;
  /** CPU seconds over the process's whole life. */
  readonly cpuSeconds: number;
}

/** What to run: `argv` in `dir` (mounted read-only, and the working directory), under `limits`. */
export interface SandboxSpec {
  readonly dir: string;
  readonly argv: readonly string[];
  readonly limits: SandboxLimits;
}

/**
 * How a sandboxed process ended; `limit` names the limit it ran into (that killed it, or made its forks fail), when
 * the host can tell.
 */
export interface SandboxExit {
  readonly code: number | null;
  readonly signal: string | null;
  readonly limit?: 'memory' | 'pids' | 'cpu';
}

/** A running sandboxed program. */
export interface SandboxedProcess {
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly stderr: Readable;
  readonly exited: Promise<SandboxExit>;
  /** Kills every process the program started and releases what the sandbox holds; resolves once none is left. */
  kill(): Promise<void>;
}

/** Whether this machine can sandbox programs, and what it lacks when it cannot (one line per missing piece). */
export interface SandboxSupport {
  readonly available: boolean;
  readonly missing: readonly string[];
}
