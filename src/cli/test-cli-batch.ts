// Runs several CLI invocations in one child process (fixtures/cli-batch.ts): a child pays a few seconds to start, so
// tests that need a process of their own start one for all their commands instead of one per command.
import { spawnSync } from 'node:child_process';
import type { CliResult } from './test-cli.js';

const script = new URL('./fixtures/cli-batch.ts', import.meta.url).pathname;

export interface CliBatchOptions {
  /** The environment added for the child (each invocation may add more). */
  readonly env?: Readonly<Record<string, string>>;
  /** The command that runs node, e.g. `setpriv … node` (default: this node). */
  readonly as?: readonly string[];
  /** Kills the child after this many milliseconds (a command that should fail at once but hangs). */
  readonly timeoutMs?: number;
}

/** The results of `invocations`, in order; throws with the child's stderr when it did not print them all. */
export function runCliBatch(
  invocations: readonly { readonly args: readonly string[]; readonly env?: Readonly<Record<string, string>> }[],
  options: CliBatchOptions = {},
): CliResult[] {
  const [command = process.execPath, ...prefix] = options.as ?? [process.execPath];
  const child = spawnSync(command, [...prefix, '--import', 'tsx', script, JSON.stringify(invocations)], {
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 120_000,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
  });
  const results = parsed(child.stdout);
  if (results?.length === invocations.length) return results;
  throw new Error(`the CLI batch ended with ${child.status ?? child.signal}: ${child.stderr.slice(-2000)}`);
}

function parsed(stdout: string): CliResult[] | undefined {
  try {
    return JSON.parse(stdout) as CliResult[];
  } catch {
    return undefined;
  }
}
