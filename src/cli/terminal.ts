// Whether a person is at the other end: commands that print less for a person (a summary, the first rows) or ask
// before deleting read it here, so tests can stand in for a terminal.

/** True when standard output is a terminal (not a pipe or a file). */
export function outputIsTerminal(): boolean {
  return process.stdout.isTTY === true;
}

/** True when standard input is a terminal, so a question can be answered. */
export function inputIsTerminal(): boolean {
  return process.stdin.isTTY === true;
}
