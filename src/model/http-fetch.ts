// The `fetch` the provider clients use: node:http(s) with keep-alive agents, each response buffered into a
// `BufferedResponse` (the model layer never streams). Per call it takes a fraction of the CPU of the global (undici)
// fetch, which is what limits decisions per second when many matches wait on one model server; anything it does not
// handle goes to the global fetch. (undici's own request API was tried: less CPU still, but about 5 ms more latency
// per call at 64 calls in flight, which cost more decisions per second than the CPU saved.)
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { BufferedResponse } from './buffered-response.js';

// Idle connections close after 4 s, before the 5 s keep-alive of common servers (Node, uvicorn under vLLM) could close
// one just as a request reuses it; the timeout applies to idle pooled sockets only, never to a request in flight.
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: 4000 }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: 4000 }),
} as const;

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for JSON APIs: string or byte bodies over http and https, with the global fetch's failure behaviour
 * (connection errors reject with `TypeError('fetch failed')` and the cause, aborts with the signal's reason).
 */
export const httpFetch: typeof globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const body = init?.body;
  const simpleBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (!(input instanceof URL || typeof input === 'string') || !simpleBody || !(url.protocol in agents)) {
    return globalThis.fetch(input, init);
  }
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const payload = typeof body === 'string' ? Buffer.from(body) : (body ?? undefined);
  if (payload) headers['content-length'] = String(payload.byteLength);
  const secure = url.protocol === 'https:';

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const onAbort = () => {
      fail(signal?.reason);
      outgoing.destroy();
    };
    const onResponse = (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => fail(new TypeError('fetch failed', { cause: error })));
      incoming.on('close', () => {
        if (!incoming.complete) fail(new TypeError('fetch failed', { cause: new Error('terminated') }));
      });
      incoming.on('end', () => {
        if (settled) return;
        try {
          const response = toResponse(incoming, Buffer.concat(chunks), url.href);
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(response);
        } catch (error) {
          fail(new TypeError('fetch failed', { cause: error }));
        }
      });
    };
    const options = { method: init?.method ?? 'GET', headers, agent: agents[url.protocol as keyof typeof agents] };
    const outgoing = secure ? httpsRequest(url, options, onResponse) : httpRequest(url, options, onResponse);
    outgoing.on('error', (error) => fail(new TypeError('fetch failed', { cause: error })));
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.end(payload);
  });
};

function toResponse(incoming: IncomingMessage, raw: Buffer, url: string): Response {
  const headers = new Headers();
  const pairs = incoming.rawHeaders;
  for (let index = 0; index + 1 < pairs.length; index += 2) headers.append(pairs[index] ?? '', pairs[index + 1] ?? '');
  const status = incoming.statusCode ?? 0;
  let body: Buffer | null = nullBodyStatuses.has(status) ? null : raw;
  const encoding = headers.get('content-encoding')?.trim().toLowerCase();
  if (body && encoding && encoding !== 'identity') {
    body = decompress(encoding, body);
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return new BufferedResponse(body, { status, statusText: incoming.statusMessage ?? '', headers }, url);
}

function decompress(encoding: string, body: Buffer): Buffer {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      throw new Error(`unsupported content-encoding '${encoding}'`);
  }
}
