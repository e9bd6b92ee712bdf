// The command line that resumes a run: what the user typed, as they would type it again.
import type { Command } from 'commander';

/** `xparena` and the arguments the program was parsed from (commander keeps them, untyped, as `rawArgs`). */
export function resumeCommand(command: Command): string {
  let root = command;
  while (root.parent) root = root.parent;
  const raw: unknown = Reflect.get(root, 'rawArgs');
  const args = Array.isArray(raw) ? raw.filter((arg): arg is string => typeof arg === 'string') : [];
  return commandLine(args);
}

/** `args` after `xparena`, single-quoted where the shell needs it. */
export function commandLine(args: readonly string[]): string {
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
  return ['xparena', ...args.map(quote)].join(' ');
}
