// An external agent CLI as a player: per match it serves the seat's MCP tools and launches the CLI in a private
// workspace (shell-process.ts); whatever the CLI does wrong is a PlayerFault of the seat.
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Agent, AgentMatch, AgentSession, Decision, Turn, Usage } from '../../core/agent.js';
import { PlayerFault } from '../../core/agent.js';
import { keptSession } from '../../core/kept-session.js';
import { GameSeat } from '../../mcp/game-seat.js';
import { serveSeatOverHttp } from '../../mcp/seat-http.js';
import { type ShellPlacement, type ShellProcess, startShell } from './shell-process.js';

/** The most of the CLI's stdout kept for its usage report, and of its stderr for fault messages. */
const stdoutBytes = 4 * 1024 * 1024;
const stderrBytes = 2048;

/** How one shell seat runs. */
export interface ShellAgentOptions extends Omit<ShellPlacement, 'prompt'> {
  readonly match: AgentMatch;
  /** The spec, recorded as the agent's name. */
  readonly name: string;
  readonly decisionMs: number;
  readonly maxErrors: number;
  /** How long the CLI may take to exit by itself once the episode is over, before its process group is killed. */
  readonly graceMs: number;
}

/** The task every shell is given (`resumed`: in the session of the trial's earlier episodes); the tools explain themselves. */
export function shellPrompt(match: AgentMatch, resumed = false): string {
  return [
    ...(resumed
      ? [
          'A new episode of the same game starts now, in this same session: what you learned in earlier episodes still holds.',
        ]
      : []),
    `You are playing seat ${match.seat} of a ${match.players}-seat game of ${match.game.title} through the MCP tools of the server "xparena".`,
    'Read the rules with `rules`. Then, until `status` says the episode is over: call `observe` and `legal_actions`,',
    'think, and play exactly one action with `act` (its reply says whether it was accepted and what comes next).',
    'Play to win. Do not stop before `status` reports "over": true; stopping early forfeits the game.',
  ].join('\n');
}

/** Where a shell under the `session` experience keeps its session, and the one it continues (if any). */
interface SessionPlace {
  readonly workspace: string;
  readonly resume: string | undefined;
}

/** The kept workspace and session for this match, or undefined when the seat's experience keeps none. */
function sessionPlace(match: AgentMatch): SessionPlace | undefined {
  const kept = keptSession(match.experience);
  if (!kept) return undefined;
  // A workspace gone since (a reboot cleared the temp folder) starts a new session; the record says it was not resumed.
  if (kept.resume && existsSync(kept.resume.workspace))
    return { workspace: kept.resume.workspace, resume: kept.resume.id };
  return { workspace: mkdtempSync(join(tmpdir(), 'xparena-shell-session-')), resume: undefined };
}

/** A seat played by an external CLI; `usage` holds what the CLI reported once the match is closed. */
export class ShellAgent implements Agent {
  readonly name: string;
  /** The CLI's process id (and process group) once started. */
  pid: number | undefined;
  /** Whether the CLI runs in the sandbox (else as this user, with --unsafe-no-sandbox). */
  get sandboxed(): boolean {
    return this.options.sandboxed;
  }
  /** The usage the CLI reported, read after it ended; undefined where it reports none. */
  usage: Usage | undefined;
  private readonly seat: GameSeat;
  private started: Promise<void> | undefined;
  private shell: ShellProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private stdout = '';
  private stderr = '';
  private readonly place: SessionPlace | undefined;

  constructor(private readonly options: ShellAgentOptions) {
    this.name = options.name;
    this.seat = new GameSeat(options.match, {
      name: options.name,
      decisionMs: options.decisionMs,
      maxErrors: options.maxErrors,
      waitMs: 20_000,
    });
    this.place = sessionPlace(options.match);
  }

  async act(turn: Turn): Promise<Decision> {
    this.started ??= this.start();
    await this.started;
    return this.seat.act(turn);
  }

  async close(): Promise<void> {
    this.seat.close();
    const shell = this.shell;
    if (!shell) return;
    // After a finished episode the CLI may finish its last reply (and its usage report); after a fault it may not.
    if (!this.seat.fault) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.exited, new Promise((resolve) => (timer = setTimeout(resolve, this.options.graceMs)))]);
      clearTimeout(timer);
    }
    // Whatever is left of it (a CLI's own MCP or tool subprocesses) is killed with the sandbox or process group.
    await shell.close();
    await this.exited;
    this.usage = this.options.adapter.usage(this.stdout);
  }

  closedUsage(): Usage | undefined {
    return this.usage;
  }

  closedSession(): AgentSession | undefined {
    if (!this.place || !this.shell) return undefined;
    const id = this.options.adapter.session(this.stdout) ?? this.place.resume;
    return id === undefined
      ? undefined
      : { id, workspace: this.place.workspace, resumed: this.place.resume !== undefined };
  }

  private async start(): Promise<void> {
    let shell: ShellProcess;
    try {
      shell = await startShell((relayed) => serveSeatOverHttp(this.seat, relayed), {
        ...this.options,
        prompt: shellPrompt(this.options.match, this.place?.resume !== undefined),
        keptWorkspace: this.place?.workspace,
        resume: this.place?.resume,
      });
    } catch (error) {
      throw new PlayerFault(
        'exit',
        `could not start the shell: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.shell = shell;
    const { process } = shell;
    this.pid = process.pid;
    process.stdin.end();
    process.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (this.stdout.length < stdoutBytes) this.stdout += chunk;
    });
    process.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-stderrBytes);
    });
    const outputClosed = Promise.all([once(process.stdout, 'close'), once(process.stderr, 'close')]).catch(() => {});
    this.exited = process.exited.then(async ({ code, signal, limit }) => {
      // Its output may still be draining: the usage report and its last words need all of it.
      await outputClosed;
      if (this.seat.over) return;
      const how = limit ? `ran out of ${limit}` : signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const said = this.stderr.trim() ? `; its last words: ${this.stderr.trim().slice(-300)}` : '';
      const refused = shell.refused();
      const blocked = refused.length
        ? `; the sandbox refused its connections to ${[...new Set(refused)].slice(0, 5).join(', ')} (allow them with hosts=…)`
        : '';
      this.seat.failWith(new PlayerFault('exit', `the shell ${how} before the episode was over${said}${blocked}`));
    });
  }
}
