// What a model call costs: a built-in table of list prices that users extend or override with a JSON file.
// An unknown model has no cost (undefined), never a crash: local models are free and new ones appear weekly.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../core/usage-error.js';

/** USD per million tokens; `cachedInput` applies to input tokens read from the provider's prompt cache. */
export interface Price {
  readonly input: number;
  readonly output: number;
  readonly cachedInput?: number;
}

/** Prices keyed by `provider/model`, e.g. `openai/gpt-4o`. */
export type PriceTable = Readonly<Record<string, Price>>;

/** The date the built-in list prices were checked; newer prices go in `prices.json`. */
export const pricesCheckedOn = '2025-12-01';

const p = (input: number, output: number, cachedInput?: number): Price =>
  cachedInput === undefined ? { input, output } : { input, output, cachedInput };

/** List prices of common models of the four providers (standard tier, prompts under any long-context surcharge). */
export const defaultPrices: PriceTable = {
  'openai/gpt-5.2': p(1.75, 14, 0.175),
  'openai/gpt-5.1': p(1.25, 10, 0.125),
  'openai/gpt-5': p(1.25, 10, 0.125),
  'openai/gpt-5-mini': p(0.25, 2, 0.025),
  'openai/gpt-5-nano': p(0.05, 0.4, 0.005),
  'openai/gpt-4.1': p(2, 8, 0.5),
  'openai/gpt-4.1-mini': p(0.4, 1.6, 0.1),
  'openai/gpt-4.1-nano': p(0.1, 0.4, 0.025),
  'openai/gpt-4o': p(2.5, 10, 1.25),
  'openai/gpt-4o-2024-05-13': p(5, 15),
  'openai/gpt-4o-mini': p(0.15, 0.6, 0.075),
  'openai/o3': p(2, 8, 0.5),
  'openai/o3-mini': p(1.1, 4.4, 0.55),
  'openai/o4-mini': p(1.1, 4.4, 0.275),
  // Embedding models (input tokens only), for experiences' `embed=`.
  'openai/text-embedding-3-small': p(0.02, 0),
  'openai/text-embedding-3-large': p(0.13, 0),
  'anthropic/claude-opus-4-5': p(5, 25, 0.5),
  'anthropic/claude-opus-4-1': p(15, 75, 1.5),
  'anthropic/claude-opus-4': p(15, 75, 1.5),
  'anthropic/claude-opus-4-0': p(15, 75, 1.5),
  'anthropic/claude-sonnet-4-5': p(3, 15, 0.3),
  'anthropic/claude-sonnet-4': p(3, 15, 0.3),
  'anthropic/claude-sonnet-4-0': p(3, 15, 0.3),
  'anthropic/claude-haiku-4-5': p(1, 5, 0.1),
  'anthropic/claude-3-5-haiku-latest': p(0.8, 4, 0.08),
  'anthropic/claude-3-haiku': p(0.25, 1.25, 0.03),
  'google/gemini-3-pro-preview': p(2, 12, 0.2),
  'google/gemini-2.5-pro': p(1.25, 10, 0.125),
  'google/gemini-2.5-flash': p(0.3, 2.5, 0.03),
  'google/gemini-2.5-flash-lite': p(0.1, 0.4, 0.01),
  'google/gemini-2.0-flash': p(0.1, 0.4, 0.025),
  'google/gemini-2.0-flash-lite': p(0.075, 0.3),
  'openai-compatible/deepseek-chat': p(0.28, 0.42, 0.028),
  'openai-compatible/deepseek-reasoner': p(0.28, 0.42, 0.028),
};

const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cachedInput: z.number().nonnegative().optional(),
});

const priceFileSchema = z.record(
  z.string().regex(/^[a-z][a-z-]*\/\S+$/, 'keys must be provider/model, e.g. openai/gpt-4o'),
  priceSchema,
);

/** Where users' prices live: `XPARENA_PRICES` if set, else `prices.json` in the home (`XPARENA_HOME` or `.xparena`). */
export function pricesFile(env: Readonly<Record<string, string | undefined>> = process.env, home?: string): string {
  return resolve(env.XPARENA_PRICES ?? join(home ?? env.XPARENA_HOME ?? '.xparena', 'prices.json'));
}

/** Tables already read, by file, with the modification stamp they were read at (a model is created per seat). */
const loaded = new Map<string, { readonly stamp: string; readonly table: PriceTable }>();

/**
 * The built-in prices overridden and extended by the user's file, if any; a file named by `XPARENA_PRICES` must
 * exist. Throws UsageError saying what is wrong with a bad file.
 */
export function loadPrices(env: Readonly<Record<string, string | undefined>> = process.env, home?: string): PriceTable {
  const path = pricesFile(env, home);
  if (!existsSync(path)) {
    if (env.XPARENA_PRICES !== undefined) {
      throw new UsageError(`prices file '${path}' (from XPARENA_PRICES) does not exist`);
    }
    return defaultPrices;
  }
  const stat = statSync(path);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = loaded.get(path);
  if (known?.stamp === stamp) return known.table;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`prices file '${path}' is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = priceFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new UsageError(
      `prices file '${path}' is invalid: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}. ` +
        'Write it as {"provider/model": {"input": 2.5, "output": 10, "cachedInput": 1.25}} in USD per million tokens',
    );
  }
  const table = { ...defaultPrices, ...parsed.data };
  loaded.set(path, { stamp, table });
  return table;
}

/** The price of `provider/model`, also trying the id without a date suffix (`…-2025-04-14`, `…-20250514`). */
export function priceFor(model: string, table: PriceTable = defaultPrices): Price | undefined {
  return table[model] ?? table[model.replace(/-(\d{4}-\d{2}-\d{2}|\d{8})$/, '')];
}

/** Token counts of one call; `inputTokens` includes `cachedTokens`, `outputTokens` includes reasoning. */
export interface TokenCounts {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly cachedTokens?: number;
}

/** The USD cost of a call, or undefined when the price or every token count is unknown. */
export function callCost(price: Price | undefined, tokens: TokenCounts): number | undefined {
  if (!price || (tokens.inputTokens === undefined && tokens.outputTokens === undefined)) return undefined;
  const input = tokens.inputTokens ?? 0;
  const cached = Math.min(tokens.cachedTokens ?? 0, input);
  const micro =
    (input - cached) * price.input +
    cached * (price.cachedInput ?? price.input) +
    (tokens.outputTokens ?? 0) * price.output;
  return Math.round(micro * 1e4) / 1e10;
}
