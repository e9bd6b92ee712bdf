// Asking a person on the terminal before an action that cannot be undone.

/** Asks `question` on standard error and reads one answer line; true only for y or yes (any case). */
export async function confirm(
  question: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<boolean> {
  // Loaded on first use: only a few commands ask, and every command's start-up would pay for it.
  const { createInterface } = await import('node:readline/promises');
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
