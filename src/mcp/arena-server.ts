// The MCP server of the AAArena tools, on the official SDK's low-level Server, over any ArenaTools (the session, or a
// test's fake); served over HTTP by serveArenaOverHttp so a sandboxed shell reaches it through the loopback relay.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ArenaTools } from '../core/arena-tools.js';
import { type ArenaToolsAccess, arenaMcpTools, callArenaTool } from './arena-mcp-tools.js';
import { type McpEndpoint, type RelayedListen, serveMcpOverHttp } from './mcp-http.js';

/** What the server tells a client on connecting, before it lists the tools. */
const instructions =
  'These are the tools of an AAArena run: `status` and `budget` say where it stands, `opponents` lists the ladder, ' +
  '`preflight` checks strategy/ for free, `small_match` and `full_evaluation` spend budget, `restore_champion` is free.';

/** How the server runs: whether its tools take calls, the signal that interrupts submissions (the run's), a listener. */
export interface ArenaServerOptions extends ArenaToolsAccess {
  readonly signal?: AbortSignal | undefined;
  /** Told of every tool call as it arrives (a developer's transcript). */
  readonly onCall?: ((name: string, input: unknown) => void) | undefined;
}

/** A fresh server over `tools` (one per request: the HTTP transport is stateless). */
export function arenaServer(tools: ArenaTools, options: ArenaServerOptions): Server {
  const server = new Server({ name: 'xparena-arena', version: '1.0.0' }, { capabilities: { tools: {} }, instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: arenaMcpTools(tools, options) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    options.onCall?.(request.params.name, request.params.arguments);
    return callArenaTool(tools, options, request.params.name, request.params.arguments, options.signal);
  });
  return server;
}

/** Serves the arena tools over streamable HTTP on 127.0.0.1 (a free port) or on a relayed Unix socket. */
export function serveArenaOverHttp(
  tools: ArenaTools,
  options: ArenaServerOptions,
  relayed?: RelayedListen,
): Promise<McpEndpoint> {
  return serveMcpOverHttp(() => arenaServer(tools, options), relayed);
}
