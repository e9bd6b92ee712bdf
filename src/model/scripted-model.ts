// An in-memory Model that answers from a script and records every request: the mock tests and benchmarks use
// instead of a provider (no network, no latency).
import type { Usage } from '../core/agent.js';
import type { Model, ModelRequest, ModelResponse, ToolCall } from './model.js';

/** One scripted reply: text, a partial response (tool calls, a `model` failure…), or an error to reject with. */
export type ScriptedReply =
  | string
  | (Partial<Omit<ModelResponse, 'toolCalls'>> & { readonly toolCalls?: readonly Partial<ToolCall>[] })
  | Error;

/** The model's script: replies in order, or a function of the request (and the call's index). */
export type Script = readonly ScriptedReply[] | ((request: ModelRequest, index: number) => ScriptedReply);

/** A scripted model, with the requests and signals it received. */
export interface ScriptedModel extends Model {
  readonly requests: ModelRequest[];
  readonly signals: (AbortSignal | undefined)[];
}

/**
 * A model replying from `script`; usage is estimated from the characters in and out (4 per token) and priced at
 * `usdPerToken`. Throws when a list script runs out, so a test never silently loops.
 */
export function scriptedModel(script: Script, options: { id?: string; usdPerToken?: number } = {}): ScriptedModel {
  const requests: ModelRequest[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  return {
    id: options.id ?? 'scripted/model',
    requests,
    signals,
    async call(request, signal) {
      const index = requests.length;
      requests.push(request);
      signals.push(signal);
      let reply: ScriptedReply | undefined;
      if (typeof script === 'function') reply = script(request, index);
      else reply = script[index];
      if (reply === undefined) throw new Error(`scripted model: no reply left for call ${index + 1}`);
      if (reply instanceof Error) throw reply;
      const partial = typeof reply === 'string' ? { text: reply } : reply;
      const text = partial.text ?? '';
      const toolCalls = (partial.toolCalls ?? []).map((call, position) => ({
        id: call.id ?? `call-${index}-${position}`,
        name: call.name ?? '',
        input: call.input ?? {},
      }));
      const inputTokens = Math.ceil(JSON.stringify(request.messages).length / 4);
      const outputTokens = Math.ceil(
        (text.length + JSON.stringify(toolCalls).length * Math.sign(toolCalls.length)) / 4,
      );
      const usage: Usage = partial.usage ?? {
        inputTokens,
        outputTokens,
        calls: 1,
        ...(options.usdPerToken === undefined ? {} : { costUsd: (inputTokens + outputTokens) * options.usdPerToken }),
      };
      return {
        text,
        toolCalls,
        usage,
        latencyMs: partial.latencyMs ?? 0,
        cached: partial.cached ?? false,
        finishReason: partial.finishReason ?? (toolCalls.length ? 'tool-calls' : 'stop'),
        ...(partial.failure ? { failure: partial.failure } : {}),
        ...(partial.error ? { error: partial.error } : {}),
        ...(partial.retries ? { retries: partial.retries } : {}),
      };
    },
  };
}
