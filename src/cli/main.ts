// The `xparena` command: thin commands over the library. Bad input exits 2 with one line; no stack traces.
import { Command, CommanderError } from 'commander';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { UsageError } from '../core/usage-error.js';
import { codeVersion } from '../runs/code-version.js';
import { agentsCommand } from './agents-command.js';
import { arenaCommand } from './arena-command.js';
import { commandExamples, examplesHelp } from './command-examples.js';
import { demoCommand } from './demo-command.js';
import { doctorCommand } from './doctor-command.js';
import { episodesCommand } from './episodes-command.js';
import { evolveCommand } from './evolve-command.js';
import { experienceCommand } from './experience-command.js';
import { experiencesCommand } from './experiences-command.js';
import { fakeServerCommand } from './fake-server-command.js';
import { gamesCommand } from './games-command.js';
import { matchesCommand } from './matches-command.js';
import { mcpCommand } from './mcp-command.js';
import { playCommand } from './play-command.js';
import { poolCommand } from './pool-command.js';
import { rateCommand } from './rate-command.js';
import { recordsCommands } from './records-commands.js';
import { replayCommand } from './replay-command.js';
import { reportCommand } from './report-command.js';
import { runCommand } from './run-command.js';
import { runsCommand } from './runs-command.js';
import { tournamentCommand } from './tournament-command.js';
import { viewCommand } from './view-command.js';

export function buildProgram(): Command {
  const program = new Command('xparena')
    .description('experience arena: can this agent learn from experience in games, and how well does it play?')
    .version(codeVersion())
    .option('--home <dir>', 'store directory (default: $XPARENA_HOME or ./.xparena)')
    .option(
      '--unsafe-no-sandbox',
      'run program: agents without a sandbox where none is available (trusted programs only)',
    )
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .hook('preAction', (_program, action) => {
      // An environment variable, so the match workers a run forks inherit it.
      if (action.optsWithGlobals().unsafeNoSandbox) process.env[unsafeNoSandboxVariable] = '1';
    });
  program.configureHelp({ showGlobalOptions: true });
  // One prefix for every error line, the parser's included (commander writes `error: …`).
  const parserErrors = {
    outputError: (text: string, write: (text: string) => void) => write(text.replace(/^error: /, 'xparena: ')),
  };
  program.configureOutput(parserErrors);
  for (const register of [
    demoCommand,
    gamesCommand,
    agentsCommand,
    experiencesCommand,
    experienceCommand,
    playCommand,
    episodesCommand,
    tournamentCommand,
    evolveCommand,
    runCommand,
    replayCommand,
    runsCommand,
    matchesCommand,
    recordsCommands,
    rateCommand,
    poolCommand,
    arenaCommand,
    reportCommand,
    fakeServerCommand,
    mcpCommand,
    viewCommand,
    doctorCommand,
  ])
    register(program);
  for (const command of program.commands) {
    command.exitOverride();
    const examples = commandExamples[command.name()];
    if (examples) command.addHelpText('after', examplesHelp(examples));
  }
  return program;
}

/** Runs the CLI on `argv` (without `node xparena`) and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      return 2;
    }
    if (error instanceof UsageError) {
      console.error(`xparena: ${error.message}`);
      return 2;
    }
    console.error(`xparena: internal error: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.XPARENA_DEBUG) console.error(error);
    else console.error('(set XPARENA_DEBUG=1 to see the stack trace, and please report it)');
    return 1;
  }
}
