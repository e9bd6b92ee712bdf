// The MCP server of one game seat, on the official SDK's low-level Server (the tools' schemas are JSON Schema).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { GameSeat } from './game-seat.js';
import { callSeatTool, seatTools } from './seat-tools.js';

/** What the server tells a client on connecting, before it lists the tools. */
const instructions =
  'You hold one seat of a game. Read `rules`, then repeat: `observe`, `legal_actions`, `act` ' +
  '(one action per pending decision) until `status` says the episode is over.';

/** A fresh server over `seat` (one per connection: the HTTP transport serves each request with its own). */
export function seatServer(seat: GameSeat): Server {
  const server = new Server({ name: 'xparena-seat', version: '1.0.0' }, { capabilities: { tools: {} }, instructions });
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    // Experience tools (e.g. activate_skill) are known once the seat's first turn has come.
    await seat.started();
    return { tools: seatTools(seat) };
  });
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callSeatTool(seat, request.params.name, request.params.arguments),
  );
  return server;
}
