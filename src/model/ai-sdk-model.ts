// The `Model` on top of the Vercel AI SDK's provider models: converts messages and tools, and wraps every call in the
// response cache, the provider's rate limiter, our retries, a per-attempt timeout, usage and cost accounting. It calls
// the spec-level `doGenerate`, not `generateText`, whose per-call prompt validation cost more than the rest together.
import { InfraError, type ModelRetry, type Usage } from '../core/agent.js';
import { UsageError } from '../core/usage-error.js';
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

// The specification's types, reached through the model type (the `ai` package does not re-export them).
type CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];
type GenerateResult = Awaited<ReturnType<LanguageModelV3['doGenerate']>>;
type PromptMessage = CallOptions['prompt'][number];
type FunctionTool = Extract<NonNullable<CallOptions['tools']>[number], { type: 'function' }>;

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
  // Built once: a call adds only its signal and retry log (hundreds of calls a second share these).
  const defaults =
    options.defaults && Object.values(options.defaults).some((value) => value !== undefined)
      ? options.defaults
      : undefined;
  const retryOptions = {
    label: id,
    redact,
    ...(options.retry ? { policy: options.retry } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.random ? { random: options.random } : {}),
  };

  const attempt = async (request: ModelRequest, signal: AbortSignal | undefined): Promise<ModelResponse> => {
    // One controller and one cleared timer per attempt: AbortSignal.timeout keeps a timer for the whole limit and
    // AbortSignal.any is slow on Node 20, both measurable at hundreds of calls per second.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`no response within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    try {
      const tools = toTools(request.tools);
      const result = await options.model.doGenerate({
        prompt: toPrompt(request.messages),
        ...(tools ? { tools, toolChoice: { type: request.toolChoice ?? 'auto' } } : {}),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxOutputTokens === undefined ? {} : { maxOutputTokens: request.maxOutputTokens }),
        providerOptions: reasoningProviderOptions(provider, request.reasoning) ?? {},
        abortSignal: controller.signal,
      });
      return toResponse(result, request, options.price, redact, performance.now() - started);
    } catch (error) {
      if (timedOut && !signal?.aborted) throw new AttemptTimeoutError(timeoutMs);
      const failure = classifyFailure(error);
      if (failure.kind !== 'model') throw error;
      return {
        text: '',
        toolCalls: [],
        usage: { calls: 1 },
        latencyMs: performance.now() - started,
        cached: false,
        finishReason: 'error',
        failure: 'model',
        error: redact(failure.reason),
      };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    id,
    async call(request: ModelRequest, signal?: AbortSignal): Promise<ModelResponse> {
      const started = performance.now();
      const full = withDefaults(request, defaults);
      if (cacheMode !== 'off') {
        const hit = options.cache?.get(id, full);
        if (hit) return { ...hit, cached: true, latencyMs: performance.now() - started };
        if (cacheMode === 'only') {
          throw new InfraError(
            `${id}: response not cached (cache=only replays stored responses offline; this exact request was never stored)`,
          );
        }
      }
      const retries: ModelRetry[] = [];
      const onRetry = (event: RetryEvent) => {
        const { failure } = event;
        retries.push({
          ...(failure.status === undefined ? {} : { status: failure.status }),
          kind: failure.kind,
          waitMs: event.delayMs,
          error: failure.reason,
        });
        options.onRetry?.(event);
      };
      const response = await withRetries(
        () => (options.limiter ? options.limiter.run(() => attempt(full, signal), signal) : attempt(full, signal)),
        signal ? { ...retryOptions, signal, onRetry } : { ...retryOptions, onRetry },
      );
      if (cacheMode === 'read-write') options.cache?.put(id, full, response);
      return { ...response, latencyMs: performance.now() - started, ...(retries.length ? { retries } : {}) };
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

/** Plain chat messages as the provider-level prompt of the AI SDK's language model specification. */
export function toPrompt(messages: readonly ChatMessage[]): CallOptions['prompt'] {
  return messages.map(toPromptMessage);
}

function toPromptMessage(message: ChatMessage): PromptMessage {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: message.content };
    case 'user':
      return { role: 'user', content: [{ type: 'text', text: message.content }] };
    case 'assistant':
      return {
        role: 'assistant',
        content: [
          ...(message.content || !message.toolCalls?.length ? [{ type: 'text' as const, text: message.content }] : []),
          ...(message.toolCalls ?? []).map((call) => ({
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

/** Tool specs as function tools of the language model specification; the harness decides what a call does. */
export function toTools(specs: readonly ToolSpec[] | undefined): FunctionTool[] | undefined {
  if (!specs?.length) return undefined;
  return specs.map((spec) => ({
    type: 'function',
    name: spec.name,
    description: spec.description,
    inputSchema: spec.parameters as FunctionTool['inputSchema'],
  }));
}

/**
 * A provider's result as a `ModelResponse`: the text parts joined, tool calls with parsed arguments, and as a `model`
 * failure: arguments that are not JSON, an unknown tool, or a reply that ignores `toolChoice` (required or none).
 */
function toResponse(
  result: GenerateResult,
  request: ModelRequest,
  price: Price | undefined,
  redact: (text: string) => string,
  latencyMs: number,
): ModelResponse {
  const names = new Set((request.tools ?? []).map((tool) => tool.name));
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  const problems: string[] = [];
  let calls = 0;
  for (const part of result.content) {
    if (part.type === 'text') texts.push(part.text);
    if (part.type !== 'tool-call' || part.providerExecuted) continue;
    calls++;
    if (!names.has(part.toolName)) {
      const known = names.size ? `; available tools: ${[...names].join(', ')}` : '; no tools were offered';
      problems.push(invalidCallMessage(part.toolName, `there is no tool '${part.toolName}'${known}`));
      continue;
    }
    const input = parseArguments(part.input);
    if (input.ok) toolCalls.push({ id: part.toolCallId, name: part.toolName, input: input.value });
    else problems.push(invalidCallMessage(part.toolName, `the arguments are not valid JSON: ${input.error}`));
  }
  if (request.tools?.length && request.toolChoice === 'required' && calls === 0) {
    problems.push('the model answered without calling a tool although a tool call was required');
  } else if (request.tools?.length && request.toolChoice === 'none' && calls > 0) {
    problems.push('the model called a tool although tools were not allowed');
  }
  const finish = result.finishReason as GenerateResult['finishReason'] | string;
  const response: ModelResponse = {
    text: texts.join(''),
    toolCalls,
    usage: accountUsage(result.usage, price),
    latencyMs,
    cached: false,
    finishReason: typeof finish === 'string' ? finish : finish.unified,
  };
  return problems.length ? { ...response, failure: 'model', error: redact(problems.join('; ')) } : response;
}

function parseArguments(text: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  if (typeof text !== 'string') return { ok: true, value: text };
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function accountUsage(usage: GenerateResult['usage'] | undefined, price: Price | undefined): Usage {
  if (!usage) return { calls: 1 };
  const counts = {
    inputTokens: usage.inputTokens.total,
    outputTokens: usage.outputTokens.total,
    cachedTokens: usage.inputTokens.cacheRead,
    reasoningTokens: usage.outputTokens.reasoning,
  };
  const costUsd = callCost(price, counts);
  const result: Record<string, number> = { calls: 1 };
  for (const [key, value] of Object.entries({ ...counts, costUsd })) if (value !== undefined) result[key] = value;
  return result as Usage;
}

function invalidCallMessage(toolName: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return `invalid call of tool '${toolName}': ${message.length > 300 ? `${message.slice(0, 300)}…` : message}`;
}
