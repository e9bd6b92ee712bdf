// The `Model` on top of the Vercel AI SDK: converts messages and tools, and wraps every call in the response cache,
// the provider's rate limiter, our retries (the SDK's are off), a per-attempt timeout, usage and cost accounting.
import {
  generateText,
  jsonSchema,
  type LanguageModelMiddleware,
  type LanguageModelUsage,
  type ModelMessage,
  type Tool,
  ToolChoiceViolationError,
  tool,
  wrapLanguageModel,
} from 'ai';
import { InfraError, type Usage } from '../../core/agent.js';
import { UsageError } from '../../core/usage-error.js';
import type { ChatMessage, Model, ModelRequest, ModelResponse, ToolCall, ToolSpec } from './model.js';
import { callCost, type Price } from './prices.js';
import { type LanguageModelV3, type ProviderName, reasoningProviderOptions, redactSecrets } from './providers.js';
import type { RateLimiter } from './rate-limiter.js';
import {
  AttemptTimeoutError,
  classifyFailure,
  type RetryEvent,
  type RetryPolicy,
  type Sleep,
  withRetries,
} from './retry.js';

/** `read-write` replays stored replies and stores new ones; `off` bypasses the cache; `only` never calls the provider. */
export type CacheMode = 'read-write' | 'off' | 'only';

/** The cache modes, for validation messages. */
export const cacheModes: readonly CacheMode[] = ['read-write', 'off', 'only'];

/** Stored replies keyed by model id and full request (the store's `ModelCache` implements it). */
export interface ResponseCache {
  get(model: string, request: ModelRequest): ModelResponse | undefined;
  put(model: string, request: ModelRequest, response: ModelResponse): void;
}

/** Request fields a spec may set once for every call; a request's own values win. */
export type RequestDefaults = Pick<ModelRequest, 'temperature' | 'maxOutputTokens' | 'reasoning'>;

/** What `aiSdkModel` needs; only `id` and `model` are required. */
export interface AiSdkModelOptions {
  /** `provider/model`, e.g. `openai/gpt-4o`; part of the cache key. */
  readonly id: string;
  readonly model: LanguageModelV3;
  /** Selects how `reasoning` is passed on; taken from `id` when absent. */
  readonly provider?: ProviderName;
  readonly defaults?: RequestDefaults;
  readonly cache?: ResponseCache;
  readonly cacheMode?: CacheMode;
  readonly limiter?: RateLimiter;
  readonly retry?: Partial<RetryPolicy>;
  /** Limit of one HTTP attempt (default 120 s); a timed-out attempt is retried. */
  readonly timeoutMs?: number;
  /** Undefined: calls have no cost. */
  readonly price?: Price;
  readonly sleep?: Sleep;
  readonly random?: () => number;
  /** Removes secrets from error texts; by default the values of the API key variables in `process.env`. */
  readonly redact?: (text: string) => string;
  readonly onRetry?: (event: RetryEvent) => void;
}

/** The default limit of one HTTP attempt. */
export const defaultTimeoutMs = 120_000;

/**
 * A `Model` calling an AI SDK language model; rejects only with `InfraError` (retries exhausted, a configuration
 * error, a cache miss in `only` mode, or cancellation) and marks malformed or unknown tool calls as `failure: 'model'`.
 */
export function aiSdkModel(options: AiSdkModelOptions): Model {
  const id = options.id;
  const provider = options.provider ?? (id.slice(0, id.indexOf('/')) as ProviderName);
  if (options.cacheMode === 'only' && !options.cache)
    throw new UsageError(`cache=only for model '${id}' needs a cache`);
  const cacheMode = options.cache ? (options.cacheMode ?? 'read-write') : 'off';
  const redact = options.redact ?? ((text: string) => redactSecrets(text));
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;

  const attempt = async (request: ModelRequest, signal: AbortSignal | undefined): Promise<ModelResponse> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let rawUsage: LanguageModelUsage | undefined;
    const capture: LanguageModelMiddleware = {
      specificationVersion: 'v3',
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        rawUsage = fromRawUsage(result.usage);
        return result;
      },
    };
    const started = performance.now();
    try {
      const tools = toTools(request.tools);
      const result = await generateText({
        model: wrapLanguageModel({ model: options.model, middleware: capture }),
        messages: toModelMessages(request.messages),
        allowSystemInMessages: true,
        ...(tools ? { tools } : {}),
        ...(request.toolChoice ? { toolChoice: request.toolChoice } : {}),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxOutputTokens === undefined ? {} : { maxOutputTokens: request.maxOutputTokens }),
        providerOptions: reasoningProviderOptions(provider, request.reasoning) ?? {},
        maxRetries: 0,
        abortSignal,
      });
      const toolCalls: ToolCall[] = [];
      const problems: string[] = [];
      for (const call of result.toolCalls) {
        if ('invalid' in call && call.invalid) problems.push(invalidCallMessage(call.toolName, call.error));
        else toolCalls.push({ id: call.toolCallId, name: call.toolName, input: call.input });
      }
      const usage = accountUsage(result.totalUsage, options.price);
      const response = {
        text: result.text,
        toolCalls,
        usage,
        latencyMs: performance.now() - started,
        cached: false,
        finishReason: result.finishReason,
      };
      return problems.length ? { ...response, failure: 'model', error: redact(problems.join('; ')) } : response;
    } catch (error) {
      if (ToolChoiceViolationError.isInstance(error)) {
        const text = error.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
        return {
          text,
          toolCalls: [],
          usage: accountUsage(rawUsage, options.price),
          latencyMs: performance.now() - started,
          cached: false,
          finishReason: error.finishReason,
          failure: 'model',
          error: redact(
            error.toolChoice.type === 'none'
              ? 'the model called a tool although tools were not allowed'
              : 'the model answered without calling a tool although a tool call was required',
          ),
        };
      }
      if (timeout.aborted && !signal?.aborted) throw new AttemptTimeoutError(timeoutMs);
      const failure = classifyFailure(error);
      if (failure.kind !== 'model') throw error;
      return {
        text: '',
        toolCalls: [],
        usage: accountUsage(rawUsage, options.price),
        latencyMs: performance.now() - started,
        cached: false,
        finishReason: 'error',
        failure: 'model',
        error: redact(failure.reason),
      };
    }
  };

  return {
    id,
    async call(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
      const started = performance.now();
      const full = withDefaults(request, options.defaults);
      if (cacheMode !== 'off') {
        const hit = options.cache?.get(id, full);
        if (hit) return { ...hit, cached: true, latencyMs: performance.now() - started };
        if (cacheMode === 'only') {
          throw new InfraError(
            `${id}: response not cached (cache=only replays stored responses offline; this exact request was never stored)`,
          );
        }
      }
      const response = await withRetries(
        () => (options.limiter ? options.limiter.run(() => attempt(full, signal), signal) : attempt(full, signal)),
        {
          label: id,
          redact,
          ...(signal ? { signal } : {}),
          ...(options.retry ? { policy: options.retry } : {}),
          ...(options.sleep ? { sleep: options.sleep } : {}),
          ...(options.random ? { random: options.random } : {}),
          ...(options.onRetry ? { onRetry: options.onRetry } : {}),
        },
      );
      if (cacheMode === 'read-write') options.cache?.put(id, full, response);
      return { ...response, latencyMs: performance.now() - started };
    },
  };
}

