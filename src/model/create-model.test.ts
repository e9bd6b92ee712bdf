import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { ModelCache } from '../store/model-cache.js';
import { Store } from '../store/store.js';
import { createModel, modelOptionNames } from './create-model.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './fake-openai-server.js';
import { EndpointLimiters, RateLimiter, sharedRateLimiter } from './rate-limiter.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const secret = 'sk-fake-0123456789-DO-NOT-LEAK';
const keys = {
  OPENAI_API_KEY: secret,
  ANTHROPIC_API_KEY: secret,
  GOOGLE_GENERATIVE_AI_API_KEY: secret,
  XPARENA_API_KEY: secret,
};
const mock = () => new MockLanguageModelV3();
const ask = (content: string) => ({ messages: [{ role: 'user' as const, content }] });

describe('createModel', () => {
  it('parses provider, model and options, returning the request defaults', () => {
    const created = createModel(
      'llm:openai-compatible/org/qwen3:8b?base_url=http://127.0.0.1:8000/v1&temperature=0.2&max_tokens=256&reasoning=low&concurrency=4&rpm=120&retries=2&timeout_ms=5000&cache=off',
      { env: {}, limiter: new RateLimiter() },
    );
    expect(created.model.id).toBe('openai-compatible/org/qwen3:8b');
    expect(created.provider).toBe('openai-compatible');
    expect(created.defaults).toEqual({ temperature: 0.2, maxOutputTokens: 256, reasoning: 'low' });
    expect(created.cacheMode).toBe('off');
    expect(created.limiter.limits).toEqual({ concurrency: 4, rpm: 120 });
  });

  it('shares an endpoint limiter among models of the same limiters, and the process-wide one without', () => {
    const spec = 'llm:openai-compatible/fake?base_url=http://127.0.0.1:9/v1';
    const limiters = new EndpointLimiters();
    const first = createModel(spec, { env: {}, limiters }).limiter;
    expect(createModel(spec, { env: {}, limiters }).limiter).toBe(first);
    expect(createModel(spec, { env: {}, limiters: new EndpointLimiters() }).limiter).not.toBe(first);
    expect(createModel(spec, { env: {} }).limiter).toBe(sharedRateLimiter('openai-compatible@http://127.0.0.1:9/v1'));
  });

  it('accepts a parsed spec and creates models for all four providers', () => {
    for (const provider of ['openai', 'anthropic', 'google']) {
      expect(createModel({ model: `${provider}/some-model` }, { env: keys }).model.id).toBe(`${provider}/some-model`);
    }
    expect(
      createModel({ model: 'openai-compatible/m', options: { base_url: 'http://localhost:1/v1' } }, { env: {} })
        .provider,
    ).toBe('openai-compatible');
    expect(modelOptionNames).toEqual([
      'base_url',
      'temperature',
      'max_tokens',
      'reasoning',
      'cache',
      'concurrency',
      'rpm',
      'retries',
      'timeout_ms',
    ]);
  });

  it('refuses unknown providers, options and malformed values, naming the valid choices', () => {
    const fails = (spec: string, message: RegExp) => {
      expect(() => createModel(spec, { env: keys, languageModel: mock() })).toThrow(UsageError);
      expect(() => createModel(spec, { env: keys, languageModel: mock() })).toThrow(message);
    };
    fails(
      'azure/gpt-4o',
      /unknown model provider 'azure'.*valid providers: openai, anthropic, google, openai-compatible/,
    );
    fails('opneai/gpt-4o', /unknown model provider 'opneai' in 'opneai\/gpt-4o' \(did you mean 'openai'\?\)/);
    fails('openai/gpt-4o?temprature=1', /unknown option 'temprature'.*\(did you mean 'temperature'\?\)/);
    fails('openai', /names no model/);
    fails('openai/gpt-4o?temp=1', /unknown option 'temp'.*valid options: base_url, temperature/);
    fails('openai/gpt-4o?temperature=hot', /temperature.*must be a number/);
    fails('openai/gpt-4o?temperature=3', /temperature.*between 0 and 2/);
    fails('openai/gpt-4o?max_tokens=1.5', /max_tokens.*integer/);
    fails('openai/gpt-4o?cache=sometimes', /cache.*must be one of read-write, off, only/);
    fails('openai/gpt-4o?reasoning=extreme', /reasoning.*none, minimal, low, medium, high/);
    fails('openai/gpt-4o?reasoning=4096', /reasoning/);
    fails('openai/gpt-4o?base_url=ftp://x', /option 'base_url' of model 'openai\/gpt-4o' must be an http\(s\) URL/);
    fails('openai/gpt-4o?cache=only', /cache=only.*needs the store/);
    expect(createModel('anthropic/claude-sonnet-4-5?reasoning=4096', { env: keys }).defaults.reasoning).toBe('4096');
  });

  it('needs the API key from the environment, naming the variable', () => {
    const cases: [string, string][] = [
      ['openai/gpt-4o', 'OPENAI_API_KEY'],
      ['anthropic/claude-sonnet-4-5', 'ANTHROPIC_API_KEY'],
      ['google/gemini-2.5-flash', 'GOOGLE_GENERATIVE_AI_API_KEY'],
    ];
    for (const [spec, variable] of cases) {
      expect(() => createModel(spec, { env: {} })).toThrow(UsageError);
      expect(() => createModel(spec, { env: {} })).toThrow(variable);
    }
    expect(() => createModel('openai-compatible/m', { env: {} })).toThrow(/needs a base URL/);
  });

  it('replays offline with cache=only, needing neither a key nor a server', async () => {
    const cache = new ModelCache(new Store(':memory:').database);
    server = await startFakeOpenAIServer({ replies: [{ type: 'text', text: 'stored' }] });
    await createModel(`openai/gpt-4o?base_url=${server.url}`, { env: keys, cache }).model.call(ask('x'));
    await server.close();
    server = undefined;
    const { model } = createModel('openai/gpt-4o?cache=only', { env: {}, cache });
    expect(await model.call(ask('x'))).toMatchObject({ text: 'stored', cached: true });
    await expect(model.call(ask('y'))).rejects.toThrow(/openai\/gpt-4o: response not cached/);
  });

  it('plays through the openai provider and a base URL, with prices from the table', async () => {
    server = await startFakeOpenAIServer({
      replies: [{ type: 'text', text: 'hello', usage: { promptTokens: 1_000_000, completionTokens: 0 } }],
      apiKey: secret,
    });
    const { model } = createModel(`openai/gpt-4o-mini?base_url=${server.url}`, { env: keys });
    const response = await model.call(ask('hi'));
    expect(response.text).toBe('hello');
    expect(response.usage.costUsd).toBe(0.15);
    expect(server.chatRequests[0]?.headers.authorization).toBe(`Bearer ${secret}`);
    const { model: unpriced } = createModel(`openai-compatible/local?base_url=${server.url}`, { env: keys });
    expect((await unpriced.call(ask('hi'))).usage.costUsd).toBeUndefined();
  });

  it('never puts the API key in the store, cached rows or error messages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-keys-'));
    const store = new Store(join(dir, 'xparena.db'));
    const cache = new ModelCache(store.database);
    server = await startFakeOpenAIServer({
      apiKey: secret,
      replies: [
        { type: 'text', text: 'fine' },
        { type: 'error', status: 400, message: `Invalid key ${secret} for this model` },
        { type: 'malformed-arguments', name: 'move', arguments: `{"leak": "${secret}` },
      ],
    });
    const env = { ...keys, OPENAI_API_KEY: undefined };
    const { model } = createModel(`openai-compatible/m?base_url=${server.url}&retries=0`, { env, cache });
    await model.call(ask('one'));
    const error = await model.call(ask('two')).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('[redacted]');
    expect((error as Error).message).not.toContain(secret);
    const tools = [{ name: 'move', description: 'Move.', parameters: { type: 'object' } }];
    const failure = await model.call({ ...ask('three'), tools });
    expect(failure.failure).toBe('model');
    expect(failure.error).not.toContain(secret);
    expect(server.chatRequests.every((request) => request.headers.authorization === `Bearer ${secret}`)).toBe(true);

    const rows = store.database.prepare('SELECT * FROM model_cache').all();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(secret);
    store.close();
    for (const file of readdirSync(dir)) {
      expect(readFileSync(join(dir, file)).includes(secret)).toBe(false);
    }
  });
});
