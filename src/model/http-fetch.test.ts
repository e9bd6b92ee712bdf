import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.js';
import { languageModel } from './providers.js';
import { classifyFailure } from './retry.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server answering every request with `handler`; resolves with its base URL. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('httpFetch', () => {
  it('sends the method, headers and body, and returns status, headers and body as a Response', async () => {
    const url = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-echo': request.headers['x-test'] ?? '' });
        response.end(JSON.stringify({ method: request.method, body }));
      });
    });
    const response = await httpFetch(`${url}/v1/chat`, {
      method: 'POST',
      headers: { 'x-test': 'yes', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('decompresses gzip bodies and gives 204 replies no body', async () => {
    const url = await serve((request, response) => {
      if (request.url === '/empty') {
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(gzipSync('{"ok":true}'));
    });
    expect(await (await httpFetch(`${url}/zipped`)).json()).toEqual({ ok: true });
    const empty = await httpFetch(`${url}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('rejects like the global fetch: TypeError with the cause on connection errors, the reason on abort', async () => {
    const refused = await httpFetch('http://127.0.0.1:9/v1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as TypeError).message).toBe('fetch failed');
    expect(((refused as TypeError).cause as { code?: string }).code).toBe('ECONNREFUSED');

    const url = await serve(() => {});
    const controller = new AbortController();
    const pending = httpFetch(url, { signal: controller.signal });
    const reason = new Error('too slow');
    setTimeout(() => controller.abort(reason), 20);
    await expect(pending).rejects.toBe(reason);
  });

  it('rejects a reply cut off mid-body as fetch failed, which the model layer retries', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const error = await httpFetch(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(classifyFailure(error).kind).toBe('retryable');
  });

  it('hands requests it does not handle to the global fetch', async () => {
    const response = await httpFetch('data:text/plain,hello');
    expect(await response.text()).toBe('hello');
  });

  it("carries each provider's reply and error through the AI SDK's response handlers", async () => {
    const replies: Record<string, unknown> = {
      '/v1/chat/completions': {
        id: 'c1',
        object: 'chat.completion',
        created: 0,
        model: 'm',
        choices: [{ index: 0, message: { role: 'assistant', content: 'hello' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
      },
      '/v1/messages': {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'm',
        content: [{ type: 'text', text: 'hello' }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 5, output_tokens: 2 },
      },
      '/v1/models/m:generateContent': {
        candidates: [{ content: { role: 'model', parts: [{ text: 'hello' }] }, finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 2, totalTokenCount: 7 },
      },
    };
    let overloaded = false;
    const url = await serve((request, response) => {
      request.resume();
      request.on('end', () => {
        const reply = replies[request.url ?? ''];
        const status = overloaded ? 429 : reply ? 200 : 404;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(overloaded ? { error: { message: 'slow down', type: 'rate_limit' } } : reply));
      });
    });
    const env = { OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'k', GOOGLE_GENERATIVE_AI_API_KEY: 'k' };
    const prompt = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }];
    for (const provider of ['openai', 'anthropic', 'google', 'openai-compatible'] as const) {
      const model = languageModel({ provider, modelId: 'm', baseUrl: `${url}/v1`, env });
      overloaded = false;
      const result = await model.doGenerate({ prompt });
      expect(result.content, provider).toEqual([expect.objectContaining({ type: 'text', text: 'hello' })]);
      expect(result.usage.inputTokens.total, provider).toBe(5);
      overloaded = true;
      await expect(model.doGenerate({ prompt }), provider).rejects.toMatchObject({
        statusCode: 429,
        isRetryable: true,
      });
    }
  });
});
