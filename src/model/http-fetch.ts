// The `fetch` the provider clients use: undici's request API over keep-alive pools, each response buffered into a
// `BufferedResponse` (the model layer never streams). Per call it takes a fraction of the CPU of the global fetch and of
// node:http, which is what limits decisions per second when many matches wait on one model server (docs/benchmarks.md);
// anything it does not handle goes to the global fetch.
import { STATUS_CODES } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Agent, Dispatcher } from 'undici';
import { BufferedResponse } from './buffered-response.js';

type Undici = typeof import('undici');

// Loaded on the first call: undici takes about 100 ms to load, which commands that never call a model should not pay.
let undici: Promise<{ readonly request: Undici['request']; readonly agent: Agent }> | undefined;

function loadUndici(): NonNullable<typeof undici> {
  undici ??= import('undici').then(({ Agent, request }) => ({
    request,
    // Idle connections close after 4 s, before the 5 s keep-alive of common servers (Node, uvicorn under vLLM) could
    // close one just as a request reuses it. No header or body timeout: the model layer times each attempt itself,
    // for as long as its spec allows.
    agent: new Agent({ keepAliveTimeout: 4000, headersTimeout: 0, bodyTimeout: 0 }),
  }));
  return undici;
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for JSON APIs: string or byte bodies over http and https, with the global fetch's failure behaviour
 * (connection errors reject with `TypeError('fetch failed')` and the cause, aborts with the signal's reason).
 */
export const httpFetch: typeof globalThis.fetch = async (input, init) => {
  const body = init?.body;
  const simpleBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  if (href === undefined || !simpleBody || !/^https?:/i.test(href)) return globalThis.fetch(input, init);
  const signal = init?.signal ?? undefined;
  signal?.throwIfAborted();
  const { request, agent } = await loadUndici();
  try {
    const response = await request(href, {
      method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: plainHeaders(init?.headers),
      body: body ?? null,
      signal,
      dispatcher: agent,
    });
    const raw = Buffer.from(await response.body.arrayBuffer());
    return toResponse(response.statusCode, response.headers, raw, href);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new TypeError('fetch failed', { cause: error });
  }
};

/** Headers as undici takes them: a plain record passes as it is (the providers send one), anything else is read. */
function plainHeaders(headers: RequestInit['headers']): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  if (!(headers instanceof Headers) && !Array.isArray(headers)) return headers as Record<string, string>;
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function toResponse(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
  url: string,
): Response {
  let body: Buffer | null = nullBodyStatuses.has(status) ? null : raw;
  const encoding = headers['content-encoding'];
  const coding = (Array.isArray(encoding) ? encoding.join(',') : encoding)?.trim().toLowerCase();
  const decoded = body !== null && coding !== undefined && coding !== 'identity';
  if (decoded) body = decompress(coding, body as Buffer);
  const list = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || (decoded && (name === 'content-encoding' || name === 'content-length'))) continue;
    for (const each of Array.isArray(value) ? value : [value]) list.append(name, each);
  }
  return new BufferedResponse(body, { status, statusText: STATUS_CODES[status] ?? '', headers: list }, url);
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
