// AI SDK language models for the four providers. API keys come only from the standard environment variables and
// are handed straight to the provider's client: never logged, stored or put in error messages.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { embedMany, wrapLanguageModel } from 'ai';
import { UsageError } from '../core/usage-error.js';
import { httpFetch } from './http-fetch.js';

/** The providers an `llm:` agent spec may name. */
export const providerNames = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;

/** One of `providerNames`. */
export type ProviderName = (typeof providerNames)[number];

/** The environment variable holding each provider's API key (optional for `openai-compatible`). */
export const apiKeyVariables: Readonly<Record<ProviderName, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': 'XPARENA_API_KEY',
};

/** The AI SDK's provider-level model (what the provider packages and `MockLanguageModelV3` create). */
export type LanguageModelV3 = Parameters<typeof wrapLanguageModel>[0]['model'];

/** The AI SDK's provider-level embedding model (what the provider packages and `MockEmbeddingModelV3` create). */
export type EmbeddingModelV3 = Extract<
  Parameters<typeof embedMany>[0]['model'],
  { readonly specificationVersion: 'v3' }
>;

/** Environment variables as read by the model layer (`process.env` by default). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** What `languageModel` needs: the provider, its model id, an optional base URL and the environment. */
export interface ProviderOptions {
  readonly provider: ProviderName;
  readonly modelId: string;
  readonly baseUrl?: string;
  readonly env?: Environment;
  /** A fetch to use instead of `httpFetch` (tests, proxies). */
  readonly fetch?: typeof globalThis.fetch;
}

/** True when `name` is a provider this layer supports. */
export function isProviderName(name: string): name is ProviderName {
  return (providerNames as readonly string[]).includes(name);
}

/**
 * Creates the AI SDK model; throws UsageError naming the variable when a required key is missing, or when
 * `openai-compatible` has no base URL. OpenAI models speak /chat/completions (so any compatible base URL works).
 */
export function languageModel(options: ProviderOptions): LanguageModelV3 {
  const env = options.env ?? process.env;
  const variable = apiKeyVariables[options.provider];
  const apiKey = env[variable] || undefined;
  const baseURL = options.baseUrl;
  const fetch = options.fetch ?? httpFetch;
  if (!apiKey && options.provider !== 'openai-compatible') {
    throw new UsageError(
      `no API key for provider '${options.provider}': set the environment variable ${variable} ` +
        `(keys are read only from the environment, never from specs or files)`,
    );
  }
  switch (options.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch }).chat(options.modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch })(options.modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL, fetch })(options.modelId);
    case 'openai-compatible':
      if (!baseURL) {
        throw new UsageError(
          `provider 'openai-compatible' needs a base URL: add base_url to the spec, ` +
            `e.g. llm:openai-compatible/${options.modelId}?base_url=http://127.0.0.1:8000/v1`,
        );
      }
      return createOpenAICompatible({ name: 'xparena', apiKey, baseURL, fetch, includeUsage: true }).chatModel(
        options.modelId,
      );
  }
}

/**
 * Creates the AI SDK embedding model; throws UsageError when a required key or base URL is missing, or for
 * `anthropic`, which has no embedding models.
 */
export function embeddingModel(options: ProviderOptions): EmbeddingModelV3 {
  const env = options.env ?? process.env;
  const variable = apiKeyVariables[options.provider];
  const apiKey = env[variable] || undefined;
  const baseURL = options.baseUrl;
  const fetch = options.fetch ?? httpFetch;
  if (options.provider === 'anthropic') {
    throw new UsageError(`provider 'anthropic' has no embedding models: use openai, google or openai-compatible`);
  }
  if (!apiKey && options.provider !== 'openai-compatible') {
    throw new UsageError(
      `no API key for provider '${options.provider}': set the environment variable ${variable} ` +
        `(keys are read only from the environment, never from specs or files)`,
    );
  }
  switch (options.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch }).embeddingModel(options.modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL, fetch }).embeddingModel(options.modelId);
    case 'openai-compatible':
      if (!baseURL) {
        throw new UsageError(
          `provider 'openai-compatible' needs a base URL: add base_url to the spec, ` +
            `e.g. embed=openai-compatible/${options.modelId}?base_url=http://127.0.0.1:8000/v1`,
        );
      }
      return createOpenAICompatible({ name: 'xparena', apiKey, baseURL, fetch }).embeddingModel(options.modelId);
  }
}

/** Reasoning efforts accepted for every provider; Anthropic and Google also take a token budget (an integer). */
export const reasoningEfforts = ['none', 'minimal', 'low', 'medium', 'high'] as const;

const thinkingBudgets: Readonly<Record<string, number>> = {
  none: 0,
  minimal: 1024,
  low: 2048,
  medium: 8192,
  high: 24_576,
};

/** Why `reasoning` is not valid for `provider`, or null when it is. */
export function reasoningError(provider: ProviderName, reasoning: string): string | null {
  if ((reasoningEfforts as readonly string[]).includes(reasoning)) return null;
  if ((provider === 'anthropic' || provider === 'google') && /^\d+$/.test(reasoning)) return null;
  return `must be one of ${reasoningEfforts.join(', ')}${
    provider === 'anthropic' || provider === 'google' ? ' or a thinking budget in tokens (an integer)' : ''
  }; got '${reasoning}'`;
}

/** A JSON value as the AI SDK's provider options accept it. */
type JsonValue = null | string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

/** The AI SDK `providerOptions` that ask `provider` for a reasoning effort (or a thinking budget). */
export function reasoningProviderOptions(
  provider: ProviderName,
  reasoning: string | undefined,
): Record<string, Record<string, JsonValue>> | undefined {
  if (reasoning === undefined) return undefined;
  const budget = /^\d+$/.test(reasoning) ? Number(reasoning) : thinkingBudgets[reasoning];
  switch (provider) {
    case 'openai':
      return { openai: { reasoningEffort: reasoning } };
    case 'openai-compatible':
      return { openaiCompatible: { reasoningEffort: reasoning } };
    case 'anthropic':
      return {
        anthropic: {
          thinking: budget ? { type: 'enabled', budgetTokens: Math.max(1024, budget) } : { type: 'disabled' },
        },
      };
    case 'google':
      return { google: { thinkingConfig: { thinkingBudget: budget ?? 0 } } };
  }
}

/** `text` with the value of every API key variable replaced by `[redacted]` (for messages a provider echoed). */
export function redactSecrets(text: string, env: Environment = process.env): string {
  let result = text;
  for (const variable of Object.values(apiKeyVariables)) {
    const secret = env[variable];
    if (secret && secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}
