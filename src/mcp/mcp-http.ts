// The streamable HTTP transport of xparena's MCP servers (a game seat, the arena tools): loopback only, a random bearer
// token per server, and a Host check so a web page cannot reach it by DNS rebinding.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** The path an MCP endpoint answers on. */
export const mcpPath = '/mcp';

/** A listening MCP endpoint: where it is, the token a client must send, and how to stop it. */
export interface McpEndpoint {
  /** e.g. `http://127.0.0.1:40123/mcp` */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token: string;
  close(): Promise<void>;
}

/**
 * Where to listen instead of a free loopback port: a Unix socket that a sandbox's loopback relay reaches as
 * 127.0.0.1:`port` (the URL and the Host check use that port).
 */
export interface RelayedListen {
  readonly socket: string;
  readonly port: number;
}

/**
 * Serves MCP over streamable HTTP on 127.0.0.1 (a free port) or on a relayed Unix socket, stateless: every request
 * gets its own server from `makeServer`.
 */
export async function serveMcpOverHttp(makeServer: () => Server, relayed?: RelayedListen): Promise<McpEndpoint> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let port = relayed?.port ?? 0;
  const http = createServer((request, response) => {
    const refusal = refuse(request, port, expected);
    if (refusal) {
      response.writeHead(refusal.status, refusal.headers).end(JSON.stringify({ error: refusal.message }));
      return;
    }
    handle(makeServer(), request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    if (relayed) http.listen(relayed.socket, resolve);
    else http.listen(0, '127.0.0.1', resolve);
  });
  // A sandbox runs as another user when xparena runs as root.
  if (relayed) chmodSync(relayed.socket, 0o666);
  else port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${mcpPath}`,
    token,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

interface Refusal {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly message: string;
}

/** Why a request is refused (wrong Host, path or token), or undefined to serve it. */
function refuse(request: IncomingMessage, port: number, expected: Buffer): Refusal | undefined {
  const json = { 'content-type': 'application/json' };
  const host = request.headers.host ?? '';
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
    return { status: 403, headers: json, message: `host '${host}' is not this loopback server` };
  }
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== mcpPath) {
    return { status: 404, headers: json, message: `the MCP endpoint is ${mcpPath}` };
  }
  const given = Buffer.from(request.headers.authorization ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 401,
      headers: { ...json, 'www-authenticate': 'Bearer' },
      message: 'missing or wrong bearer token',
    };
  }
  return undefined;
}

async function handle(server: Server, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}
