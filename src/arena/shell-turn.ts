// One turn of a coding-agent shell as an AAArena developer: one CLI invocation in the sandbox, its working directory
// the workspace (read-only but for strategy/, notes/, artifacts/), the arena tools relayed in as its MCP server.
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { reportsContextOverflow } from '../agents/shell/shell-adapter.js';
import { type ShellPlacement, startShell } from '../agents/shell/shell-process.js';
import type { Usage } from '../core/agent.js';
import type { ArenaTools } from '../core/arena-tools.js';
import { serveArenaOverHttp } from '../mcp/arena-server.js';

/** The most of the CLI's stdout kept (its JSON events: usage, session, overflow), and of its stderr. */
const stdoutBytes = 4 * 1024 * 1024;
const stderrBytes = 4096;

/** What a developer's shell runs with on every turn: the parsed spec's placement, its workspace and kept home. */
export interface ShellTurnSetup {
  readonly placement: Omit<ShellPlacement, 'prompt' | 'resume' | 'keptWorkspace' | 'writableWithin' | 'home' | 'edits'>;
  readonly workspace: string;
  readonly strategyDir: string;
  /** Where the CLI keeps its sessions across turns (its HOME in the sandbox). */
  readonly home: string;
  /** The wall-clock limit of one invocation; past it the CLI is killed and the turn ends. */
  readonly turnMs: number;
}

/** One invocation: its task, the session it continues, and whether the arena tools take calls. */
export interface ShellTurnRequest {
  readonly prompt: string;
  readonly resume: string | undefined;
  readonly toolsEnabled: boolean;
  readonly onCall: (name: string, input: unknown) => void;
  /** Told of each tool call refused before it reached the tools (bad arguments, a disabled or unknown tool). */
  readonly onRefused: (message: string) => void;
}

/** How the invocation ended and what the CLI reported. */
export interface ShellTurnEnd {
  /** Exit code, signal, `timeout` (killed at turnMs) or `interrupted` (the run's signal). */
  readonly how: string;
  readonly stdout: string;
  readonly stderr: string;
  readonly usage: Usage | undefined;
  /** The session the CLI ran, to resume next turn. */
  readonly session: string | undefined;
  /** The CLI said its session outgrew the model's context. */
  readonly overflow: boolean;
}

/** Runs the CLI once and waits for it to end (or kills it at the turn's limit or on interrupt). */
export async function runShellTurn(
  setup: ShellTurnSetup,
  tools: ArenaTools,
  request: ShellTurnRequest,
  signal: AbortSignal,
): Promise<ShellTurnEnd> {
  const writableWithin = [relative(setup.workspace, setup.strategyDir), 'notes', 'artifacts'];
  for (const dir of writableWithin) mkdirSync(join(setup.workspace, dir), { recursive: true });
  mkdirSync(setup.home, { recursive: true });
  const access = { enabled: request.toolsEnabled, signal, onCall: request.onCall, onRefused: request.onRefused };
  const shell = await startShell((relayed) => serveArenaOverHttp(tools, access, relayed), {
    ...setup.placement,
    prompt: request.prompt,
    resume: request.resume,
    edits: true,
    keptWorkspace: setup.workspace,
    writableWithin,
    home: setup.home,
  });
  const { process } = shell;
  let stdout = '';
  let stderr = '';
  process.stdin.end();
  process.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    if (stdout.length < stdoutBytes) stdout += chunk;
  });
  process.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrBytes);
  });
  const drained = Promise.all([once(process.stdout, 'close'), once(process.stderr, 'close')]).catch(() => {});
  let stopped: 'timeout' | 'interrupted' | undefined;
  const stop = (why: 'timeout' | 'interrupted') => {
    stopped ??= why;
    void process.kill();
  };
  const timer = setTimeout(() => stop('timeout'), setup.turnMs);
  const onAbort = () => stop('interrupted');
  signal.addEventListener('abort', onAbort);
  // Interrupted while it started: the listener came too late to hear it.
  if (signal.aborted) onAbort();
  try {
    const exit = await process.exited;
    await drained;
    const how =
      stopped ??
      (exit.limit ? `ran out of ${exit.limit}` : exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`);
    const { adapter } = setup.placement;
    return {
      how,
      stdout,
      stderr,
      usage: adapter.usage(stdout),
      session: adapter.session(stdout),
      overflow: reportsContextOverflow(stdout),
    };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    await shell.close();
  }
}
