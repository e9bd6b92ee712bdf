import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, jsonSchema, streamText, tool } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type RecordedRequest,
  startFakeOpenAIServer,
} from './fake-openai-server.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chat = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server?.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The parts of an OpenAI JSON reply the tests read. */
interface Completion {
  readonly choices: readonly { readonly message: { readonly role: string; readonly content: string | null } }[];
  readonly usage: unknown;
  readonly data: readonly { readonly id: string }[];
  readonly error: { readonly type: string };
}
const json = async (response: Response | Promise<Response>) => (await (await response).json()) as Completion;

const compatible = () =>
  createOpenAICompatible({ name: 'fake', baseURL: server?.url ?? '', includeUsage: true }).chatModel('fake-model');

const asRequest = (body: unknown): RecordedRequest => ({
  method: 'POST',
  path: '/v1/chat/completions',
  headers: {},
  body,
  rawBody: JSON.stringify(body),
});

describe('defaultFakeReply', () => {
  it('answers with the first legal action listed in the last user message', () => {
    const body = {
      messages: [
        { role: 'user', content: '## Legal actions\n- old' },
        { role: 'assistant', content: 'Answer: old, Score: 0' },
        { role: 'user', content: 'State: 3\n\n## Legal actions\n\n- move left\n- move right\n\nThink first.' },
      ],
    };
    expect(defaultFakeReply(asRequest(body))).toEqual({ type: 'text', text: 'Answer: move left, Score: 0' });
  });

  it('answers END when no legal actions are listed', () => {
    expect(defaultFakeReply(asRequest({ messages: [{ role: 'user', content: 'hello' }] }))).toEqual({
      type: 'text',
      text: 'Answer: END, Score: 0',
    });
    expect(defaultFakeReply(asRequest(undefined))).toEqual({ type: 'text', text: 'Answer: END, Score: 0' });
  });

  describe('with tools, calls the tool of the first listed action', () => {
    const score = { type: 'number', description: 'your estimate (self-judged score)' };
    const tool = (name: string, description: string, properties: object = {}, required: string[] = []) => ({
      type: 'function',
      function: { name, description, parameters: { type: 'object', properties: { ...properties, score }, required } },
    });
    const reply = (tools: unknown[], legal = '- cheat\n- END') =>
      defaultFakeReply(asRequest({ messages: [{ role: 'user', content: `## Legal actions\n${legal}` }], tools }));

    it('by the description of its parameterless tool', () => {
      const tools = [tool('collaborate', 'Play "collaborate".'), tool('cheat', 'Play "cheat".')];
      expect(reply(tools)).toEqual({ type: 'tool-calls', calls: [{ name: 'cheat', arguments: { score: 0 } }] });
    });

    it('through the text tool when its enum lists the action, or it has none', () => {
      const act = (values?: string[]) =>
        tool('act', 'Play an action given as text.', { action: { type: 'string', enum: values } }, ['action']);
      const expected = { type: 'tool-calls', calls: [{ name: 'act', arguments: { action: 'cheat', score: 0 } }] };
      expect(reply([act(['END', 'cheat'])])).toEqual(expected);
      expect(reply([act()])).toEqual(expected);
    });

    it('without a listed action, through the first parameterless tool that acts', () => {
      const tools = [
        tool('observe', 'Read your current observation again (does not act).'),
        tool('wait', 'Play "wait".'),
      ];
      expect(reply(tools, '')).toEqual({ type: 'tool-calls', calls: [{ name: 'wait', arguments: { score: 0 } }] });
    });

    it("with the example of an object tool's description as arguments", () => {
      const tools = [
        tool('drop', 'Play "drop" with its arguments, e.g. {"column":2,"rotation":1}.', {}, ['column', 'rotation']),
        tool('end', 'Play "end".'),
      ];
      expect(reply(tools, '- 2 1\n- END')).toEqual({
        type: 'tool-calls',
        calls: [{ name: 'drop', arguments: { column: 2, rotation: 1, score: 0 } }],
      });
      expect(reply(tools, '- END')).toEqual({ type: 'tool-calls', calls: [{ name: 'end', arguments: { score: 0 } }] });
    });
  });

  it('reads text parts of array contents', () => {
    const body = { messages: [{ role: 'user', content: [{ type: 'text', text: '## Legal actions\n- bet' }] }] };
    expect(defaultFakeReply(asRequest(body))).toEqual({ type: 'text', text: 'Answer: bet, Score: 0' });
  });
});

