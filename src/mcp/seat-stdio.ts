// The stdio transport of a seat, for a shell that launches `xparena mcp serve` itself: MCP on stdin/stdout, so
// everything else the process says must go to stderr.
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { GameSeat } from './game-seat.js';
import { seatServer } from './seat-server.js';

/** A seat served on standard streams; `disconnected` resolves when the client closes its end. */
export interface StdioSeat {
  readonly disconnected: Promise<void>;
  close(): Promise<void>;
}

/** Serves `seat` on `input`/`output` (the process's stdin and stdout by default). */
export async function serveSeatOverStdio(
  seat: GameSeat,
  input: Readable = process.stdin,
  output: Writable = process.stdout,
): Promise<StdioSeat> {
  const server = seatServer(seat);
  const transport = new StdioServerTransport(input, output);
  const disconnected = new Promise<void>((resolve) => {
    input.once('end', resolve);
    input.once('close', resolve);
    transport.onclose = resolve;
  });
  await server.connect(transport);
  return { disconnected, close: () => server.close() };
}
