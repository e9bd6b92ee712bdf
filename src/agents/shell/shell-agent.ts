// An external agent CLI as a player: per match it serves the seat over loopback HTTP, writes the CLI's MCP config into
// a private workspace and launches the CLI there; whatever the CLI does wrong is a PlayerFault of the seat.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Agent, AgentMatch, Decision, Turn, Usage } from '../../core/agent.js';
import { PlayerFault } from '../../core/agent.js';
import { GameSeat } from '../../mcp/game-seat.js';
import { type SeatEndpoint, serveSeatOverHttp } from '../../mcp/seat-http.js';
import type { ShellAdapter } from './shell-adapter.js';

/** The most of the CLI's stdout kept for its usage report, and of its stderr for fault messages. */
const stdoutBytes = 4 * 1024 * 1024;
const stderrBytes = 2048;

/** How one shell seat runs. */
export interface ShellAgentOptions {
  readonly adapter: ShellAdapter;
  readonly match: AgentMatch;
  /** The spec, recorded as the agent's name. */
  readonly name: string;
  readonly decisionMs: number;
  readonly maxErrors: number;
  /** How long the CLI may take to exit by itself once the episode is over, before its process group is killed. */
  readonly graceMs: number;
  readonly model?: string | undefined;
}

/** The task every shell is given; the tools explain themselves. */
export function shellPrompt(match: AgentMatch): string {
  return [
    `You are playing seat ${match.seat} of a ${match.players}-seat game of ${match.game.title} through the MCP tools of the server "xparena".`,
    'Read the rules with `rules`. Then, until `status` says the episode is over: call `observe` and `legal_actions`,',
    'think, and play exactly one action with `act` (its reply says whether it was accepted and what comes next).',
    'Play to win. Do not stop before `status` reports "over": true; stopping early forfeits the game.',
  ].join('\n');
}

/** A seat played by an external CLI; `usage` holds what the CLI reported once the match is closed. */
export class ShellAgent implements Agent {
  readonly name: string;
  /** The CLI's process id (and process group) once started. */
  pid: number | undefined;
  /** The usage the CLI reported, read after it ended; undefined where it reports none. */
  usage: Usage | undefined;
  private readonly seat: GameSeat;
  private started: Promise<void> | undefined;
  private endpoint: SeatEndpoint | undefined;
  private workspace: string | undefined;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private stdout = '';
  private stderr = '';

  constructor(private readonly options: ShellAgentOptions) {
    this.name = options.name;
    this.seat = new GameSeat(options.match, {
      name: options.name,
      decisionMs: options.decisionMs,
      maxErrors: options.maxErrors,
      waitMs: 20_000,
    });
  }

  async act(turn: Turn): Promise<Decision> {
    this.started ??= this.start();
    await this.started;
    return this.seat.act(turn);
  }

  async close(): Promise<void> {
    this.seat.close();
    const child = this.child;
    if (child) {
      // After a finished episode the CLI may finish its last reply (and its usage report); after a fault it may not.
      if (!this.seat.fault) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.exited,
          new Promise((resolve) => (timer = setTimeout(resolve, this.options.graceMs))),
        ]);
        clearTimeout(timer);
      }
      // The group may outlive its leader (a CLI's own MCP or tool subprocesses): kill it in any case.
      killGroup(child);
      await this.exited;
      this.usage = this.options.adapter.usage(this.stdout);
    }
    await this.endpoint?.close();
    if (this.workspace) rmSync(this.workspace, { recursive: true, force: true });
  }

  closedUsage(): Usage | undefined {
    return this.usage;
  }

  private async start(): Promise<void> {
    const { adapter, match, model } = this.options;
    this.endpoint = await serveSeatOverHttp(this.seat);
    this.workspace = mkdtempSync(join(tmpdir(), 'xparena-shell-'));
    const launch = adapter.launch({
      workspace: this.workspace,
      url: this.endpoint.url,
      token: this.endpoint.token,
      prompt: shellPrompt(match),
      model,
    });
    for (const [path, content] of Object.entries(launch.files)) {
      writeFileSync(join(this.workspace, path), content, { mode: 0o600 });
    }
    const [command, ...args] = launch.argv;
    if (!command) throw new PlayerFault('exit', 'the shell has no command to run');
    const child = spawn(command, args, {
      cwd: this.workspace,
      env: { ...process.env, ...launch.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.pid = child.pid;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (this.stdout.length < stdoutBytes) this.stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-stderrBytes);
    });
    this.exited = new Promise((resolve) => {
      child.once('error', (error) => {
        this.seat.failWith(new PlayerFault('exit', `could not start '${command}': ${error.message}`));
        resolve();
      });
      child.once('exit', (code, signal) => {
        if (this.seat.over) return;
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        // Its stderr may still be draining: give the last words a moment to arrive.
        setImmediate(() => {
          const said = this.stderr.trim() ? `; its last words: ${this.stderr.trim().slice(-300)}` : '';
          this.seat.failWith(new PlayerFault('exit', `the shell ${how} before the episode was over${said}`));
        });
      });
      // Resolved once its output is closed too, so the usage report is complete.
      child.once('close', () => resolve());
    });
  }
}

/** SIGKILLs the child's whole process group (it was started detached, as its own group). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}
