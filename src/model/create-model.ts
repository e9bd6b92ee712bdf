// From the spec part after `llm:` (`<provider>/<model>?option=value&…`) to a ready `Model`: the provider's client,
// the shared limiter, the response cache, retries, prices and the request defaults the harness should send.

import { parseAgentSpec } from '../core/agent-spec.js';
import { didYouMean } from '../core/did-you-mean.js';
import type { ParamSpec } from '../core/game.js';
import { coerceValue } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { aiSdkModel, type CacheMode, cacheModes, type RequestDefaults, type ResponseCache } from './ai-sdk-model.js';
import type { Model } from './model.js';
import { loadPrices, type PriceTable, priceFor } from './prices.js';
import {
  type EmbeddingModelV3,
  type Environment,
  isProviderName,
  type LanguageModelV3,
  languageModel,
  type ProviderName,
  providerNames,
  reasoningError,
  redactSecrets,
} from './providers.js';
import { type EndpointLimiters, processLimiters, type RateLimiter, type RateLimits } from './rate-limiter.js';
import type { RetryEvent, Sleep } from './retry.js';

/** The options a model spec may carry, with what each does (for help texts and spec validation). */
export const modelOptionDescriptions = {
  base_url: 'API base URL, e.g. http://127.0.0.1:8000/v1 (required for openai-compatible)',
  temperature: 'sampling temperature, 0 to 2 (provider default when absent)',
  max_tokens: 'maximum output tokens per call',
  reasoning: 'reasoning effort: none, minimal, low, medium, high (anthropic and google: or a token budget)',
  cache: 'response cache: read-write (default), off, or only (offline replay: a miss is an infra error)',
  concurrency:
    'most requests at once to this provider endpoint, shared by all its models in the process (the latest value set wins)',
  rpm: 'most requests per minute to this provider endpoint, spread evenly',
  retries: 'retries of rate limits, server errors, timeouts and connection errors (default 5)',
  timeout_ms: 'time limit of one HTTP attempt in milliseconds (default 120000)',
} as const;

/** A model option name. */
export type ModelOptionName = keyof typeof modelOptionDescriptions;

/** The option names a model spec accepts; the agent registry uses them to tell model options from harness ones. */
export const modelOptionNames = Object.keys(modelOptionDescriptions) as readonly ModelOptionName[];

/** A parsed model spec: `provider/model` and its raw option strings. */
export interface ModelSpec {
  readonly model: string;
  readonly options?: Readonly<Record<string, string>>;
}

/** Where a model gets what the spec does not say; every field is optional. */
export interface ModelEnvironment {
  /** Environment variables (API keys, XPARENA_HOME, XPARENA_PRICES); `process.env` by default. */
  readonly env?: Environment;
  /** The response cache (the store's `ModelCache`); without one, nothing is cached and `cache=only` is refused. */
  readonly cache?: ResponseCache;
  /** The home directory holding `prices.json`. */
  readonly home?: string;
  /** Prices to use instead of loading the built-in table and the user's file. */
  readonly prices?: PriceTable;
  /** A limiter to use instead of the provider endpoint's. */
  readonly limiter?: RateLimiter;
  /** The endpoints' rate limiters this environment's models share (a run's context carries them); process-wide by default. */
  readonly limiters?: EndpointLimiters;
  readonly fetch?: typeof globalThis.fetch;
  readonly sleep?: Sleep;
  readonly random?: () => number;
  readonly onRetry?: (event: RetryEvent) => void;
  /** A ready AI SDK model to use instead of the provider's client (tests use `MockLanguageModelV3`). */
  readonly languageModel?: LanguageModelV3;
  /** A ready AI SDK embedding model to use instead of the provider's client (tests use `MockEmbeddingModelV3`). */
  readonly embeddingModel?: EmbeddingModelV3;
}

/** The model, the request defaults the harness should merge into its requests, and the limiter it shares. */
export interface CreatedModel {
  readonly model: Model;
  readonly defaults: RequestDefaults;
  readonly provider: ProviderName;
  readonly cacheMode: CacheMode;
  readonly limiter: RateLimiter;
  /** The limits the spec asked of the limiter (`concurrency`, `rpm`); ask again to make them the latest. */
  readonly limits: RateLimits;
}

/** Default concurrency per provider endpoint: cloud accounts are shared, a local server is usually the bottleneck. */
const defaultConcurrency: Readonly<Record<ProviderName, number>> = {
  openai: 16,
  anthropic: 16,
  google: 16,
  'openai-compatible': 64,
};

const numeric: Readonly<Partial<Record<ModelOptionName, ParamSpec>>> = {
  temperature: { type: 'number', default: 1, min: 0, max: 2, description: '' },
  max_tokens: { type: 'int', default: 1, min: 1, max: 10_000_000, description: '' },
  concurrency: { type: 'int', default: 1, min: 1, max: 4096, description: '' },
  rpm: { type: 'number', default: 1, min: 0.001, max: 10_000_000, description: '' },
  retries: { type: 'int', default: 0, min: 0, max: 50, description: '' },
  timeout_ms: { type: 'int', default: 1, min: 1, max: 86_400_000, description: '' },
};

/**
 * Creates the model of a spec such as `openai-compatible/qwen3-8b?base_url=http://127.0.0.1:8000/v1&temperature=0`
 * (a leading `llm:` is ignored); throws UsageError naming the valid choices on an unknown provider or option, a
 * malformed value, or a missing API key.
 */
