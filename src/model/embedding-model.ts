// Embedding models for retrieval (`embed=<provider>/<model>` on an experience): the provider's AI SDK embedding model
// behind the same API keys, base URL, endpoint limiter and retry policy as chat models; no response cache.
import { embedMany } from 'ai';
import type { ModelExchange, Usage } from '../core/agent.js';
import { didYouMean } from '../core/did-you-mean.js';
import { UsageError } from '../core/usage-error.js';
import { endpointLimiter, type ModelEnvironment, parseModelSpec } from './create-model.js';
import { callCost, loadPrices, type Price, priceFor } from './prices.js';
import { type EmbeddingModelV3, embeddingModel, isProviderName, providerNames, redactSecrets } from './providers.js';
import type { RateLimiter } from './rate-limiter.js';
import { type RetryPolicy, type Sleep, withRetries } from './retry.js';

/** The vectors of some texts (one per text, in order) and what computing them cost. */
export interface Embeddings {
  readonly vectors: readonly (readonly number[])[];
  readonly usage: Usage;
  readonly latencyMs: number;
}

/** A configured embedding model; `embed` rejects only with `InfraError` (retries exhausted, configuration, abort). */
export interface EmbeddingModel {
  /** `provider/model`, e.g. `openai/text-embedding-3-small`. */
  readonly id: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Embeddings>;
}

/** The options an embedding spec accepts. */
export const embeddingOptionNames = ['base_url', 'retries'] as const;

/** What `aiSdkEmbeddingModel` needs; only `id` and `model` are required. */
export interface AiSdkEmbeddingModelOptions {
  readonly id: string;
  readonly model: EmbeddingModelV3;
  readonly limiter?: RateLimiter;
  readonly retry?: Partial<RetryPolicy>;
  readonly price?: Price;
  readonly sleep?: Sleep;
  readonly random?: () => number;
  readonly redact?: (text: string) => string;
}

/** An `EmbeddingModel` calling the AI SDK's `embedMany` (which batches) under our limiter and retries. */
export function aiSdkEmbeddingModel(options: AiSdkEmbeddingModelOptions): EmbeddingModel {
  const redact = options.redact ?? ((text: string) => redactSecrets(text));
  const attempt = (texts: readonly string[], signal: AbortSignal | undefined) =>
    embedMany({ model: options.model, values: [...texts], maxRetries: 0, ...(signal ? { abortSignal: signal } : {}) });
  return {
    id: options.id,
    async embed(texts, signal) {
      const started = performance.now();
      if (texts.length === 0) return { vectors: [], usage: { calls: 0 }, latencyMs: 0 };
      const result = await withRetries(
        () => (options.limiter ? options.limiter.run(() => attempt(texts, signal), signal) : attempt(texts, signal)),
        {
          label: options.id,
          redact,
          ...(signal ? { signal } : {}),
          ...(options.retry ? { policy: options.retry } : {}),
          ...(options.sleep ? { sleep: options.sleep } : {}),
          ...(options.random ? { random: options.random } : {}),
        },
      );
      const inputTokens = result.usage.tokens;
      const costUsd = callCost(options.price, { inputTokens });
      return {
        vectors: result.embeddings,
        usage: { calls: 1, inputTokens, ...(costUsd === undefined ? {} : { costUsd }) },
        latencyMs: performance.now() - started,
      };
    },
  };
}

/**
 * The embedding model of a spec such as `openai/text-embedding-3-small` or
 * `openai-compatible/nomic-embed-text?base_url=http://127.0.0.1:8000/v1`; throws UsageError on an unknown provider
 * or option, a provider without embedding models, or a missing API key. `environment.embeddingModel` replaces the
 * provider's client (tests use `MockEmbeddingModelV3`).
 */
export function createEmbeddingModel(spec: string, environment: ModelEnvironment = {}): EmbeddingModel {
  const parsed = parseModelSpec(spec);
  const options = parsed.options ?? {};
  const slash = parsed.model.indexOf('/');
  const provider = slash < 0 ? parsed.model : parsed.model.slice(0, slash);
  const modelId = slash < 0 ? '' : parsed.model.slice(slash + 1).trim();
  if (!isProviderName(provider)) {
    throw new UsageError(
      `unknown embedding provider '${provider}' in '${parsed.model}'${didYouMean(provider, providerNames)}; ` +
        `valid providers: ${providerNames.join(', ')}`,
    );
  }
  if (!modelId) throw new UsageError(`embedding model '${parsed.model}' names no model: write ${provider}/<model id>`);
  const id = `${provider}/${modelId}`;
  for (const name of Object.keys(options)) {
    if (!(embeddingOptionNames as readonly string[]).includes(name)) {
      throw new UsageError(
        `unknown option '${name}' for embedding model '${id}'${didYouMean(name, embeddingOptionNames)}; ` +
          `valid options: ${embeddingOptionNames.join(', ')}`,
      );
    }
  }
  const retriesText = options.retries;
  const retries = retriesText === undefined ? undefined : Number(retriesText);
  if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0 && retries <= 50)) {
    throw new UsageError(`option 'retries' of embedding model '${id}' must be an integer from 0 to 50`);
  }
  const baseUrl = options.base_url;
  const env = environment.env ?? process.env;
  const model =
    environment.embeddingModel ??
    embeddingModel({
      provider,
      modelId,
      env,
      ...(baseUrl === undefined ? {} : { baseUrl }),
      ...(environment.fetch ? { fetch: environment.fetch } : {}),
    });
  const limiter = endpointLimiter(environment, provider, baseUrl, 16);
  const price = priceFor(id, environment.prices ?? loadPrices(env, environment.home));
  return aiSdkEmbeddingModel({
    id,
    model,
    limiter,
    redact: (text) => redactSecrets(text, env),
    ...(retries === undefined ? {} : { retry: { retries } }),
    ...(price ? { price } : {}),
    ...(environment.sleep ? { sleep: environment.sleep } : {}),
    ...(environment.random ? { random: environment.random } : {}),
  });
}

/** An embedding call as a recorded exchange: the texts sent, no reply text (vectors are not recorded), its usage. */
export function embeddingExchange(model: EmbeddingModel, texts: readonly string[], result: Embeddings): ModelExchange {
  return { model: model.id, request: { embed: texts }, text: '', usage: result.usage, latencyMs: result.latencyMs };
}
