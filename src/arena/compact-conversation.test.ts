import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../model/model.js';
import { compactConversation, conversationTokens, messageTokens } from './compact-conversation.js';

const system: ChatMessage = { role: 'system', content: 'rules' };
const user = (content: string): ChatMessage => ({ role: 'user', content });
const calling = (id: string): ChatMessage => ({
  role: 'assistant',
  content: '',
  toolCalls: [{ id, name: 'read_file', input: { path: 'x' } }],
});
const result = (id: string, content: string): ChatMessage => ({
  role: 'tool',
  toolCallId: id,
  toolName: 'read_file',
  content,
});

describe('compacting a conversation', () => {
  const long = 'y'.repeat(400); // 100 estimated tokens
  const conversation = [
    system,
    user('turn 1'),
    calling('a'),
    result('a', long),
    user('turn 2'),
    calling('b'),
    result('b', long),
    { role: 'assistant', content: 'done' },
  ] satisfies ChatMessage[];

  it('keeps the system prompt, the summary and the latest messages that fit, never a result without its call', () => {
    const kept = compactConversation(conversation, 'summary', 150);
    expect(kept).toEqual([system, user('summary'), ...conversation.slice(4)]);
    expect(conversationTokens(kept.slice(2))).toBeLessThanOrEqual(150);
  });

  it('keeps at least the last reply and its results, however long', () => {
    const kept = compactConversation(conversation.slice(0, 7), 'summary', 10);
    expect(kept).toEqual([system, user('summary'), calling('b'), result('b', long)]);
  });

  it('keeps everything after the summary when it fits', () => {
    expect(compactConversation(conversation, 'summary', 10_000)).toEqual([
      system,
      user('summary'),
      ...conversation.slice(1),
    ]);
  });

  it('estimates tool calls by their arguments', () => {
    expect(messageTokens(calling('a'))).toBeGreaterThan(messageTokens({ role: 'assistant', content: '' }));
  });
});
