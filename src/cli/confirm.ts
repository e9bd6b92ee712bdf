// Asking a person on the terminal before an action that cannot be undone.
import { createInterface } from 'node:readline/promises';

/** Asks `question` on standard error and reads one answer line; true only for y or yes (any case). */
export async function confirm(
  question: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<boolean> {
  const lines = createInterface({ input, output, terminal: false });
  try {
    output.write(`${question} [y/N] `);
    const answer = await new Promise<string>((resolve) => {
      lines.once('line', resolve);
      lines.once('close', () => resolve(''));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    lines.close();
  }
}