export function createModel(spec: string | ModelSpec, environment: ModelEnvironment = {}): CreatedModel {
  const parsed = typeof spec === 'string' ? parseModelSpec(spec) : spec;
  const options = parsed.options ?? {};
  const slash = parsed.model.indexOf('/');
  const providerText = slash < 0 ? parsed.model : parsed.model.slice(0, slash);
  const modelId = slash < 0 ? '' : parsed.model.slice(slash + 1).trim();
  if (!isProviderName(providerText)) {
    throw new UsageError(
      `unknown model provider '${providerText}' in '${parsed.model}'${didYouMean(providerText, providerNames)}; ` +
        `valid providers: ${providerNames.join(', ')} ` +
        `(write the model as provider/model, e.g. openai/gpt-4o)`,
    );
  }
  const provider: ProviderName = providerText;
  if (!modelId) {
    throw new UsageError(`model '${parsed.model}' names no model: write it as ${provider}/<model id>`);
  }
  const id = `${provider}/${modelId}`;
  const where = (name: string) => `option '${name}' of model '${id}'`;
  const number = (name: ModelOptionName): number | undefined => {
    const value = options[name];
    const check = numeric[name];
    return value === undefined || !check ? undefined : (coerceValue(where(name), check, value) as number);
  };

  for (const name of Object.keys(options)) {
    if (!(modelOptionNames as readonly string[]).includes(name)) {
      throw new UsageError(
        `unknown option '${name}' for model '${id}'${didYouMean(name, modelOptionNames)}; ` +
          `valid options: ${modelOptionNames.join(', ')}`,
      );
    }
  }
  const baseUrl = options.base_url;
  if (baseUrl !== undefined) checkUrl(where('base_url'), baseUrl);
  const cacheMode = options.cache ?? 'read-write';
  if (!(cacheModes as readonly string[]).includes(cacheMode)) {
    throw new UsageError(`${where('cache')} must be one of ${cacheModes.join(', ')}; got '${cacheMode}'`);
  }
  if (cacheMode === 'only' && !environment.cache) {
    throw new UsageError(`cache=only for model '${id}' needs the store's response cache, and none is open`);
  }
  const reasoning = options.reasoning;
  if (reasoning !== undefined) {
    const problem = reasoningError(provider, reasoning);
    if (problem) throw new UsageError(`${where('reasoning')} ${problem}`);
  }
  const temperature = number('temperature');
  const maxOutputTokens = number('max_tokens');
  const concurrency = number('concurrency');
  const rpm = number('rpm');
  const retries = number('retries');
  const timeoutMs = number('timeout_ms');

  const env = environment.env ?? process.env;
  // Offline replay needs neither a key nor a reachable provider: a miss is an InfraError before any call.
  const model =
    environment.languageModel ??
    (cacheMode === 'only' ? offlineModel(provider, modelId) : undefined) ??
    languageModel({
      provider,
      modelId,
      env,
      ...(baseUrl === undefined ? {} : { baseUrl }),
      ...(environment.fetch ? { fetch: environment.fetch } : {}),
    });
  const limiter = endpointLimiter(environment, provider, baseUrl, defaultConcurrency[provider]);
  const limits: RateLimits = {
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(rpm === undefined ? {} : { rpm }),
  };
  limiter.request(limits);
  const defaults: RequestDefaults = {
    ...(temperature === undefined ? {} : { temperature }),
    ...(maxOutputTokens === undefined ? {} : { maxOutputTokens }),
    ...(reasoning === undefined ? {} : { reasoning }),
  };
  const price = priceFor(id, environment.prices ?? loadPrices(env, environment.home));
  return {
    model: aiSdkModel({
      id,
      model,
      provider,
      defaults,
      cacheMode: cacheMode as CacheMode,
      limiter,
      redact: (text) => redactSecrets(text, env),
      ...(environment.cache ? { cache: environment.cache } : {}),
      ...(retries === undefined ? {} : { retry: { retries } }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(price ? { price } : {}),
      ...(environment.sleep ? { sleep: environment.sleep } : {}),
      ...(environment.random ? { random: environment.random } : {}),
      ...(environment.onRetry ? { onRetry: environment.onRetry } : {}),
    }),
    defaults,
    provider,
    cacheMode: cacheMode as CacheMode,
    limiter,
    limits,
  };
}

/** A model for `cache=only`: never called, since only cached replies are served. */
function offlineModel(provider: string, modelId: string): LanguageModelV3 {
  const refuse = () => Promise.reject(new Error('cache=only: the provider is never called'));
  return {
    specificationVersion: 'v3',
    provider: `${provider}.offline`,
    modelId,
    supportedUrls: {},
    doGenerate: refuse,
    doStream: refuse,
  };
}

/** A model spec from its text, e.g. `openai/gpt-4o-mini?temperature=0` (an `llm:` prefix is allowed). */
export function parseModelSpec(text: string): ModelSpec {
  const parsed = parseAgentSpec(text.trim().replace(/^llm:/, ''));
  return { model: parsed.kind, options: parsed.options };
}

function checkUrl(where: string, value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${where} must be an http(s) URL such as http://127.0.0.1:8000/v1; got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${where} must be an http(s) URL such as http://127.0.0.1:8000/v1; got '${value}'`);
  }
}

/**
 * The limiter of a provider endpoint (the provider, or the provider at a base URL) that every model of the environment
 * calling it shares, chat and embedding models alike; the environment's own `limiter` wins.
 */
export function endpointLimiter(
  environment: ModelEnvironment,
  provider: string,
  baseUrl: string | undefined,
  concurrency: number | undefined,
): RateLimiter {
  return (
    environment.limiter ??
    (environment.limiters ?? processLimiters).get(baseUrl === undefined ? provider : `${provider}@${baseUrl}`, {
      concurrency,
    })
  );
}
