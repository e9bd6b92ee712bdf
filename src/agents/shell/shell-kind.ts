// The `shell:<cli>?option=value&…` agent kind: an external agent CLI playing its seat through the seat's MCP tools
// (docs/agents/shells.md).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AgentSpec } from '../../core/agent-spec.js';
import { didYouMean } from '../../core/did-you-mean.js';
import { UsageError } from '../../core/usage-error.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { readableProgramDir } from '../../sandbox/staged-program.js';
import type { AgentKind } from '../agent-kind.js';
import { describeOptions, type OptionValues, parseOptions } from '../agent-options.js';
import { unsafeNoSandbox, warnUnsafeOnce } from '../program/unsafe-mode.js';
import { claudeCodeAdapter } from './claude-code-adapter.js';
import { cliInstallation } from './cli-installation.js';
import { codexAdapter } from './codex-adapter.js';
import { commandAdapter } from './command-adapter.js';
import { opencodeAdapter } from './opencode-adapter.js';
import type { ShellAdapter } from './shell-adapter.js';
import { ShellAgent } from './shell-agent.js';
import { egressHosts, type ShellPlacement } from './shell-process.js';

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
    description:
      "provider: let the CLI reach its model provider's hosts (and nothing else) through the sandbox's proxy",
  },
  sandbox: {
    type: 'enum',
    default: 'auto',
    choices: ['auto', 'off'],
    description: 'off: run the CLI as this user with its network and files (needs --unsafe-no-sandbox)',
  },
} as const;

/** Options that take free text, outside the typed table. */
const textOptions = {
  model: 'the model the CLI uses, in its own syntax (claude-code, codex, opencode)',
  cmd: 'the command line of shell:command, run by /bin/sh',
  dir: 'a directory shown read-only at /program inside the sandbox (e.g. the files shell:command runs)',
  hosts: "with network=provider, the hosts it may reach (host or host:port, comma-separated) instead of the CLI's own",
  pass: 'with network=provider, more environment variables to copy into the sandbox (comma-separated names)',
} as const;

const named: readonly ShellAdapter[] = [claudeCodeAdapter, codexAdapter, opencodeAdapter];
const shells = [...named.map((adapter) => adapter.name), 'command'];

/** A parsed `shell:` spec. */
export interface ShellSpec {
  readonly adapter: ShellAdapter;
  readonly model: string | undefined;
  readonly options: OptionValues<typeof shellOptions>;
  /** `dir=`, absolute. */
  readonly dir: string | undefined;
  /** `hosts=`, when given. */
  readonly hosts: readonly string[] | undefined;
  /** The adapter's provider variables and `pass=`. */
  readonly pass: readonly string[];
}

/** A comma-separated option's items, each checked against `pattern`. */
function listOption(name: string, value: string | undefined, pattern: RegExp, example: string): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.find((item) => !pattern.test(item));
  if (bad !== undefined || items.length === 0) {
    throw new UsageError(`option '${name}': '${bad ?? value}' is not valid; write e.g. ${name}=${example}`);
  }
  return items;
}

/** `shell:<cli>`: Claude Code, Codex, OpenCode or any command, playing through MCP tools. */
export const shellKind: AgentKind<ShellSpec> = {
  kind: shellKindPrefix,
  prefix: true,
  describe: {
    usage: `${shellKindPrefix}<${shells.join('|')}>`,
    summary:
      'an external agent CLI playing through the seat’s MCP tools in the sandbox, e.g. shell:claude-code?network=provider',
    options: { ...describeOptions(shellOptions), ...textOptions },
  },
  parse: (spec) => parseShellSpec(spec),
  check: (spec) => checkShellSpec(spec),
  create(spec, match) {
    const placement = shellPlacement(spec);
    if (!placement.sandboxed) warnUnsafeOnce();
    const { options, adapter } = spec;
    return new ShellAgent({
      ...placement,
      match,
      name: `shell:${adapter.name}`,
      decisionMs: options.decision_ms,
      maxErrors: options.max_errors,
      graceMs: options.grace_ms,
    });
  },
};

