import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfraError } from '../core/agent.js';
import { ModelCache } from '../store/model-cache.js';
import { Store } from '../store/store.js';
import { type AiSdkModelOptions, aiSdkModel } from './ai-sdk-model.js';
import { type FakeOpenAIServer, type FakeReply, startFakeOpenAIServer } from './fake-openai-server.js';
import type { ModelRequest, ToolSpec } from './model.js';
import { languageModel } from './providers.js';
import { RateLimiter } from './rate-limiter.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const moveTool: ToolSpec = {
  name: 'move',
  description: 'Move one step.',
  parameters: { type: 'object', properties: { direction: { type: 'string', enum: ['up', 'down'] } } },
};
const ask = (content = 'Your move?', extra: Partial<ModelRequest> = {}): ModelRequest => ({
  messages: [{ role: 'user', content }],
  ...extra,
});

/** A model talking to a fresh fake server; sleeps are recorded instead of waited. */
async function served(replies: FakeReply[], options: Partial<AiSdkModelOptions> = {}, latencyMs = 0) {
  server = await startFakeOpenAIServer({ replies, latencyMs });
  const waits: number[] = [];
  const model = aiSdkModel({
    id: 'openai-compatible/fake-model',
    model: languageModel({ provider: 'openai-compatible', modelId: 'fake-model', baseUrl: server.url, env: {} }),
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    ...options,
  });
  return { model, waits, server };
}

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

const generated = (
  content: GenerateResult['content'],
  finish: GenerateResult['finishReason']['unified'] = 'stop',
): GenerateResult => ({
  content,
  finishReason: { unified: finish, raw: finish },
  usage: {
    inputTokens: { total: 100, noCache: 60, cacheRead: 40, cacheWrite: undefined },
    outputTokens: { total: 30, text: 10, reasoning: 20 },
  },
  warnings: [],
});

describe('aiSdkModel with the mock model', () => {
  it('converts messages, tools and settings, and accounts usage and cost', async () => {
    const mock = new MockLanguageModelV3({
      doGenerate: generated([{ type: 'text', text: 'Answer: up, Score: 1' }]),
    });
    const model = aiSdkModel({
      id: 'openai/gpt-4o',
      model: mock,
      price: { input: 2, output: 10, cachedInput: 1 },
      defaults: { temperature: 0.5, maxOutputTokens: 50 },
    });
    const response = await model.call({
      messages: [
        { role: 'system', content: 'You play a game.' },
        { role: 'user', content: 'Move?' },
        {
          role: 'assistant',
          content: 'Thinking.',
          toolCalls: [{ id: 'c1', name: 'move', input: { direction: 'up' } }],
        },
        { role: 'tool', toolCallId: 'c1', toolName: 'move', content: 'illegal: a wall' },
        { role: 'user', content: 'Again.' },
      ],
      tools: [moveTool],
      toolChoice: 'auto',
      temperature: 0,
    });
    expect(response).toMatchObject({
      text: 'Answer: up, Score: 1',
      toolCalls: [],
      cached: false,
      finishReason: 'stop',
    });
    // (60 × 2 + 40 × 1 + 30 × 10) / 1e6
    expect(response.usage).toEqual({
      inputTokens: 100,
      outputTokens: 30,
      cachedTokens: 40,
      reasoningTokens: 20,
      costUsd: 0.00046,
      calls: 1,
    });
    const call = mock.doGenerateCalls[0];
    expect(call?.temperature).toBe(0);
    expect(call?.maxOutputTokens).toBe(50);
    expect(call?.toolChoice).toEqual({ type: 'auto' });
    expect(call?.tools).toEqual([
      { type: 'function', name: 'move', description: 'Move one step.', inputSchema: moveTool.parameters },
    ]);
    expect(call?.prompt).toEqual([
      { role: 'system', content: 'You play a game.' },
      { role: 'user', content: [{ type: 'text', text: 'Move?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Thinking.' },
          { type: 'tool-call', toolCallId: 'c1', toolName: 'move', input: { direction: 'up' } },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'move',
            output: { type: 'text', value: 'illegal: a wall' },
          },
        ],
      },
      { role: 'user', content: [{ type: 'text', text: 'Again.' }] },
    ]);
  });

  it('passes the reasoning effort as provider options', async () => {
    const mock = new MockLanguageModelV3({ doGenerate: generated([{ type: 'text', text: 'ok' }]) });
    await aiSdkModel({ id: 'openai/o4-mini', model: mock }).call(ask('x', { reasoning: 'high' }));
    expect(mock.doGenerateCalls[0]?.providerOptions).toEqual({ openai: { reasoningEffort: 'high' } });
  });

  it('marks a text reply to a required tool call as a model failure, keeping its usage', async () => {
    const mock = new MockLanguageModelV3({ doGenerate: generated([{ type: 'text', text: 'I pass.' }]) });
    const response = await aiSdkModel({ id: 'openai/gpt-4o', model: mock }).call(
      ask('x', { tools: [moveTool], toolChoice: 'required' }),
    );
    expect(response).toMatchObject({ failure: 'model', text: 'I pass.', toolCalls: [] });
    expect(response.error).toMatch(/without calling a tool/);
    expect(response.usage.inputTokens).toBe(100);
  });
});

