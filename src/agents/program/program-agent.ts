// The host side of the program protocol (docs/program-protocol.md): one sandboxed process per seat per match, JSON
// lines over its stdin and stdout, a chess clock per seat, and the fault table (invalid answer vs forfeit vs infra).
import { type Agent, type Decision, InfraError, PlayerFault, type Turn } from '../../core/agent.js';
import { UsageError } from '../../core/usage-error.js';
import type { SandboxExit, SandboxedProcess, SandboxSpec } from '../../sandbox/sandboxed-process.js';
import { spawnProgram } from '../../sandbox/spawn-program.js';
import { type ProgramLine, ProgramLines } from './program-lines.js';

/** The protocol's limits for one seat (the `program:` options in milliseconds and bytes). */
export interface ProgramLimits {
  readonly startMs: number;
  readonly decisionMs: number;
  readonly bankMs: number;
  readonly replyBytes: number;
  readonly logBytes: number;
}

/** Everything the host needs to seat a program: what to run, the `start` message's contents and the limits. */
export interface ProgramAgentOptions {
  /** Shown in results: the manifest's name and version. */
  readonly name: string;
  readonly spec: SandboxSpec;
  readonly limits: ProgramLimits;
  /** The `start` message without `type`, `protocol` and `limits`. */
  readonly start: {
    readonly game: { readonly id: string; readonly version: number };
    readonly params: unknown;
    readonly seat: number;
    readonly players: number;
    readonly seed: number;
    readonly rules: string;
  };
  readonly unsafe: boolean;
}

/** The protocol's version, sent in `start`. */
export const programProtocolVersion = 1;
/** The program's stderr kept per match; the rest is dropped with a marker. */
export const stderrCapBytes = 16 * 1024;
/** How long a program may take to exit after `end` before it is killed. */
const endGraceMs = 250;

/** Starts the program now (a failure to sandbox it is InfraError at its first decision) and seats it. */
export function programAgent(options: ProgramAgentOptions): Agent {
  return new ProgramHost(options);
}

class ProgramHost implements Agent {
  readonly name: string;
  private readonly process: SandboxedProcess | undefined;
  private readonly lines: ProgramLines | undefined;
  private readonly ready: Promise<void> | undefined;
  /** Set once the program can no longer play: every later decision throws it. */
  private failure: Error | undefined;
  private exit: SandboxExit | undefined;
  private bankMs: number;
  private stderr = '';
  private stderrBytes = 0;
  private pendingStderr = '';
  private closing: Promise<void> | undefined;

  constructor(private readonly options: ProgramAgentOptions) {
    this.name = options.name;
    this.bankMs = options.limits.bankMs;
    let process: SandboxedProcess;
    try {
      process = spawnProgram(options.spec, { unsafe: options.unsafe });
    } catch (error) {
      if (error instanceof UsageError) throw error;
      this.failure = new InfraError(`cannot start program ${options.name}: ${messageOf(error)}`);
      return;
    }
    this.process = process;
    void process.exited.then((exit) => {
      this.exit = exit;
    });
    process.stdin.on('error', () => {
      // A program that exits early closes its stdin; the exit is what the match reports.
    });
    process.stderr.on('data', (chunk: Buffer) => this.keepStderr(chunk));
    this.lines = new ProgramLines(process.stdout, options.limits.replyBytes);
    const { limits, start } = options;
    this.send({ type: 'start', protocol: programProtocolVersion, ...start, limits: wireLimits(limits) });
    this.ready = this.awaitReady(limits.startMs);
    this.ready.catch(() => {
      // Reported at the first decision.
    });
  }

  async act(turn: Turn): Promise<Decision> {
    if (this.failure) throw this.failure;
    await this.ready;
    const { decisionMs } = this.options.limits;
    const budget = decisionMs + this.bankMs;
    const onAbort = () =>
      this.stop(this.fault('timeout', `program ${this.name} was still thinking when the match's time limit passed`));
    turn.signal.addEventListener('abort', onAbort, { once: true });
    const message: Record<string, unknown> = {
      type: 'turn',
      step: turn.step,
      attempt: turn.attempt,
      observation: turn.observation,
    };
    if (turn.legalActions.length) message.legal = turn.legalActions;
    message.time_left_ms = Math.round(budget);
    if (turn.feedback !== undefined) message.feedback = turn.feedback;
    this.send(message);
    const started = performance.now();
    try {
      const line = await this.read(
        budget,
        () => `no answer within ${decisionMs} ms + ${Math.round(this.bankMs)} ms of bank`,
      );
      this.bankMs = Math.max(0, this.bankMs - Math.max(0, performance.now() - started - decisionMs));
      return this.decisionOf(line);
    } finally {
      turn.signal.removeEventListener('abort', onAbort);
    }
  }

