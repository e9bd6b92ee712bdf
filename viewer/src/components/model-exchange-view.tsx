// One recorded model call: the prompt messages, the reply text, tool calls, usage, latency and cache flag, all as text.
import type { ModelExchange, Usage } from '../../../src/core/agent.js';
import { formatCost, prettyJson } from '../format.js';

interface MessageView {
  readonly role: string;
  readonly text: string;
}

function messagesOf(request: unknown): { readonly messages: MessageView[]; readonly tools: number } {
  const fields = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  const list = Array.isArray(fields.messages) ? fields.messages : [];
  const messages = list.map((message): MessageView => {
    const entry = message !== null && typeof message === 'object' ? (message as Record<string, unknown>) : {};
    const role = typeof entry.role === 'string' ? entry.role : '?';
    const content = entry.content;
    const text = typeof content === 'string' ? content : prettyJson(content);
    const calls = Array.isArray(entry.toolCalls) ? `\n[tool calls] ${prettyJson(entry.toolCalls)}` : '';
    const tool = typeof entry.toolName === 'string' ? ` (${entry.toolName})` : '';
    return { role: `${role}${tool}`, text: `${text}${calls}` };
  });
  return { messages, tools: Array.isArray(fields.tools) ? fields.tools.length : 0 };
}

/** Token counts and cost of a usage record, on one line. */
export function usageLine(usage: Usage | undefined): string {
  if (!usage) return 'no usage recorded';
  const parts = [
    `${usage.inputTokens ?? 0} in`,
    `${usage.outputTokens ?? 0} out`,
    ...(usage.cachedTokens ? [`${usage.cachedTokens} cached`] : []),
    ...(usage.reasoningTokens ? [`${usage.reasoningTokens} reasoning`] : []),
    formatCost(usage.costUsd ?? 0),
  ];
  return `tokens ${parts.join(' · ')}`;
}

/** A collapsible prompt, the reply and the figures of one exchange. */
export function ModelExchangeView({ exchange, index }: { readonly exchange: ModelExchange; readonly index: number }) {
  const { messages, tools } = messagesOf(exchange.request);
  return (
    <div className="exchange">
      <div className="exchange-facts">
        call {index + 1} · {exchange.model} · {usageLine(exchange.usage)}
        {exchange.latencyMs === undefined ? '' : ` · ${Math.round(exchange.latencyMs)} ms`}
        {exchange.cached ? ' · cached' : ' · not cached'}
        {exchange.failure ? ` · failure: ${exchange.failure}${exchange.error ? ` (${exchange.error})` : ''}` : ''}
      </div>
      {exchange.retries?.length ? (
        <ul className="exchange-retries">
          {exchange.retries.map((retry, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: retries are positional
            <li key={at}>
              retried after {retry.error} ({retry.kind}), waited {Math.round(retry.waitMs)} ms
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>
          prompt: {messages.length} messages{tools > 0 ? `, ${tools} tools` : ''}
        </summary>
        {messages.map((message, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are positional
          <div key={at} className="message">
            <div className="message-role">{message.role}</div>
            <pre className="message-text">{message.text}</pre>
          </div>
        ))}
      </details>
      <div className="reply">
        <div className="message-role">reply</div>
        <pre className="reply-text">{exchange.text === '' ? '(no text)' : exchange.text}</pre>
      </div>
      {exchange.toolCalls && exchange.toolCalls.length > 0 ? (
        <div className="tool-calls">
          <div className="message-role">tool calls</div>
          {exchange.toolCalls.map((call, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: calls are positional
            <pre key={at} className="tool-call">
              {call.name}({prettyJson(call.input)})
            </pre>
          ))}
        </div>
      ) : null}
      {exchange.error ? <p className="error">error: {exchange.error}</p> : null}
    </div>
  );
}