describe('aiSdkModel against the fake server', () => {
  it('returns text with usage and cost from the OpenAI usage fields', async () => {
    const { model } = await served(
      [
        {
          type: 'text',
          text: 'Answer: up, Score: 0',
          usage: { promptTokens: 1000, completionTokens: 200, cachedTokens: 400, reasoningTokens: 150 },
        },
      ],
      { price: { input: 1, output: 4, cachedInput: 0.25 } },
    );
    const response = await model.call(ask());
    expect(response.text).toBe('Answer: up, Score: 0');
    expect(response.usage).toEqual({
      inputTokens: 1000,
      outputTokens: 200,
      cachedTokens: 400,
      reasoningTokens: 150,
      costUsd: 0.0015,
      calls: 1,
    });
    expect(response.latencyMs).toBeGreaterThan(0);
  });

  it('returns tool calls with parsed arguments', async () => {
    const { model } = await served([
      { type: 'tool-calls', calls: [{ name: 'move', arguments: { direction: 'down' } }] },
    ]);
    const response = await model.call(ask('x', { tools: [moveTool] }));
    expect(response.failure).toBeUndefined();
    expect(response.toolCalls).toEqual([{ id: 'call_1_0', name: 'move', input: { direction: 'down' } }]);
    expect(response.finishReason).toBe('tool-calls');
  });

  it('marks malformed tool-call arguments and unknown tools as model failures, without retrying', async () => {
    const { model, server } = await served([
      { type: 'malformed-arguments', name: 'move', arguments: '{"direction": up' },
      { type: 'tool-calls', calls: [{ name: 'teleport', arguments: {} }] },
    ]);
    const malformed = await model.call(ask('a', { tools: [moveTool] }));
    expect(malformed).toMatchObject({ failure: 'model', toolCalls: [] });
    expect(malformed.error).toMatch(/invalid call of tool 'move'/);
    const unknown = await model.call(ask('b', { tools: [moveTool] }));
    expect(unknown).toMatchObject({ failure: 'model', toolCalls: [] });
    expect(unknown.error).toMatch(/teleport/);
    expect(server.chatRequests).toHaveLength(2);
  });

  it('honours Retry-After on 429', async () => {
    const { model, waits, server } = await served([
      { type: 'error', status: 429, retryAfter: 2 },
      { type: 'text', text: 'ok' },
    ]);
    expect((await model.call(ask())).text).toBe('ok');
    expect(waits).toEqual([2000]);
    expect(server.chatRequests).toHaveLength(2);
  });

  it('records every retry (status, class, wait, reason) in the reply, so its latency and cost are explainable', async () => {
    const { model, waits, server } = await served([
      { type: 'error', status: 429, retryAfter: 3 },
      { type: 'error', status: 429, message: 'slow down' },
      { type: 'text', text: 'ok' },
    ]);
    const response = await model.call(ask());
    expect(response.text).toBe('ok');
    expect(response.usage.calls).toBe(1);
    expect(server.chatRequests).toHaveLength(3);
    expect(waits).toEqual([3000, 1000]);
    expect(response.retries).toEqual([
      { status: 429, kind: 'retryable', waitMs: 3000, error: expect.stringMatching(/^HTTP 429/) },
      { status: 429, kind: 'retryable', waitMs: 1000, error: expect.stringMatching(/^HTTP 429: slow down/) },
    ]);
    const plain = await model.call(ask('again'));
    expect(plain.retries).toBeUndefined();
  });

  it('retries 500s, unreadable bodies and dropped connections with backoff, then succeeds', async () => {
    const { waits } = await served([
      { type: 'error', status: 500 },
      { type: 'malformed-json' },
      { type: 'drop' },
      { type: 'text', text: 'ok' },
    ]);
    const retries: string[] = [];
    const response = await aiSdkModel({
      id: 'openai-compatible/fake-model',
      model: languageModel({ provider: 'openai-compatible', modelId: 'fake-model', baseUrl: server?.url, env: {} }),
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.5,
      onRetry: (event) => retries.push(event.failure.reason),
    }).call(ask());
    expect(response.text).toBe('ok');
    expect(waits).toEqual([500, 1000, 2000]);
    expect(retries[0]).toMatch(/^HTTP 500/);
    expect(retries[1]).toMatch(/unreadable/);
    expect(retries[2]).toMatch(/connection/);
  });

  it('rejects with InfraError after the configured retries of a persistent outage', async () => {
    server = await startFakeOpenAIServer({ respond: () => ({ type: 'error', status: 503, message: 'overloaded' }) });
    const model = aiSdkModel({
      id: 'openai-compatible/fake-model',
      model: languageModel({ provider: 'openai-compatible', modelId: 'fake-model', baseUrl: server.url, env: {} }),
      retry: { retries: 2 },
      sleep: async () => {},
    });
    const failing = model.call(ask());
    await expect(failing).rejects.toBeInstanceOf(InfraError);
    await expect(failing).rejects.toThrow(
      /openai-compatible\/fake-model: HTTP 503: overloaded \(gave up after 3 attempts\)/,
    );
    expect(server.chatRequests).toHaveLength(3);
  });

  it('does not retry configuration errors', async () => {
    const { model, server } = await served([{ type: 'error', status: 404, message: 'model not found' }]);
    await expect(model.call(ask())).rejects.toThrow(/HTTP 404: model not found \(not retried/);
    expect(server.chatRequests).toHaveLength(1);
  });

  it('retries an attempt that runs past its time limit', async () => {
    const { model, server } = await served(
      [
        { type: 'text', text: 'late', delayMs: 2000 },
        { type: 'text', text: 'late', delayMs: 2000 },
      ],
      { timeoutMs: 200, retry: { retries: 1 } },
    );
    await expect(model.call(ask())).rejects.toThrow(/no response within 200 ms \(gave up after 2 attempts\)/);
    expect(server.chatRequests).toHaveLength(2);
  });

  it('stops at once when the signal aborts', async () => {
    const { model, server } = await served([{ type: 'text', text: 'late', delayMs: 5000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('no decision within the time limit of 30 ms')), 30);
    const started = performance.now();
    await expect(model.call(ask(), controller.signal)).rejects.toThrow(
      /cancelled \(no decision within the time limit of 30 ms\)/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    // The server notices the closed socket a little later on a loaded machine.
    await vi.waitFor(() => expect(server.active).toBe(0), { timeout: 2000, interval: 10 });
  });

  it('keeps to the concurrency limit', async () => {
    const limiter = new RateLimiter({ concurrency: 3 });
    const { model, server } = await served([], { limiter }, 20);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => model.call(ask(`q${index}`))));
    expect(responses.every((response) => response.text === 'Answer: END, Score: 0')).toBe(true);
    expect(server.chatRequests).toHaveLength(10);
    expect(server.maxConcurrent).toBe(3);
  });
});

describe('aiSdkModel with the response cache', () => {
  it('answers a second identical call from the cache without a request', async () => {
    const cache = new ModelCache(new Store(':memory:').database);
    const { model, server } = await served([{ type: 'text', text: 'first', usage: { promptTokens: 5 } }], { cache });
    const first = await model.call(ask('same', { temperature: 0 }));
    const second = await model.call(ask('same', { temperature: 0 }));
    expect(server.chatRequests).toHaveLength(1);
    expect(second).toEqual({ ...first, cached: true, latencyMs: second.latencyMs });
    await model.call(ask('same', { temperature: 1 }));
    expect(server.chatRequests).toHaveLength(2);
  });

  it('keys the cache on the request with defaults applied', async () => {
    const cache = new ModelCache(new Store(':memory:').database);
    const { model, server } = await served([], { cache, defaults: { temperature: 0 } });
    await model.call(ask('x'));
    await model.call(ask('x', { temperature: 0 }));
    expect(server.chatRequests).toHaveLength(1);
  });

  it('caches model failures too, so a replay is exact', async () => {
    const cache = new ModelCache(new Store(':memory:').database);
    const { model, server } = await served([{ type: 'malformed-arguments', name: 'move' }], { cache });
    const first = await model.call(ask('x', { tools: [moveTool] }));
    const second = await model.call(ask('x', { tools: [moveTool] }));
    expect([first.failure, second.failure, second.cached]).toEqual(['model', 'model', true]);
    expect(server.chatRequests).toHaveLength(1);
  });

  it('replays offline in only mode and calls every time with the cache off', async () => {
    const cache = new ModelCache(new Store(':memory:').database);
    const { model: online, server: first } = await served([{ type: 'text', text: 'stored' }], { cache });
    await online.call(ask('x'));
    await first.close();
    server = undefined;
    const offline = aiSdkModel({
      id: 'openai-compatible/fake-model',
      model: languageModel({
        provider: 'openai-compatible',
        modelId: 'fake-model',
        baseUrl: 'http://127.0.0.1:9/v1',
        env: {},
      }),
      cache,
      cacheMode: 'only',
    });
    expect(await offline.call(ask('x'))).toMatchObject({ text: 'stored', cached: true });
    await expect(offline.call(ask('y'))).rejects.toThrow(InfraError);
    await expect(offline.call(ask('y'))).rejects.toThrow(/not cached/);

    const { model: uncached, server: second } = await served([], { cache, cacheMode: 'off' });
    await uncached.call(ask('x'));
    await uncached.call(ask('x'));
    expect(second.chatRequests).toHaveLength(2);
  });
});
