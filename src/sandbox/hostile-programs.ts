// The hostile-program suite as data: small programs that attack the sandbox, each with what the host does to it and
// what must hold afterwards. `xparena doctor --sandbox` and the sandbox tests run the same cases.
import type { SandboxExit, SandboxLimits } from './sandboxed-process.js';

/** Limits small enough to hit quickly. */
export const hostileLimits: SandboxLimits = { memoryMb: 64, pids: 16, cpuSeconds: 1 };

/**
 * How the host drives a case: wait for the program to end (killing it at `deadlineMs`), kill it after `ms`, or read
 * stdout until `bytes` arrived, stop reading, and kill it.
 */
export type HostileDrive =
  | { readonly type: 'await-exit'; readonly deadlineMs: number }
  | { readonly type: 'kill-after'; readonly ms: number }
  | { readonly type: 'read-then-kill'; readonly bytes: number };

/** What must hold once the program is gone (besides: no process of it is left). */
export interface HostileExpectation {
  readonly limit?: SandboxExit['limit'];
  readonly signal?: string;
  readonly stdoutIncludes?: readonly string[];
  readonly stdoutExcludes?: readonly string[];
  /** The loopback listener the host opened must not have seen a connection. */
  readonly noConnection?: boolean;
}

/** One hostile program; `{MARKER}` (a unique word) and `{PORT}` (the host's loopback listener) are filled in. */
export interface HostileProgram {
  readonly name: string;
  readonly attack: string;
  readonly language: 'bash' | 'python';
  readonly source: string;
  readonly limits?: Partial<SandboxLimits>;
  readonly drive: HostileDrive;
  readonly expect: HostileExpectation;
}

export const hostilePrograms: readonly HostileProgram[] = [
  {
    name: 'fork bomb',
    attack: 'forks without end',
    language: 'bash',
    source: 'f() { f | f & }\nf\nsleep 1\necho still-here',
    drive: { type: 'await-exit', deadlineMs: 8000 },
    expect: { limit: 'pids' },
  },
  {
    name: 'memory hog',
    attack: 'allocates and touches memory without end',
    language: 'python',
    source: 'chunks = []\nwhile True:\n    chunks.append(b"x" * (1 << 20))',
    drive: { type: 'await-exit', deadlineMs: 8000 },
    expect: { limit: 'memory', signal: 'SIGKILL' },
  },
  {
    name: 'infinite loop',
    attack: 'loops forever; the host kills it',
    language: 'bash',
    source: 'exec -a {MARKER} /usr/bin/bash -c "while :; do :; done"',
    limits: { cpuSeconds: 30 },
    drive: { type: 'kill-after', ms: 300 },
    expect: { signal: 'SIGKILL' },
  },
  {
    name: 'CPU spin after answering',
    attack: 'answers, then spins on the CPU',
    language: 'python',
    source: 'print("answer", flush=True)\nwhile True:\n    pass',
    drive: { type: 'await-exit', deadlineMs: 8000 },
    expect: { limit: 'cpu', stdoutIncludes: ['answer'] },
  },
  {
    name: 'huge stdout',
    attack: 'writes output without end',
    language: 'bash',
    source: 'exec -a {MARKER} /usr/bin/yes 0123456789abcdefghijklmnopqrstuvwxyz',
    drive: { type: 'read-then-kill', bytes: 1 << 20 },
    expect: { signal: 'SIGKILL' },
  },
  {
    name: 'write the program directory',
    attack: 'overwrites its own files and adds one',
    language: 'bash',
    source: '(echo pwned > /program/main.sh || echo pwned > /program/added) 2>/dev/null && echo WROTE || echo DENIED',
    drive: { type: 'await-exit', deadlineMs: 5000 },
    expect: { stdoutIncludes: ['DENIED'], stdoutExcludes: ['WROTE'] },
  },
  {
    name: 'read host secrets',
    attack: "reads /etc/shadow and the host's home",
    language: 'bash',
    source:
      'cat /etc/shadow 2>/dev/null && echo READ-SHADOW\nls /root 2>/dev/null && echo READ-ROOT\nls /home/*/ 2>/dev/null | head -1 | grep . && echo READ-HOME\necho END',
    drive: { type: 'await-exit', deadlineMs: 5000 },
    expect: { stdoutIncludes: ['END'], stdoutExcludes: ['READ-SHADOW', 'READ-ROOT', 'READ-HOME'] },
  },
  {
    name: 'network connect',
    attack: "connects over TCP to a listener on the host's 127.0.0.1",
    language: 'python',
    source: [
      'import socket',
      's = socket.socket()',
      's.settimeout(2)',
      'try:',
      '    s.connect(("127.0.0.1", {PORT}))',
      '    print("CONNECTED")',
      'except OSError as error:',
      '    print("BLOCKED", error)',
    ].join('\n'),
    drive: { type: 'await-exit', deadlineMs: 5000 },
    expect: { stdoutIncludes: ['BLOCKED'], stdoutExcludes: ['CONNECTED'], noConnection: true },
  },
  {
    name: 'detached grandchild',
    attack: 'double-forks a setsid grandchild and exits, hoping it outlives the match',
    language: 'bash',
    source: '( setsid /usr/bin/bash -c "exec -a {MARKER} /usr/bin/sleep 1000" & ) &\nsleep 0.2\necho detached',
    drive: { type: 'await-exit', deadlineMs: 5000 },
    expect: { stdoutIncludes: ['detached'] },
  },
  {
    name: 'sleep past the deadline',
    attack: 'sleeps; the host kills it at the wall-clock deadline',
    language: 'bash',
    source: 'exec -a {MARKER} /usr/bin/sleep 1000',
    drive: { type: 'kill-after', ms: 200 },
    expect: { signal: 'SIGKILL' },
  },
];