describe('startFakeOpenAIServer', () => {
  it('serves scripted texts in JSON with usage, then the default responder, and records every request', async () => {
    server = await startFakeOpenAIServer({
      replies: [{ type: 'text', text: 'hi', usage: { promptTokens: 7, completionTokens: 2, cachedTokens: 3 } }],
    });
    const first = await json(
      chat({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, { authorization: 'Bearer k' }),
    );
    expect(first.choices[0]?.message).toEqual({ role: 'assistant', content: 'hi' });
    expect(first.usage).toEqual({
      prompt_tokens: 7,
      completion_tokens: 2,
      total_tokens: 9,
      prompt_tokens_details: { cached_tokens: 3 },
    });
    const second = await json(chat({ model: 'm', messages: [{ role: 'user', content: '## Legal actions\n- a' }] }));
    expect(second.choices[0]?.message.content).toBe('Answer: a, Score: 0');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer k');
    expect(server.requests[0]?.body).toEqual({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
  });

  it('counts chat requests without recording them when record is false, until reset', async () => {
    server = await startFakeOpenAIServer({ record: false });
    await json(chat({ model: 'm', messages: [{ role: 'user', content: 'x' }] }));
    await json(chat({ model: 'm', messages: [{ role: 'user', content: 'y' }] }));
    await fetch(`${server.url}/models`);
    expect([server.requests.length, server.chatRequestCount]).toEqual([0, 2]);
    server.reset();
    expect(server.chatRequestCount).toBe(0);
  });

  it('lists models and answers unknown routes with 404', async () => {
    server = await startFakeOpenAIServer({ models: ['a', 'b'] });
    const models = await json(fetch(`${server.url}/models`));
    expect(models.data.map((model) => model.id)).toEqual(['a', 'b']);
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404);
    expect(server.chatRequests).toHaveLength(0);
  });

  it('returns errors with Retry-After, malformed JSON bodies, and drops connections', async () => {
    server = await startFakeOpenAIServer({
      replies: [
        { type: 'error', status: 429, retryAfter: 2 },
        { type: 'error', status: 503 },
        { type: 'malformed-json' },
        { type: 'drop' },
      ],
    });
    const limited = await chat({ messages: [] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await json(limited)).error.type).toBe('rate_limit_exceeded');
    expect((await chat({ messages: [] })).status).toBe(503);
    const broken = await chat({ messages: [] });
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    await expect(chat({ messages: [] })).rejects.toThrow();
  });

  it('rejects a wrong API key when one is required', async () => {
    server = await startFakeOpenAIServer({ apiKey: 'secret-key' });
    expect((await chat({ messages: [] }, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await chat({ messages: [] }, { authorization: 'Bearer secret-key' })).status).toBe(200);
  });

  it('replies with tool calls that the AI SDK parses', async () => {
    server = await startFakeOpenAIServer({
      replies: [{ type: 'tool-calls', calls: [{ name: 'move', arguments: { direction: 'up' } }] }],
    });
    const result = await generateText({
      model: compatible(),
      prompt: 'go',
      tools: { move: tool({ description: 'move', inputSchema: jsonSchema({ type: 'object' }) }) },
      maxRetries: 0,
    });
    expect(result.toolCalls.map((call) => [call.toolName, call.input])).toEqual([['move', { direction: 'up' }]]);
    expect(result.finishReason).toBe('tool-calls');
    const body = server.chatRequests[0]?.body as { tools: { function: { name: string } }[] };
    expect(body.tools[0]?.function.name).toBe('move');
  });

  it('streams text and tool calls as server-sent events with usage', async () => {
    server = await startFakeOpenAIServer({
      replies: [
        { type: 'text', text: 'Answer: move up, Score: 1', usage: { promptTokens: 10, completionTokens: 8 } },
        { type: 'tool-calls', calls: [{ name: 'move', arguments: { direction: 'left' } }] },
      ],
    });
    const text = streamText({ model: compatible(), prompt: 'go', maxRetries: 0 });
    const pieces: string[] = [];
    for await (const piece of text.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Answer: move up, Score: 1');
    expect((await text.totalUsage).inputTokens).toBe(10);
    expect((await text.totalUsage).outputTokens).toBe(8);
    const calls = streamText({
      model: compatible(),
      prompt: 'go',
      tools: { move: tool({ description: 'move', inputSchema: jsonSchema({ type: 'object' }) }) },
      maxRetries: 0,
    });
    expect((await calls.toolCalls).map((call) => call.input)).toEqual([{ direction: 'left' }]);
    expect(server.chatRequests[0]?.body).toMatchObject({ stream: true });
  });

  it('delays replies and counts concurrent requests', async () => {
    server = await startFakeOpenAIServer({ latencyMs: 50 });
    const started = performance.now();
    await Promise.all([1, 2, 3].map(() => chat({ messages: [] })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(server.maxConcurrent).toBe(3);
    expect(server.active).toBe(0);
  });

  it('stops waiting when the client goes away', async () => {
    server = await startFakeOpenAIServer({ replies: [{ type: 'text', text: 'late', delayMs: 5000 }] });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    controller.abort();
    await expect(pending).rejects.toThrow();
    // The server notices the closed socket a little later on a loaded machine.
    await vi.waitFor(() => expect(server?.active).toBe(0), { timeout: 2000, interval: 10 });
  });
});
