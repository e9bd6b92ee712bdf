import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { callCost, defaultPrices, loadPrices, priceFor } from './prices.js';

const home = () => mkdtempSync(join(tmpdir(), 'xparena-prices-'));

describe('prices', () => {
  it('costs a call from input, cached input and output tokens', () => {
    const price = { input: 2.5, output: 10, cachedInput: 1.25 };
    // 1000 fresh input, 1000 cached input, 500 output tokens.
    expect(callCost(price, { inputTokens: 2000, cachedTokens: 1000, outputTokens: 500 })).toBe(0.00875);
    expect(callCost({ input: 1, output: 2 }, { inputTokens: 1_000_000, cachedTokens: 500_000 })).toBe(1);
    expect(callCost(price, {})).toBeUndefined();
    expect(callCost(undefined, { inputTokens: 10 })).toBeUndefined();
  });

  it('finds built-in prices, also for dated snapshots, and none for unknown models', () => {
    expect(priceFor('openai/gpt-4o-mini')).toEqual({ input: 0.15, output: 0.6, cachedInput: 0.075 });
    expect(priceFor('anthropic/claude-sonnet-4-5-20250929')).toEqual(defaultPrices['anthropic/claude-sonnet-4-5']);
    expect(priceFor('openai/gpt-4.1-2025-04-14')).toEqual(defaultPrices['openai/gpt-4.1']);
    expect(priceFor('openai-compatible/qwen3-8b')).toBeUndefined();
    for (const provider of ['openai', 'anthropic', 'google', 'openai-compatible']) {
      expect(Object.keys(defaultPrices).some((key) => key.startsWith(`${provider}/`))).toBe(true);
    }
  });

  it("extends and overrides the table with the home's prices.json", () => {
    const dir = home();
    writeFileSync(
      join(dir, 'prices.json'),
      JSON.stringify({
        'openai-compatible/qwen3-8b': { input: 0.1, output: 0.2 },
        'openai/gpt-4o': { input: 1, output: 2 },
      }),
    );
    const table = loadPrices({ XPARENA_HOME: dir });
    expect(priceFor('openai-compatible/qwen3-8b', table)).toEqual({ input: 0.1, output: 0.2 });
    expect(priceFor('openai/gpt-4o', table)).toEqual({ input: 1, output: 2 });
    expect(priceFor('openai/gpt-4o-mini', table)).toEqual(defaultPrices['openai/gpt-4o-mini']);
    expect(loadPrices({ XPARENA_HOME: home() })).toBe(defaultPrices);
  });

  it('reads the file named by XPARENA_PRICES and refuses a missing one', () => {
    const path = join(home(), 'my-prices.json');
    writeFileSync(path, JSON.stringify({ 'google/gemini-x': { input: 1, output: 1, cachedInput: 0.1 } }));
    expect(priceFor('google/gemini-x', loadPrices({ XPARENA_PRICES: path }))).toBeDefined();
    expect(() => loadPrices({ XPARENA_PRICES: join(home(), 'missing.json') })).toThrow(/does not exist/);
  });

  it('says what is wrong with a bad file', () => {
    const dir = home();
    const write = (text: string) => writeFileSync(join(dir, 'prices.json'), text);
    write('{ nope');
    expect(() => loadPrices({ XPARENA_HOME: dir })).toThrow(UsageError);
    expect(() => loadPrices({ XPARENA_HOME: dir })).toThrow(/not valid JSON/);
    write(JSON.stringify({ 'openai/gpt-4o': { input: -1, output: 2 } }));
    expect(() => loadPrices({ XPARENA_HOME: dir })).toThrow(/invalid.*input/);
    write(JSON.stringify({ gpt4: { input: 1, output: 2 } }));
    expect(() => loadPrices({ XPARENA_HOME: dir })).toThrow(/provider\/model/);
    write(JSON.stringify({ 'openai/x': { input: 1, output: 2, extra: 3 } }));
    expect(() => loadPrices({ XPARENA_HOME: dir })).toThrow(/extra/);
  });
});
