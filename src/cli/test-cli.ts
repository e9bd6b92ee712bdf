// Runs the CLI's `main` inside the test process, capturing what it prints: for the many bad-input cases, which
// would otherwise each pay a second and a half to start a child process.
import { format } from 'node:util';
import { main } from './main.js';

/** What one in-process run of the CLI returned and printed. */
export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `xparena <args>` in this process with `env` added to the environment; restores the console, the standard
 * streams, the environment and `process.exitCode` afterwards. With `terminal`, standard input and output pass for a
 * terminal (as for a person at one). Not for commands that keep running (e.g. a served view).
 */
export async function runCli(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  options: { readonly terminal?: boolean } = {},
): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const saved = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    stdoutWrite: process.stdout.write,
    stderrWrite: process.stderr.write,
    exitCode: process.exitCode,
    isTTY: { stdin: process.stdin.isTTY, stdout: process.stdout.isTTY },
    env: Object.fromEntries(Object.keys({ NO_COLOR: '', ...env }).map((name) => [name, process.env[name]])),
  };
  const capture =
    (into: string[]) =>
    (...values: unknown[]): void => {
      into.push(`${format(...values)}\n`);
    };
  const write = (into: string[]) => ((chunk: unknown) => into.push(String(chunk)) > 0) as typeof process.stdout.write;
  console.log = capture(stdout);
  console.info = capture(stdout);
  console.warn = capture(stderr);
  console.error = capture(stderr);
  process.stdout.write = write(stdout);
  process.stderr.write = write(stderr);
  Object.assign(process.env, { NO_COLOR: '1', ...env });
  process.exitCode = undefined;
  if (options.terminal) {
    Object.assign(process.stdin, { isTTY: true });
    Object.assign(process.stdout, { isTTY: true });
  }
  try {
    const code = await main(args);
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    Object.assign(console, { log: saved.log, info: saved.info, warn: saved.warn, error: saved.error });
    process.stdout.write = saved.stdoutWrite;
    process.stderr.write = saved.stderrWrite;
    for (const [name, value] of Object.entries(saved.env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    process.exitCode = saved.exitCode;
    Object.assign(process.stdin, { isTTY: saved.isTTY.stdin });
    Object.assign(process.stdout, { isTTY: saved.isTTY.stdout });
  }
}