  /** Sends `end`, gives the program a moment to exit, then kills whatever is left of it; always, also on abort. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const process = this.process;
      if (!process) return;
      this.send({ type: 'end' });
      process.stdin.end();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([process.exited, new Promise((resolve) => (timer = setTimeout(resolve, endGraceMs)))]);
      clearTimeout(timer);
      await process.kill();
    })();
    return this.closing;
  }

  private async awaitReady(startMs: number): Promise<void> {
    const line = await this.read(startMs, () => `no ready within start_ms (${startMs} ms)`, 'no-ready');
    if (line.type !== 'line' || !isReady(line.text)) {
      const got = line.type === 'line' ? `'${clip(line.text, 200)}'` : 'a line over reply_bytes';
      this.stop(this.fault('no-ready', `program ${this.name} answered start with ${got}, not {"type":"ready"}`));
      throw this.failure;
    }
  }

  /** The next line within `limitMs`; a timeout, a closed stdout or an exit stops the program and is its fault. */
  private async read(
    limitMs: number,
    late: () => string,
    lateKind = 'timeout',
  ): Promise<ProgramLine & { type: 'line' | 'oversize' }> {
    const lines = this.lines;
    if (!lines) throw this.failure;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limitMs)));
    const line = await Promise.race([lines.next(), timeout]);
    clearTimeout(timer);
    if (this.failure) throw this.failure;
    if (line === 'timeout') throw this.stop(this.fault(lateKind, `program ${this.name}: ${late()}`));
    if (line.type !== 'closed') return line;
    throw this.stop(await this.endedFault());
  }

  /** Why the program's stdout closed: it exited, crashed or hit a limit, or closed stdout while still running. */
  private async endedFault(): Promise<PlayerFault> {
    let timer: NodeJS.Timeout | undefined;
    const exit =
      this.exit ??
      (await Promise.race([
        this.process?.exited,
        new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 200))),
      ]));
    clearTimeout(timer);
    const tail = this.stderr ? `; stderr: ${clip(this.stderr.trim().split('\n').at(-1) ?? '', 200)}` : '';
    if (!exit) return this.fault('closed-stdout', `program ${this.name} closed its stdout${tail}`);
    if (exit.limit) return this.fault('limit', `program ${this.name} was killed by its ${exit.limit} limit`);
    if (exit.signal) return this.fault('crash', `program ${this.name} was killed by ${exit.signal}${tail}`);
    return this.fault('exit', `program ${this.name} exited with code ${exit.code} in the middle of the match${tail}`);
  }

  /** Marks the program as done for (later decisions throw `fault`) and kills it; returns `fault`. */
  private stop(fault: Error): Error {
    this.failure ??= fault;
    void this.process?.kill();
    return this.failure;
  }

  /** An answer line as a decision: a malformed, wrong-shaped or over-size answer is an invalid attempt. */
  private decisionOf(line: ProgramLine & { type: 'line' | 'oversize' }): Decision {
    const { replyBytes, logBytes } = this.options.limits;
    if (line.type === 'oversize') {
      return { invalid: `the answer was ${line.bytes} bytes, over reply_bytes (${replyBytes})` };
    }
    const text = clip(line.text, 1000);
    let answer: unknown;
    try {
      answer = JSON.parse(line.text);
    } catch {
      return { invalid: 'the answer is not a JSON object on one line', text };
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer) || !('action' in answer)) {
      return { invalid: 'the answer is not a JSON object with an "action"', text };
    }
    const { action, log } = answer as { action: unknown; log?: unknown };
    if (log !== undefined && typeof log !== 'string') return { invalid: 'the answer\'s "log" is not a string', text };
    const stderr = this.takeStderr();
    return {
      action,
      ...(log ? { log: clipBytes(log, logBytes) } : {}),
      ...(stderr ? { stderr } : {}),
    };
  }

  /** A fault of the program, carrying the stderr no decision reported yet. */
  private fault(kind: string, message: string): PlayerFault {
    return new PlayerFault(kind, message, this.takeStderr());
  }

  private send(message: unknown): void {
    const stdin = this.process?.stdin;
    if (stdin && !stdin.destroyed && stdin.writable) stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Keeps stderr up to the per-match cap, for the record of the next decision (or of the fault). */
  private keepStderr(chunk: Buffer): void {
    const room = stderrCapBytes - this.stderrBytes;
    if (room <= 0) return;
    const text = chunk.subarray(0, room).toString('utf8');
    this.stderrBytes += Math.min(room, chunk.length);
    const dropped = chunk.length > room ? `\n[stderr over ${stderrCapBytes} bytes: the rest is dropped]` : '';
    this.stderr += text + dropped;
    this.pendingStderr += text + dropped;
  }

  private takeStderr(): string | undefined {
    const text = this.pendingStderr.replace(/\n$/, '');
    this.pendingStderr = '';
    return text || undefined;
  }
}

function wireLimits(limits: ProgramLimits): Record<string, number> {
  return {
    start_ms: limits.startMs,
    decision_ms: limits.decisionMs,
    bank_ms: limits.bankMs,
    reply_bytes: limits.replyBytes,
    log_bytes: limits.logBytes,
  };
}

function isReady(text: string): boolean {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
  } catch {
    return false;
  }
}

function clip(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, chars)}…` : text;
}

function clipBytes(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length > bytes ? `${buffer.subarray(0, bytes).toString('utf8')}…` : text;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
