// Token estimation without a tokenizer: what budgets of context windows (history, experience) are measured in.

/** Estimated tokens of a text: a quarter of its characters, rounded up (close enough to budget a context window). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
