import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.js';

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

  it('hands requests it does not handle to the global fetch', async () => {
    const response = await httpFetch('data:text/plain,hello');
    expect(await response.text()).toBe('hello');
  });
});
