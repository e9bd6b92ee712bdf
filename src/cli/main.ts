// The `xparena` command: thin commands over the library. Bad input exits 2 with one line; no stack traces.
import { Command, CommanderError } from 'commander';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { codeVersion } from '../core/code-version.js';
import { UsageError } from '../core/usage-error.js';
import { commandExamples, examplesHelp } from './command-examples.js';

type Register = (program: Command) => void;

/**
 * Each command's module by the names it registers, in the order help lists them. Start-up imports only the module
 * of the command being run (each pulls in its own libraries: models, plots, the server), all of them only for
 * top-level help, `help` and unknown commands (whose "did you mean" needs every name).
 */
const commandModules: readonly (readonly [names: readonly string[], load: () => Promise<Register>])[] = [
  [['demo'], async () => (await import('./demo-command.js')).demoCommand],
  [['games'], async () => (await import('./games-command.js')).gamesCommand],
  [['agents'], async () => (await import('./agents-command.js')).agentsCommand],
  [['experiences'], async () => (await import('./experiences-command.js')).experiencesCommand],
  [['experience'], async () => (await import('./experience-command.js')).experienceCommand],
  [['play'], async () => (await import('./play-command.js')).playCommand],
  [['episodes'], async () => (await import('./episodes-command.js')).episodesCommand],
  [['tournament'], async () => (await import('./tournament-command.js')).tournamentCommand],
  [['evolve'], async () => (await import('./evolve-command.js')).evolveCommand],
  [['run'], async () => (await import('./run-command.js')).runCommand],
  [['learn2play'], async () => (await import('./learn2play-command.js')).learn2playCommand],
  [['replay'], async () => (await import('./replay-command.js')).replayCommand],
  [['runs'], async () => (await import('./runs-command.js')).runsCommand],
  [['matches'], async () => (await import('./matches-command.js')).matchesCommand],
  [['export', 'import'], async () => (await import('./records-commands.js')).recordsCommands],
  [['rate'], async () => (await import('./rate-command.js')).rateCommand],
  [['pool'], async () => (await import('./pool-command.js')).poolCommand],
  [['arena'], async () => (await import('./arena-command.js')).arenaCommand],
  [['report'], async () => (await import('./report-command.js')).reportCommand],
  [['compare'], async () => (await import('./compare-command.js')).compareCommand],
  [['fake-server'], async () => (await import('./fake-server-command.js')).fakeServerCommand],
  [['mcp'], async () => (await import('./mcp-command.js')).mcpCommand],
  [['view'], async () => (await import('./view-command.js')).viewCommand],
  [['doctor'], async () => (await import('./doctor-command.js')).doctorCommand],
  [['worker', 'workers'], async () => (await import('./worker-command.js')).workerCommands],
];

/** The command `argv` runs: its first word that is neither a global option nor the value of `--home`. */
export function commandName(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] as string;
    if (word === '--home') index++;
    else if (!word.startsWith('-')) return word;
  }
  return undefined;
}

/** The program with the commands `argv` may run registered: only its own command's when that is known. */
export async function buildProgram(argv?: readonly string[]): Promise<Command> {
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
  const name = argv === undefined ? undefined : commandName(argv);
  const named = commandModules.filter(([names]) => name !== undefined && names.includes(name));
  // `--version` without a command needs none of them.
  const versionOnly = name === undefined && argv?.some((word) => word === '-V' || word === '--version');
  for (const [, load] of named.length > 0 || versionOnly ? named : commandModules) (await load())(program);
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
    await (await buildProgram(argv)).parseAsync([...argv], { from: 'user' });
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
