// A mistake of the client driving a seat (acting after the end, bad arguments): answered as an MCP tool error.

/** A tool call the seat cannot carry out; the message tells the client what to do instead. */
export class SeatError extends Error {
  override readonly name = 'SeatError';
}
