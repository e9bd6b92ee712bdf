// The contract of one external agent CLI: how it is launched non-interactively against a seat's MCP server, and how
// its own usage report is read from what it prints.
import type { Usage } from '../../core/agent.js';

/** The name of the seat's server in every CLI's MCP configuration (Claude Code's tools become `mcp__xparena__act`). */
export const mcpServerName = 'xparena';

/** What a launch is built from: the private workspace, the seat's endpoint and the task. */
export interface ShellSetup {
  /** The CLI's working directory (a fresh temporary directory per match). */
  readonly workspace: string;
  readonly url: string;
  readonly token: string;
  readonly prompt: string;
  /** The model the CLI should use, when the spec names one (`model=…`). */
  readonly model?: string | undefined;
  /** The CLI session to continue (the `session` experience, after a trial's first episode; an AAArena developer's turns). */
  readonly resume?: string | undefined;
  /**
   * The CLI may read and edit files and run commands in its workspace (an AAArena developer, whose sandbox decides what
   * is writable); else it may only use the MCP server's tools (a player).
   */
  readonly edits?: boolean | undefined;
}

/** How to start the CLI: its argv, environment additions and the files to write into the workspace first. */
export interface ShellLaunch {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** Workspace-relative path → content. */
  readonly files: Readonly<Record<string, string>>;
}

/** One CLI: its command line, and the usage it reports (undefined where it reports none). */
export interface ShellAdapter {
  /** The name after `shell:`, e.g. `claude-code`. */
  readonly name: string;
  /** The executable looked up on PATH before a run starts (none for `shell:command`). */
  readonly executable?: string;
  /** True when the CLI calls a model provider over the network (the user must allow it with `network=provider`). */
  readonly needsProvider: boolean;
  /** The provider hosts (`host` or `host:port`, 443 by default) the sandbox lets it reach with `network=provider`. */
  readonly providerHosts: readonly string[];
  /**
   * Host environment variables copied into the sandbox with `network=provider`: keys and base URLs (a `*_BASE_URL`
   * variable's host is let through too).
   */
  readonly providerVariables: readonly string[];
  launch(setup: ShellSetup): ShellLaunch;
  /** The usage the CLI reported on stdout, summed over the run, or undefined when it reported none. */
  usage(stdout: string): Usage | undefined;
  /** The id of the session the CLI ran, from what it printed, for resuming it; undefined when it printed none. */
  session(stdout: string): string | undefined;
}

/** The last string value of `field` among the JSON lines of `stdout`. */
export function lastStringField(stdout: string, field: string): string | undefined {
  const value = jsonLines(stdout)
    .map((line) => line[field])
    .findLast((candidate) => typeof candidate === 'string' && candidate !== '');
  return value as string | undefined;
}

/** The lines of `stdout` that parse as JSON objects (CLIs print one event per line in their JSON modes). */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(trimmed);
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        objects.push(value as Record<string, unknown>);
    } catch {
      // Not JSON: progress text between events.
    }
  }
  return objects;
}

/** A finite number from a parsed JSON field, or undefined. */
export function numberField(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** `usage` without its undefined fields, or undefined when nothing was reported. */
export function reported(usage: Usage): Usage | undefined {
  const entries = Object.entries(usage).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as Usage) : undefined;
}

/** How the CLIs say a conversation no longer fits the model's context (Claude Code, Codex, OpenCode, `command`). */
const overflowPattern =
  /prompt is too long|context[_ ]length[_ ]exceeded|context window|maximum context length|context[_ -]?overflow|too many tokens/i;

/**
 * Whether the CLI reported that its session outgrew the model's context: an error or result event of its JSON output
 * (Claude Code's `is_error` result, Codex's `error` / `turn.failed`, OpenCode's `error`, `command`'s `{"error": …}`)
 * whose text says so.
 */
export function reportsContextOverflow(stdout: string): boolean {
  return jsonLines(stdout).some((line) => {
    const failed = line.is_error === true || line.type === 'error' || line.type === 'turn.failed' || 'error' in line;
    return failed && overflowPattern.test(JSON.stringify(line));
  });
}
