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
  /** A writable directory, mounted at /workspace and made the working directory instead of `dir` (agent shells). */
  readonly workspace?: string;
  /**
   * Workspace-relative directories the program may write; the rest of the workspace is then read-only (an AAArena
   * workspace). Absent: all of the workspace is writable.
   */
  readonly writableWithin?: readonly string[];
  /** Writable host directories shown at other paths inside (an agent CLI's home, kept across its turns). */
  readonly mounts?: readonly { readonly host: string; readonly at: string }[];
  /** Host paths shown read-only at the same path inside (an agent CLI's installation, a socket directory). */
  readonly readOnly?: readonly string[];
  /** Variables added to the cleared environment (to the host's, unsandboxed). */
  readonly env?: Readonly<Record<string, string>>;
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
  /** The host process id of the wrapper, which leads the program's process group. */
  readonly pid: number | undefined;
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
