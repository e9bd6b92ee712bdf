// `shell:claude-code|codex|opencode|command…` as an AAArena developer: the CLI runs turn by turn (runTurns), each turn
// one invocation in the sandbox that resumes its session; a session that outgrew its context is replaced by a fresh
// one told to continue in small steps, with the results it had not seen (docs/aaarena-shells.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { warnUnsafeOnce } from '../agents/program/unsafe-mode.js';
import { checkShellSpec, parseShellSpec, shellKindPrefix, shellPlacement } from '../agents/shell/shell-kind.js';
import { parseAgentSpec } from '../core/agent-spec.js';
import type { ArenaStatus, ArenaTools, DeliveredResult } from '../core/arena-tools.js';
import { UsageError } from '../core/usage-error.js';
import { arenaToolNames } from '../mcp/arena-mcp-tools.js';
import { blockedForSandboxUser } from '../sandbox/bwrap-args.js';
import type { Developer, DeveloperContext, DeveloperEnd } from './developer.js';
import { runShellTurn, type ShellTurnEnd, type ShellTurnSetup } from './shell-turn.js';
import { runTurns, type TurnDriver } from './turn-loop.js';

/** The wall-clock limit of one turn's invocation by default (`turn_ms`). */
const defaultTurnMs = 30 * 60_000;

/** The shell options that only a player has (a seat's clock and errors), refused for developers. */
const playerOnly = ['decision_ms', 'max_errors', 'grace_ms'];

/** The first message of every session: the protocol's facts and how to work, in our words, then the tools. */
export function operatingPrompt(status: ArenaStatus, tools: readonly string[]): string {
  const feedback =
    status.feedback === 'dense'
      ? 'a small match returns each game with its replay file and a narration from your side'
      : 'a small match tells you only whether you won each game';
  const small = tools.includes('view_replay')
    ? '- You play no small matches of your own: list_replays and view_replay show matches between pool programs (each view spends one small unit).'
    : status.arm === 'choice'
      ? `- Small matches spend one unit per opponent (name 1 to ${status.batch} per match); ${feedback}.`
      : `- Small matches spend one unit per opponent (the ${status.arm} arm picks them: call small_match without opponents); ${feedback}.`;
  return [
    `You are developing a program that plays ${status.game} in an AAArena run. Your working directory is its workspace:`,
    'the rules, the SDK, the replay documentation, the leaderboard and one study program are there to read. strategy/',
    'is the program every submission snapshots; you may write only strategy/, notes/ and artifacts/.',
    '',
    `Objective: the best rank on a frozen ladder of ${status.poolSize} programs. Your result is the champion, the`,
    'best officially evaluated snapshot (the baseline included), not your last edit.',
    '',
    'How to work:',
    '- Build a strategy you can explain and maintain. Never hard-code behaviour by opponent id, seed or replay.',
    small,
    '- A full evaluation spends one evaluation and returns your Elo, rank and record against the whole pool.',
    '- A broken or failing submission still spends budget: check offline first. preflight is free, and you can',
    '  run the program and the SDK yourself.',
    '- Test one falsifiable hypothesis at a time: say what you expect, change one thing, measure it.',
    '- Keep notes in notes/: what you tried, measured and concluded. They outlast this conversation.',
    '- restore_champion (free) brings back the champion when an edit made things worse.',
    '',
    `Your tools are on the MCP server "xparena": ${tools.join(', ')}. A turn ends when you stop; the next one tells`,
    'you your budgets and any results you have not seen. The run ends when the full evaluations are spent or you reach rank 1.',
  ].join('\n');
}

/** Opens a fresh session after the last one outgrew the model's context (or could not be resumed). */
export const compactionPrompt =
  'Your previous session ran out of context and was closed; this is a fresh one. Read notes/ first to recover what ' +
  'you learned, then continue in small steps: one change at a time, short outputs, notes written as you go.';

function deliveredLines(delivered: readonly DeliveredResult[]): string[] {
  return delivered.map(
    (result) => `Result of submission ${result.submissionId} you have not seen: ${JSON.stringify(result.result)}`,
  );
}

/** The session kept beside the workspace, so a resumed run continues the CLI's conversation. */
const sessionFile = z.object({ session: z.string().optional(), lost: z.boolean() });

class ShellDriver implements TurnDriver {
  private turns = 0;

  constructor(
    private readonly setup: ShellTurnSetup,
    private readonly context: DeveloperContext,
    private readonly statePath: string,
  ) {}