/** Whether the shell runs in the sandbox: unless the user said sandbox=off, or the machine has none. */
function sandboxed(options: ShellSpec['options']): boolean {
  return options.sandbox === 'auto' && sandboxSupport().available;
}

/** Parses a `shell:<cli>?…` spec (players and AAArena developers share it); throws UsageError for a bad one. */
export function parseShellSpec(spec: AgentSpec): ShellSpec {
  const shell = spec.kind.slice(shellKindPrefix.length).trim();
  const { model, cmd, dir, hosts, pass: passed, ...typed } = spec.options;
  const options = parseOptions(spec.kind, shellOptions, typed);
  const placement = {
    dir: dir === undefined ? undefined : resolve(dir),
    hosts: listOption('hosts', hosts, /^([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i, 'api.example.com,127.0.0.1:8080'),
    extra: listOption('pass', passed, /^[A-Za-z_][A-Za-z0-9_]*$/, 'MY_API_KEY,MY_BASE_URL') ?? [],
  };
  if (placement.dir && !(existsSync(placement.dir) && statSync(placement.dir).isDirectory())) {
    throw new UsageError(`option 'dir': ${placement.dir} is not a directory`);
  }
  if (shell === 'command') {
    if (!cmd?.trim())
      throw new UsageError(`agent '${spec.kind}' needs cmd=<command line>, e.g. shell:command?cmd=./my-shell.sh`);
    if (model !== undefined) throw new UsageError(`shell:command takes no model: put it in cmd`);
    const adapter = commandAdapter(cmd);
    return { adapter, model: undefined, options, dir: placement.dir, hosts: placement.hosts, pass: placement.extra };
  }
  const adapter = named.find((candidate) => candidate.name === shell);
  if (!adapter)
    throw new UsageError(`unknown shell '${shell}'${didYouMean(shell, shells)}; valid shells: ${shells.join(', ')}`);
  if (cmd !== undefined) throw new UsageError(`option 'cmd' is only for shell:command`);
  if (adapter.needsProvider && options.network !== 'provider') {
    throw new UsageError(
      `shell:${shell} calls its model provider over the network: give network=provider to allow it, e.g. shell:${shell}?network=provider`,
    );
  }
  const pass = [...adapter.providerVariables, ...placement.extra];
  return { adapter, model, options, dir: placement.dir, hosts: placement.hosts, pass };
}

/** The checks before a run starts: a sandbox (or --unsafe-no-sandbox) and the CLI installed where it can run. */
export function checkShellSpec({ adapter, options }: ShellSpec): void {
  if (options.sandbox === 'off' && !unsafeNoSandbox()) {
    throw new UsageError(
      'sandbox=off runs the shell as this user, with its files and network: give --unsafe-no-sandbox too, only for CLIs you trust',
    );
  }
  const support = sandboxSupport();
  if (options.sandbox === 'auto' && !support.available && !unsafeNoSandbox()) {
    throw new UsageError(
      `cannot sandbox agent shells on this machine (${support.missing.join('; ')}); give --unsafe-no-sandbox to run them as this user with its network, only for CLIs you trust`,
    );
  }
  if (!adapter.executable) return;
  if (sandboxed(options)) cliInstallation(adapter.executable);
  else if (spawnSync('which', [adapter.executable]).status !== 0) {
    throw new UsageError(`shell:${adapter.name} needs '${adapter.executable}' on PATH; install the CLI first`);
  }
}

/** Where and how a parsed spec's CLI runs (what `ShellPlacement` needs besides the task and the workspace). */
export function shellPlacement({ adapter, model, options, dir, hosts, pass }: ShellSpec) {
  const inSandbox = sandboxed(options);
  return {
    adapter,
    model,
    sandboxed: inSandbox,
    egress: options.network === 'provider' ? egressHosts(adapter, hosts, pass) : undefined,
    pass,
    // A directory the sandbox's user cannot read is shown as a readable copy, as for programs.
    dir: dir && inSandbox ? readableProgramDir(dir) : dir,
    install: inSandbox && adapter.executable ? cliInstallation(adapter.executable) : [],
  } satisfies Omit<ShellPlacement, 'prompt'>;
}
