import { APICallError } from 'ai';
import { MockEmbeddingModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { aiSdkEmbeddingModel, createEmbeddingModel, embeddingExchange } from './embedding-model.js';
import { type FakeOpenAIServer, fakeEmbedding, startFakeOpenAIServer } from './fake-openai-server.js';

let server: FakeOpenAIServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const unavailable = () =>
  new APICallError({
    message: 'overloaded',
    url: 'http://127.0.0.1/v1/embeddings',
    requestBodyValues: {},
    statusCode: 503,
    isRetryable: true,
  });

describe('embedding models', () => {
  it('embeds through an OpenAI-compatible /v1/embeddings endpoint (the fake server, offline)', async () => {
    server = await startFakeOpenAIServer();
    const embedder = createEmbeddingModel(`openai-compatible/fake-embed?base_url=${server.url}`, {
      env: {},
      prices: {},
    });
    const texts = ['the snake eats apples', 'castle the king'];
    const result = await embedder.embed(texts);
    expect(embedder.id).toBe('openai-compatible/fake-embed');
    expect(result.vectors).toEqual(texts.map(fakeEmbedding));
    expect(result.usage).toEqual({ calls: 1, inputTokens: 7 });
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/embeddings']);
    expect(embeddingExchange(embedder, texts, result)).toMatchObject({
      model: 'openai-compatible/fake-embed',
      request: { embed: texts },
      text: '',
      usage: { calls: 1, inputTokens: 7 },
    });
  });

  it('gives related texts closer fake vectors than unrelated ones', () => {
    const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
    const apple = fakeEmbedding('eat the apple');
    expect(dot(apple, fakeEmbedding('the apple is near'))).toBeGreaterThan(dot(apple, fakeEmbedding('castle king')));
    expect(Math.hypot(...apple)).toBeCloseTo(1);
  });

  it('retries transient failures with the retry policy, and prices input tokens', async () => {
    let calls = 0;
    const model = new MockEmbeddingModelV3({
      doEmbed: async ({ values }) => {
        calls++;
        if (calls === 1) throw unavailable();
        return { embeddings: values.map(() => [1, 0]), usage: { tokens: 1_000_000 }, warnings: [] };
      },
    });
    const embedder = aiSdkEmbeddingModel({
      id: 'openai/mock',
      model,
      price: { input: 0.02, output: 0 },
      sleep: async () => {},
    });
    const result = await embedder.embed(['a']);
    expect(calls).toBe(2);
    expect(result.vectors).toEqual([[1, 0]]);
    expect(result.usage).toEqual({ calls: 1, inputTokens: 1_000_000, costUsd: 0.02 });
    const none = aiSdkEmbeddingModel({ id: 'openai/mock', model: new MockEmbeddingModelV3() });
    expect(await none.embed([])).toEqual({ vectors: [], usage: { calls: 0 }, latencyMs: 0 });
  });

  it('refuses specs it cannot serve, saying what to do', () => {
    expect(() => createEmbeddingModel('anthropic/claude', { env: { ANTHROPIC_API_KEY: 'k' } })).toThrow(
      /has no embedding models/,
    );
    expect(() => createEmbeddingModel('openai/text-embedding-3-small', { env: {} })).toThrow(/OPENAI_API_KEY/);
    expect(() => createEmbeddingModel('openai/text-embedding-3-small?temperature=0', { env: {} })).toThrow(
      /unknown option 'temperature'.*base_url, retries/,
    );
    expect(() => createEmbeddingModel('mistral/embed', { env: {} })).toThrow(/unknown embedding provider/);
    expect(() => createEmbeddingModel('opnai/text-embedding-3-small', { env: {} })).toThrow(
      /unknown embedding provider 'opnai'.*\(did you mean 'openai'\?\)/,
    );
    expect(() => createEmbeddingModel('openai/text-embedding-3-small?base_ur=x', { env: {} })).toThrow(
      /unknown option 'base_ur'.*\(did you mean 'base_url'\?\)/,
    );
    expect(() => createEmbeddingModel('openai-compatible/x', { env: {} })).toThrow(/needs a base URL/);
  });
});
