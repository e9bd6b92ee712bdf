/** Bad input from a user (unknown game, malformed value…): the CLI prints the message alone and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
