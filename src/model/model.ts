// The provider-neutral model call every LLM agent makes; caching, rate limits, retries and cost live behind it, once.
import type { ModelRetry, Usage } from '../core/agent.js';

/** A chat message in plain JSON (the shape recorded in matches and hashed by the response cache). */
export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string; readonly toolCalls?: readonly ToolCall[] }
  | { readonly role: 'tool'; readonly toolCallId: string; readonly toolName: string; readonly content: string };

/** A function the model may call: name, description and a JSON Schema (an object schema) of its arguments. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** A tool call in a reply. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/** One request; everything in it is part of the cache key. */
export interface ModelRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ToolSpec[];
  readonly toolChoice?: 'auto' | 'required' | 'none';
  readonly temperature?: number;
  readonly maxOutputTokens?: number;
  /** Provider-specific reasoning effort, e.g. `low`, `medium`, `high`. */
  readonly reasoning?: string;
}

/** One reply with its accounting. `failure: 'model'` marks unusable output (e.g. malformed tool arguments). */
export interface ModelResponse {
  readonly text: string;
  readonly toolCalls: readonly ToolCall[];
  readonly usage: Usage;
  readonly latencyMs: number;
  readonly cached: boolean;
  readonly finishReason: string;
  readonly failure?: 'model';
  readonly error?: string;
  /** The failed attempts retried before this reply (never stored in the response cache). */
  readonly retries?: readonly ModelRetry[];
}

/**
 * A configured model. `call` resolves with a reply (possibly marked as a `model` failure) or rejects with an
 * `InfraError` once retries of rate limits, server errors, timeouts and connection errors are exhausted.
 */
export interface Model {
  /** `provider/model`, e.g. `openai-compatible/qwen3-8b`. */
  readonly id: string;
  call(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse>;
}
