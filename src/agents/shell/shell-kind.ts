// The `shell:<cli>?option=value&…` agent kind: an external agent CLI playing its seat through the seat's MCP tools
// (docs/agents/shells.md).
import { spawnSync } from 'node:child_process';
import { UsageError } from '../../core/usage-error.js';
import type { AgentKind } from '../agent-kind.js';
import { describeOptions, type OptionValues, parseOptions } from '../agent-options.js';
import { unsafeNoSandbox } from '../program/unsafe-mode.js';
import { claudeCodeAdapter } from './claude-code-adapter.js';
import { codexAdapter } from './codex-adapter.js';
import { commandAdapter } from './command-adapter.js';
import { opencodeAdapter } from './opencode-adapter.js';
import type { ShellAdapter } from './shell-adapter.js';
import { ShellAgent } from './shell-agent.js';

/** The prefix of shell agent kinds, e.g. `shell:claude-code`. */
export const shellKindPrefix = 'shell:';

const shellOptions = {
  decision_ms: { type: 'int', default: 300_000, min: 1, description: "the seat's clock per decision, in ms" },
  max_errors: { type: 'int', default: 20, min: 1, description: 'failed tool calls per decision before a forfeit' },
  grace_ms: { type: 'int', default: 30_000, min: 0, description: 'time to exit after the episode, in ms' },
  network: {
    type: 'enum',
    default: 'none',
    choices: ['none', 'provider'],
    description: 'provider: allow the CLI the network it needs to reach its model provider',
  },
} as const;

/** Options that take free text, outside the typed table. */
const textOptions = {
  model: 'the model the CLI uses, in its own syntax (claude-code, codex, opencode)',
  cmd: 'the command line of shell:command, run by /bin/sh',
} as const;

const named: readonly ShellAdapter[] = [claudeCodeAdapter, codexAdapter, opencodeAdapter];
const shells = [...named.map((adapter) => adapter.name), 'command'];

/** A parsed `shell:` spec. */
export interface ShellSpec {
  readonly adapter: ShellAdapter;
  readonly model: string | undefined;
  readonly options: OptionValues<typeof shellOptions>;
}

/** `shell:<cli>`: Claude Code, Codex, OpenCode or any command, playing through MCP tools. */
export const shellKind: AgentKind<ShellSpec> = {
  kind: shellKindPrefix,
  prefix: true,
  describe: {
    usage: `${shellKindPrefix}<${shells.join('|')}>`,
    summary:
      'an external agent CLI playing through the seat’s MCP tools, e.g. shell:claude-code?network=provider (needs --unsafe-no-sandbox)',
    options: { ...describeOptions(shellOptions), ...textOptions },
  },
  parse(spec) {
    const shell = spec.kind.slice(shellKindPrefix.length).trim();
    const { model, cmd, ...typed } = spec.options;
    const options = parseOptions(spec.kind, shellOptions, typed);
    if (shell === 'command') {
      if (!cmd?.trim())
        throw new UsageError(`agent '${spec.kind}' needs cmd=<command line>, e.g. shell:command?cmd=./my-shell.sh`);
      if (model !== undefined) throw new UsageError(`shell:command takes no model: put it in cmd`);
      return { adapter: commandAdapter(cmd), model: undefined, options };
    }
    const adapter = named.find((candidate) => candidate.name === shell);
    if (!adapter) throw new UsageError(`unknown shell '${shell}'; valid shells: ${shells.join(', ')}`);
    if (cmd !== undefined) throw new UsageError(`option 'cmd' is only for shell:command`);
    if (adapter.needsProvider && options.network !== 'provider') {
      throw new UsageError(
        `shell:${shell} calls its model provider over the network: give network=provider to allow it, e.g. shell:${shell}?network=provider`,
      );
    }
    return { adapter, model, options };
  },
  check({ adapter }) {
    if (!unsafeNoSandbox()) {
      throw new UsageError(
        'shell agents run outside the sandbox, as this user with its network (the sandbox cuts them off from the seat’s loopback server); give --unsafe-no-sandbox to run them, only for CLIs you trust',
      );
    }
    if (adapter.executable && spawnSync('which', [adapter.executable]).status !== 0) {
      throw new UsageError(`shell:${adapter.name} needs '${adapter.executable}' on PATH; install the CLI first`);
    }
  },
  create({ adapter, model, options }, match) {
    return new ShellAgent({
      adapter,
      match,
      name: `shell:${adapter.name}`,
      decisionMs: options.decision_ms,
      maxErrors: options.max_errors,
      graceMs: options.grace_ms,
      model,
    });
  },
};
