// What the `xparena run` family reads from its flags the same way: the run's context, and flag names for messages.
import type { Command } from 'commander';
import type { RunContext } from '../runs/execute-run.js';
import { resumeCommand } from './resume-command.js';

/** The flags every `xparena run` form takes. */
export interface CommonRunFlags {
  readonly json?: boolean;
  readonly progress?: boolean;
  /** A Redis URL: the matches are played by `xparena worker` processes. */
  readonly queue?: string;
}

/** The context of a run started by `command`: its home, how to resume it, progress unless --no-progress or --json. */
export function runFlagsContext(command: Command, flags: CommonRunFlags): RunContext {
  return {
    home: command.optsWithGlobals().home as string | undefined,
    resume: resumeCommand(command),
    progress: flags.progress !== false && !flags.json,
    json: flags.json,
    queue: flags.queue,
  };
}

/** A camel-case option name as the user typed it: `evalEvery` → `--eval-every`. */
export function flagName(name: string): string {
  return `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