  async turn(
    prompt: string,
    tools: ArenaTools,
    toolsEnabled: boolean,
    signal: AbortSignal,
    reportError: (message: string) => void,
  ): Promise<void> {
    const state = this.state();
    const opening = (lost: boolean) => [
      operatingPrompt(tools.status(), arenaToolNames(tools)),
      ...(lost ? [compactionPrompt] : []),
    ];
    const text = state.session ? prompt : [...opening(state.lost), prompt].join('\n\n');
    let end = await this.invoke(text, state.session, tools, toolsEnabled, signal, reportError);
    // Lost: the CLI said its context overflowed, or a resumed session failed without naming one. A turn cut short
    // (turn_ms, an interrupt) keeps its session for the next turn.
    const cutShort = signal.aborted || end.how === 'timeout';
    const failed = state.session !== undefined && end.session === undefined && end.how !== 'exit code 0';
    const lost = end.overflow || (failed && !cutShort);
    if (lost && !cutShort) {
      this.note(
        `the session ${state.session ?? '(new)'} is lost (${end.overflow ? 'context overflow' : end.how}): starting a fresh one`,
      );
      // In the review turn nothing is left to deliver (and the tools refuse to).
      const unseen = toolsEnabled ? deliveredLines(tools.deliver()) : [];
      end = await this.invoke(
        [...opening(true), prompt, ...unseen].join('\n\n'),
        undefined,
        tools,
        toolsEnabled,
        signal,
        reportError,
      );
    }
    const session = end.overflow ? undefined : (end.session ?? (lost ? undefined : state.session));
    this.save({ ...(session ? { session } : {}), lost: end.overflow });
    this.turns++;
  }

  private async invoke(
    prompt: string,
    resume: string | undefined,
    tools: ArenaTools,
    toolsEnabled: boolean,
    signal: AbortSignal,
    reportError: (message: string) => void,
  ): Promise<ShellTurnEnd> {
    const { log, addUsage } = this.context;
    this.note(resume ? `resuming session ${resume}` : 'starting a new session with the objective and operating prompt');
    const end = await runShellTurn(
      this.setup,
      tools,
      {
        prompt,
        resume,
        toolsEnabled,
        onCall: (name, input) =>
          log({ turn: this.turns, kind: 'tool', text: `${name} ${JSON.stringify(input ?? {})}` }),
        onRefused: reportError,
      },
      signal,
    );
    if (end.usage) {
      const { inputTokens = 0, outputTokens = 0, costUsd = 0 } = end.usage;
      addUsage({ tokens: inputTokens + outputTokens, usd: costUsd });
    }
    const said = end.stdout.trim().slice(-2000);
    const stderr = end.stderr.trim() ? `\nstderr: ${end.stderr.trim().slice(-500)}` : '';
    log({ turn: this.turns, kind: 'reply', text: `[${end.how}; session ${end.session ?? 'none'}] ${said}${stderr}` });
    return end;
  }

  private note(text: string): void {
    this.context.log({ turn: this.turns, kind: 'note', text });
  }

  private state(): z.infer<typeof sessionFile> {
    if (!existsSync(this.statePath)) return { lost: false };
    const parsed = sessionFile.safeParse(JSON.parse(readFileSync(this.statePath, 'utf8')));
    return parsed.success ? parsed.data : { lost: false };
  }

  private save(state: z.infer<typeof sessionFile>): void {
    writeFileSync(this.statePath, JSON.stringify(state));
  }
}

/**
 * The developer of a `shell:` spec. Besides the shell's own options (network, model, cmd, dir, hosts, pass, sandbox)
 * it takes `turn_ms`, the wall-clock limit of one turn's invocation. Throws UsageError for a bad spec, a machine
 * without a sandbox (unless --unsafe-no-sandbox) or a CLI that is not installed.
 */
export function shellDeveloper(spec: string): Developer {
  const parsed = parseAgentSpec(spec);
  if (!parsed.kind.startsWith(shellKindPrefix))
    throw new UsageError(`'${spec}' is not a shell developer; write shell:claude-code?network=provider or similar`);
  const { turn_ms: turnText, ...options } = parsed.options;
  const refused = Object.keys(options).find((name) => playerOnly.includes(name));
  if (refused) throw new UsageError(`option '${refused}' is for shell players, not developers; use turn_ms`);
  const turnMs = turnText === undefined ? defaultTurnMs : Number(turnText);
  if (!Number.isInteger(turnMs) || turnMs < 1)
    throw new UsageError(`option 'turn_ms' must be a whole number of milliseconds ≥ 1, not '${turnText}'`);
  const shell = parseShellSpec({ kind: parsed.kind, options });
  checkShellSpec(shell);
  return {
    spec,
    async develop(context: DeveloperContext): Promise<DeveloperEnd> {
      // The repetition's directory (the workspace's parent) keeps the CLI's home and its session across turns.
      const repetition = dirname(context.workspace);
      const placement = shellPlacement(shell);
      if (!placement.sandboxed) warnUnsafeOnce();
      const blocked = placement.sandboxed ? blockedForSandboxUser(repetition) : undefined;
      if (blocked)
        throw new UsageError(
          `the arena run's directory is under ${blocked}, which the sandbox's user (uid 65534) cannot reach; set XPARENA_HOME to a directory others can read, or run xparena as a non-root user`,
        );
      const setup: ShellTurnSetup = {
        placement,
        workspace: context.workspace,
        strategyDir: context.strategyDir,
        home: join(repetition, 'shell-home'),
        turnMs,
      };
      return runTurns(new ShellDriver(setup, context, join(repetition, 'shell-session.json')), context);
    },
  };
}
