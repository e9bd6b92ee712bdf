// How many rows a listing (`runs`, `matches`) prints: a screenful for a person, everything for a program.
import type { Command } from 'commander';
import { intOption } from './parse-int-option.js';
import { outputIsTerminal } from './terminal.js';

/** Rows a listing prints on a terminal unless --limit says otherwise. */
export const terminalLimit = 20;

/** Adds `--limit` to a listing command. */
export function limitOption(command: Command, rows: string): Command {
  return command.option(
    '--limit <n>',
    `print at most n ${rows}; 0: all (default: ${terminalLimit} on a terminal, all otherwise and with --json)`,
    intOption('--limit', 0),
  );
}

/** The rows to print: `--limit` when given (0: all), else a screenful on a terminal without --json, else all. */
export function listingLimit(limit: number | undefined, json: boolean | undefined): number | undefined {
  if (limit !== undefined) return limit === 0 ? undefined : limit;
  return outputIsTerminal() && !json ? terminalLimit : undefined;
}

/** The line after a cut listing, saying how many rows were left out and how to see them; '' when none were. */
export function moreLine(left: number, rows: string): string {
  return left > 0 ? `… and ${left} more ${rows} (--limit 0 prints all)` : '';
}
