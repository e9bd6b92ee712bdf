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
  /** The loopback listeners the host opened (TCP and UDP) must not have seen a connection or a datagram. */
  readonly noConnection?: boolean;
  /** The secret of the other seat's program (in its directory and its /tmp) must not appear in stdout. */
  readonly secretUnread?: boolean;
}

/**
 * One hostile program. Filled in: `{MARKER}` (a unique word), `{PORT}` and `{UDP_PORT}` (the host's TCP and UDP
 * listeners on 127.0.0.1), and with `neighbour`, `{NEIGHBOUR_DIR}`: the host path of another seat's program directory,
 * readable by everyone on the host, whose program runs in its own sandbox meanwhile and keeps a copy of its secret
 * file in its /tmp.
 */
export interface HostileProgram {
  readonly name: string;
  readonly attack: string;
  readonly language: 'bash' | 'python';
  readonly source: string;
  readonly limits?: Partial<SandboxLimits>;
  readonly neighbour?: boolean;
  readonly drive: HostileDrive;
  readonly expect: HostileExpectation;
}

export const hostilePrograms: readonly HostileProgram[] = [
  {
    name: 'fork bomb',
    attack: 'forks without end',
    language: 'bash',
    // The shell forks once, then waits with a builtin (its stdin stays open and empty): any later fork of its own could
    // find the bomb already at the limit, and bash retries a failed fork for 15 s.
    source: 'f() { f | f & }\nf &\nread -r -t 2 _\necho still-here',
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
    name: 'CPU spread over forks',
    attack: 'spins on the CPU in eight processes at once, each under its own CPU rlimit',
    language: 'bash',
    source: 'for i in 1 2 3 4 5 6 7 8; do ( while :; do :; done ) & done\nwait',
    drive: { type: 'await-exit', deadlineMs: 8000 },
    expect: { limit: 'cpu' },
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
    name: 'DNS query to the host',
    attack: 'sends a DNS query for a name over UDP to a resolver port the host listens on at 127.0.0.1',
    language: 'python',
    source: [
      'import socket, struct',
      "query = struct.pack('>HHHHHH', 0x1234, 0x0100, 1, 0, 0, 0)",
      "query += b''.join(bytes([len(part)]) + part for part in b'xparena.example'.split(b'.')) + b'\\0'",
      "query += struct.pack('>HH', 1, 1)",
      's = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)',
      's.settimeout(0.3)',
      'try:',
      '    s.sendto(query, ("127.0.0.1", {UDP_PORT}))',
      '    s.recvfrom(512)',
      '    print("ANSWERED")',
      'except OSError as error:',
      '    print("NO-ANSWER", error)',
    ].join('\n'),
    drive: { type: 'await-exit', deadlineMs: 5000 },
    expect: { stdoutIncludes: ['NO-ANSWER'], stdoutExcludes: ['ANSWERED'], noConnection: true },
  },
  {
    name: "read another seat's files",
    attack: "reads the other seat's program directory by its host path, its /tmp through /proc, and searches for it",
    language: 'bash',
    neighbour: true,
    source: [
      'cat {NEIGHBOUR_DIR}/secret.txt 2>/dev/null',
      'cat /proc/*/root/tmp/secret.txt 2>/dev/null',
      'find / -xdev -name secret.txt -exec cat {} + 2>/dev/null',
      'ls /proc | grep -c "^[0-9]"',
      'echo END',
    ].join('\n'),
    drive: { type: 'await-exit', deadlineMs: 8000 },
    expect: { stdoutIncludes: ['END'], secretUnread: true },
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
