// Starts an agent CLI against an MCP server (a game seat's, or the arena tools'): in the sandbox (a workspace at
// /workspace, no network but that server and, when allowed, an egress proxy to the provider's hosts, both relayed over
// Unix sockets), or, only when the user said --unsafe-no-sandbox, as this user with its network.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { McpEndpoint, RelayedListen } from '../../mcp/mcp-http.js';
import { handToSandboxUser, workspaceMount } from '../../sandbox/bwrap-args.js';
import { type EgressProxy, hostPort, startEgressProxy } from '../../sandbox/egress-proxy.js';
import { relayReadOnlyPaths, withLoopbackRelay } from '../../sandbox/loopback-relay.js';
import type { SandboxedProcess, SandboxLimits } from '../../sandbox/sandboxed-process.js';
import { spawnProgram } from '../../sandbox/spawn-program.js';
import { spawnUnsandboxed } from '../../sandbox/spawn-unsandboxed.js';
import type { ShellAdapter } from './shell-adapter.js';

/** The sandbox's loopback ports of the MCP server and of the egress proxy. */
export const seatPort = 8700;
export const proxyPort = 8701;

/** Where a CLI's kept home (`ShellPlacement.home`) appears inside the sandbox. */
export const shellHomeMount = '/home/xparena';

/** Serves the CLI's MCP server on a free loopback port, or on the relayed socket of a sandbox. */
export type ServeMcp = (relayed?: RelayedListen) => Promise<McpEndpoint>;

/** What a coding-agent CLI may use in one match or turn: far more than a game program, still bounded. */
const shellLimits: SandboxLimits = { memoryMb: 4096, pids: 512, cpuSeconds: 3600 };

/** Where and how one CLI runs. */
export interface ShellPlacement {
  readonly adapter: ShellAdapter;
  readonly prompt: string;
  readonly model?: string | undefined;
  /** Run in the sandbox; false only with --unsafe-no-sandbox (the kind checks it). */
  readonly sandboxed: boolean;
  /** With `network=provider`: the host:port pairs let through; undefined: no network. */
  readonly egress?: readonly string[] | undefined;
  /** Host environment variables copied into the sandbox with `network=provider`. */
  readonly pass: readonly string[];
  /** A directory shown read-only at /program (shell:command's own files), when given. */
  readonly dir?: string | undefined;
  /** Host paths the CLI's installation needs, shown read-only at the same paths. */
  readonly install: readonly string[];
  /**
   * A workspace kept across episodes (the `session` experience), where the CLI keeps its session; it is not removed
   * at close. Without it each match gets a fresh workspace, removed at close.
   */
  readonly keptWorkspace?: string | undefined;
  /** The CLI session to continue in the kept workspace. */
  readonly resume?: string | undefined;
  /** The CLI may edit files and run commands in its workspace (an AAArena developer); else it only uses the tools. */
  readonly edits?: boolean | undefined;
  /**
   * In the sandbox, the workspace is read-only but for these workspace-relative directories (an AAArena workspace's
   * strategy/, notes/, artifacts/); absent: all of it is writable.
   */
  readonly writableWithin?: readonly string[] | undefined;
  /** A host directory kept as the CLI's HOME (its sessions) at /home/xparena, when the workspace is not writable. */
  readonly home?: string | undefined;
}

/** A started CLI and what it holds; `close` kills what is left of it and removes its workspace. */
export interface ShellProcess {
  readonly process: SandboxedProcess;
  /** Destinations the egress proxy refused so far (for the fault message). */
  refused(): readonly string[];
  close(): Promise<void>;
}