/** The request with the defaults filled in where it leaves a field unset (undefined fields never override). */
export function withDefaults(request: ModelRequest, defaults: RequestDefaults | undefined): ModelRequest {
  if (!defaults) return request;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) if (value !== undefined) merged[key] = value;
  for (const [key, value] of Object.entries(request)) if (value !== undefined) merged[key] = value;
  return merged as unknown as ModelRequest;
}

/** Plain chat messages as AI SDK model messages. */
export function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  return messages.map(toModelMessage);
}

function toModelMessage(message: ChatMessage): ModelMessage {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: message.content };
    case 'user':
      return { role: 'user', content: message.content };
    case 'assistant':
      if (!message.toolCalls?.length) return { role: 'assistant', content: message.content };
      return {
        role: 'assistant',
        content: [
          ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
          ...message.toolCalls.map((call) => ({
            type: 'tool-call' as const,
            toolCallId: call.id,
            toolName: call.name,
            input: call.input,
          })),
        ],
      };
    case 'tool':
      return {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: message.toolCallId,
            toolName: message.toolName,
            output: { type: 'text', value: message.content },
          },
        ],
      };
  }
}

/** Tool specs as AI SDK tools without `execute`: the harness decides what a call does. */
export function toTools(specs: readonly ToolSpec[] | undefined): Record<string, Tool> | undefined {
  if (!specs?.length) return undefined;
  const tools: Record<string, Tool> = {};
  for (const spec of specs) {
    tools[spec.name] = tool({
      description: spec.description,
      inputSchema: jsonSchema(spec.parameters as Parameters<typeof jsonSchema>[0]),
    });
  }
  return tools;
}

function accountUsage(usage: LanguageModelUsage | undefined, price: Price | undefined): Usage {
  if (!usage) return { calls: 1 };
  const counts = {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    cachedTokens: usage.inputTokenDetails?.cacheReadTokens ?? usage.cachedInputTokens,
    reasoningTokens: usage.outputTokenDetails?.reasoningTokens ?? usage.reasoningTokens,
  };
  const costUsd = callCost(price, counts);
  const result: Record<string, number> = { calls: 1 };
  for (const [key, value] of Object.entries({ ...counts, costUsd })) if (value !== undefined) result[key] = value;
  return result as Usage;
}

type RawUsage = Parameters<NonNullable<LanguageModelMiddleware['wrapGenerate']>>[0] extends {
  doGenerate: () => PromiseLike<infer R>;
}
  ? R extends { usage: infer U }
    ? U
    : never
  : never;

function fromRawUsage(usage: RawUsage): LanguageModelUsage {
  return {
    inputTokens: usage.inputTokens.total,
    inputTokenDetails: {
      noCacheTokens: usage.inputTokens.noCache,
      cacheReadTokens: usage.inputTokens.cacheRead,
      cacheWriteTokens: usage.inputTokens.cacheWrite,
    },
    outputTokens: usage.outputTokens.total,
    outputTokenDetails: { textTokens: usage.outputTokens.text, reasoningTokens: usage.outputTokens.reasoning },
    totalTokens:
      usage.inputTokens.total === undefined && usage.outputTokens.total === undefined
        ? undefined
        : (usage.inputTokens.total ?? 0) + (usage.outputTokens.total ?? 0),
  };
}

function invalidCallMessage(toolName: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return `invalid call of tool '${toolName}': ${message.length > 300 ? `${message.slice(0, 300)}…` : message}`;
}
