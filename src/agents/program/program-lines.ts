// Reads a program's stdout as lines of at most `maxBytes`, so a flood of output never grows the host's memory.
import type { Readable } from 'node:stream';

/** One thing read from stdout: a line, a line that was too long (dropped), or the end of the stream. */
export type ProgramLine =
  | { readonly type: 'line'; readonly text: string }
  | { readonly type: 'oversize'; readonly bytes: number }
  | { readonly type: 'closed' };

/** Lines in arrival order; `next()` waits for the next one (a line already read is kept until asked for). */
export class ProgramLines {
  private readonly queue: ProgramLine[] = [];
  private waiting: ((line: ProgramLine) => void) | undefined;
  private parts: Buffer[] = [];
  private bytes = 0;
  private closed = false;

  constructor(
    stream: Readable,
    private readonly maxBytes: number,
  ) {
    stream.on('data', (chunk: Buffer) => this.take(chunk));
    stream.on('end', () => this.close());
    stream.on('error', () => this.close());
  }

  /** The next line, or `closed` (again and again) once the stream has ended. */
  next(): Promise<ProgramLine> {
    const line = this.queue.shift();
    if (line) return Promise.resolve(line);
    if (this.closed) return Promise.resolve({ type: 'closed' });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  private take(chunk: Buffer): void {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, start)) {
      this.append(chunk.subarray(start, newline));
      const bytes = this.bytes;
      this.push(
        bytes > this.maxBytes
          ? { type: 'oversize', bytes }
          : { type: 'line', text: Buffer.concat(this.parts).toString('utf8').replace(/\r$/, '') },
      );
      this.parts = [];
      this.bytes = 0;
      start = newline + 1;
    }
    this.append(chunk.subarray(start));
  }

  /** Keeps a line's bytes only up to the limit; past it, counts them (the line will be reported as over-size). */
  private append(part: Buffer): void {
    if (this.bytes + part.length <= this.maxBytes) this.parts.push(part);
    else this.parts = [];
    this.bytes += part.length;
  }

  private push(line: ProgramLine): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(line);
    else this.queue.push(line);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.push({ type: 'closed' });
  }
}