/** Serves the MCP server, writes the CLI's files into its workspace (fresh unless kept) and starts the CLI there. */
export async function startShell(serve: ServeMcp, placement: ShellPlacement): Promise<ShellProcess> {
  const workspace = placement.keptWorkspace ?? mkdtempSync(join(tmpdir(), 'xparena-shell-'));
  const runtime = mkdtempSync(join(tmpdir(), 'xparena-shell-run-'));
  const held: { endpoint?: McpEndpoint; proxy?: EgressProxy } = {};
  const release = async () => {
    await held.endpoint?.close();
    await held.proxy?.close();
    if (!placement.keptWorkspace) rmSync(workspace, { recursive: true, force: true });
    rmSync(runtime, { recursive: true, force: true });
  };
  try {
    const process = placement.sandboxed
      ? await startSandboxed(serve, placement, workspace, runtime, held)
      : await startUnsandboxed(serve, placement, workspace, held);
    return {
      process,
      refused: () => held.proxy?.refused ?? [],
      async close() {
        await process.kill();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function startSandboxed(
  serve: ServeMcp,
  placement: ShellPlacement,
  workspace: string,
  runtime: string,
  held: { endpoint?: McpEndpoint; proxy?: EgressProxy },
): Promise<SandboxedProcess> {
  // The sandbox's user must reach the sockets when xparena runs as root.
  chmodSync(runtime, 0o755);
  held.endpoint = await serve({ socket: join(runtime, 'seat.sock'), port: seatPort });
  const routes = [{ port: seatPort, socket: join(runtime, 'seat.sock') }];
  const env: Record<string, string> = { HOME: placement.home ? shellHomeMount : workspaceMount };
  if (placement.egress) {
    held.proxy = await startEgressProxy(join(runtime, 'egress.sock'), placement.egress);
    routes.push({ port: proxyPort, socket: join(runtime, 'egress.sock') });
    const proxy = `http://127.0.0.1:${proxyPort}`;
    Object.assign(env, { HTTPS_PROXY: proxy, HTTP_PROXY: proxy, https_proxy: proxy, http_proxy: proxy });
    Object.assign(env, { NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' });
    for (const name of placement.pass) {
      const value = process.env[name];
      if (value !== undefined) env[name] = value;
    }
  }
  const launch = writeLaunch(placement, workspaceMount, workspace, held.endpoint);
  const { writableWithin, home } = placement;
  // What the sandbox writes, and the launch files it reads, become its user's (when xparena runs as root).
  const handed = writableWithin
    ? [...writableWithin, ...Object.keys(launch.files)].map((path) => join(workspace, path))
    : [workspace];
  for (const path of home ? [...handed, home] : handed) handToSandboxUser(path);
  return spawnProgram({
    dir: placement.dir ?? runtime,
    argv: withLoopbackRelay(routes, launch.argv),
    limits: shellLimits,
    workspace,
    ...(writableWithin ? { writableWithin } : {}),
    ...(home ? { mounts: [{ host: home, at: shellHomeMount }] } : {}),
    readOnly: [runtime, ...placement.install, ...relayReadOnlyPaths()],
    env: { ...env, ...launch.env },
  });
}

async function startUnsandboxed(
  serve: ServeMcp,
  placement: ShellPlacement,
  workspace: string,
  held: { endpoint?: McpEndpoint },
): Promise<SandboxedProcess> {
  held.endpoint = await serve();
  const launch = writeLaunch(placement, workspace, workspace, held.endpoint);
  return spawnUnsandboxed({
    dir: placement.dir ?? workspace,
    argv: launch.argv,
    limits: shellLimits,
    workspace,
    env: launch.env,
  });
}

/** Builds the CLI's launch for a workspace seen at `seen` and writes its files into the host's `workspace`. */
function writeLaunch(placement: ShellPlacement, seen: string, workspace: string, endpoint: McpEndpoint) {
  const launch = placement.adapter.launch({
    workspace: seen,
    url: endpoint.url,
    token: endpoint.token,
    prompt: placement.prompt,
    model: placement.model,
    resume: placement.resume,
    edits: placement.edits,
  });
  for (const [path, content] of Object.entries(launch.files)) {
    // A kept workspace may hold a link the CLI planted in the file's place: remove it, never write through it.
    const file = join(workspace, path);
    rmSync(file, { force: true });
    writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
  }
  return launch;
}

/** The hosts a shell may reach with `network=provider`: `hosts` when given, else the adapter's, plus base URLs'. */
export function egressHosts(adapter: ShellAdapter, hosts: readonly string[] | undefined, pass: readonly string[]) {
  const allowed = new Set((hosts ?? adapter.providerHosts).map(hostPort));
  for (const name of pass) {
    const value = process.env[name];
    if (!name.endsWith('_BASE_URL') || !value) continue;
    try {
      const url = new URL(value);
      allowed.add(`${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'http:' ? '80' : '443')}`);
    } catch {
      // Not a URL: the CLI will say so itself.
    }
  }
  return [...allowed];
}
