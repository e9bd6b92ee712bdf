// A game seat over the MCP servers' streamable HTTP transport (mcp-http.ts).
import type { GameSeat } from './game-seat.js';
import { type McpEndpoint, mcpPath, type RelayedListen, serveMcpOverHttp } from './mcp-http.js';
import { seatServer } from './seat-server.js';

export type { RelayedListen } from './mcp-http.js';

/** The path the seat's MCP endpoint answers on. */
export const seatPath = mcpPath;

/** A listening seat endpoint: where it is, the token a client must send, and how to stop it. */
export type SeatEndpoint = McpEndpoint;

/** Serves `seat` over streamable HTTP on 127.0.0.1 (a free port) or on a relayed Unix socket, a server per request. */
export function serveSeatOverHttp(seat: GameSeat, relayed?: RelayedListen): Promise<SeatEndpoint> {
  return serveMcpOverHttp(() => seatServer(seat), relayed);
}
