// Keeping a long coding conversation inside its context window: the system prompt stays, a summary stands in for the
// dropped start, and the latest messages are kept whole (a tool result never loses the call it answers).
import type { ChatMessage } from '../model/model.js';
import { estimateTokens } from '../model/tokens.js';

/** Estimated tokens of a message: its text and its tool calls' names and arguments. */
export function messageTokens(message: ChatMessage): number {
  const calls = message.role === 'assistant' && message.toolCalls ? JSON.stringify(message.toolCalls) : '';
  return estimateTokens(message.content) + estimateTokens(calls) + 4;
}

export function conversationTokens(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + messageTokens(message), 0);
}

/**
 * `messages` (a system prompt first) cut to the system prompt, `summary` as a user message, and the longest tail of
 * `keepTokens` at most that starts at a user or assistant message; at least the last such message and what follows.
 */
export function compactConversation(
  messages: readonly ChatMessage[],
  summary: string,
  keepTokens: number,
): ChatMessage[] {
  const [system, ...rest] = messages;
  if (system?.role !== 'system') throw new Error('a conversation starts with its system prompt');
  let start = rest.length;
  let tokens = 0;
  let cut = rest.length;
  while (start > 0) {
    start--;
    tokens += messageTokens(rest[start] as ChatMessage);
    if (rest[start]?.role === 'tool') continue;
    if (tokens > keepTokens && cut < rest.length) break;
    cut = start;
  }
  return [system, { role: 'user', content: summary }, ...rest.slice(cut)];
}
