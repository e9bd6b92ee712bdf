import { APICallError, InvalidToolInputError, JSONParseError, NoSuchToolError } from 'ai';
import { describe, expect, it } from 'vitest';
import { InfraError } from '../core/agent.js';
import {
  AttemptTimeoutError,
  classifyFailure,
  defaultRetryPolicy,
  retryAfter,
  retryDelay,
  withRetries,
} from './retry.js';

const http = (statusCode: number | undefined, headers: Record<string, string> = {}, message = 'failed') =>
  new APICallError({
    message,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });

const recordingSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('classifyFailure', () => {
  it.each([
    [408, 'retryable'],
    [409, 'retryable'],
    [429, 'retryable'],
    [500, 'retryable'],
    [502, 'retryable'],
    [503, 'retryable'],
    [529, 'retryable'],
    [400, 'fatal'],
    [401, 'fatal'],
    [403, 'fatal'],
    [404, 'fatal'],
    [422, 'fatal'],
  ])('HTTP %i is %s infra', (status, kind) => {
    expect(classifyFailure(http(status)).kind).toBe(kind);
    expect(classifyFailure(http(status)).status).toBe(status);
  });

  it('retries connection errors, timeouts and unreadable bodies', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyFailure(new TypeError('fetch failed', { cause: refused })).kind).toBe('retryable');
    expect(classifyFailure(http(undefined)).kind).toBe('retryable');
    expect(classifyFailure(http(200, {}, 'Invalid JSON response')).kind).toBe('retryable');
    expect(classifyFailure(new AttemptTimeoutError(10)).kind).toBe('retryable');
    expect(classifyFailure(new DOMException('timed out', 'TimeoutError')).kind).toBe('retryable');
    expect(classifyFailure(new JSONParseError({ text: '{', cause: new Error('x') })).kind).toBe('retryable');
  });

  it('blames the model for unknown tools and malformed tool input', () => {
    expect(classifyFailure(new NoSuchToolError({ toolName: 'fly', availableTools: ['move'] })).kind).toBe('model');
    expect(
      classifyFailure(new InvalidToolInputError({ toolName: 'move', toolInput: '{', cause: new Error('bad') })).kind,
    ).toBe('model');
  });

  it('treats anything else as a non-retryable infra failure (a bug of ours, never the agent)', () => {
    expect(classifyFailure(new RangeError('oops'))).toEqual({
      kind: 'fatal',
      reason: 'unexpected error (RangeError): oops',
    });
  });

  it('reads Retry-After in seconds, as an HTTP date, and retry-after-ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(classifyFailure(http(429, { 'retry-after': '3' })).retryAfterMs).toBe(3000);
    expect(retryAfter({ 'Retry-After': 'Wed, 01 Jan 2025 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfter({ 'retry-after-ms': '250', 'retry-after': '9' }, now)).toBe(250);
    expect(retryAfter({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfter(undefined, now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('draws full jitter below a doubling ceiling capped by maxDelayMs', () => {
    const policy = { ...defaultRetryPolicy, baseDelayMs: 100, maxDelayMs: 1000 };
    const failure = { kind: 'retryable' as const, reason: 'x' };
    expect([1, 2, 3, 4, 5].map((retry) => retryDelay(retry, failure, policy, () => 0.999_999))).toEqual([
      99, 199, 399, 799, 999,
    ]);
    expect(retryDelay(3, failure, policy, () => 0)).toBe(0);
  });

  it('honours Retry-After up to maxRetryAfterMs', () => {
    const policy = { ...defaultRetryPolicy, maxRetryAfterMs: 10_000 };
    expect(retryDelay(1, { kind: 'retryable', reason: 'x', retryAfterMs: 2000 }, policy)).toBe(2000);
    expect(retryDelay(1, { kind: 'retryable', reason: 'x', retryAfterMs: 99_000 }, policy)).toBe(10_000);
  });
});

describe('withRetries', () => {
  it('retries retryable failures with backoff, then returns the success', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        if (calls === 1) throw http(429, { 'retry-after': '2' });
        if (calls === 2) throw http(500);
        return 'ok';
      },
      { sleep, random: () => 0.5, policy: { baseDelayMs: 100 } },
    );
    expect(result).toBe('ok');
    expect(waits).toEqual([2000, 100]);
  });

  it('gives up with an InfraError after the configured retries', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    const failing = withRetries(
      async () => {
        calls++;
        throw http(503, {}, 'Service Unavailable');
      },
      { sleep, policy: { retries: 3 }, label: 'openai/gpt-4o' },
    );
    await expect(failing).rejects.toThrow(InfraError);
    await expect(failing).rejects.toThrow('openai/gpt-4o: HTTP 503: Service Unavailable (gave up after 4 attempts)');
    expect(calls).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it('does not retry configuration errors, which are still infra', async () => {
    let calls = 0;
    const failing = withRetries(async () => {
      calls++;
      throw http(401, {}, 'Incorrect API key');
    });
    await expect(failing).rejects.toBeInstanceOf(InfraError);
    await expect(failing).rejects.toThrow(/HTTP 401.*not retried/);
    expect(calls).toBe(1);
  });

  it('rethrows model failures unchanged', async () => {
    const error = new NoSuchToolError({ toolName: 'fly' });
    await expect(withRetries(() => Promise.reject(error))).rejects.toBe(error);
  });

  it('stops on cancellation, also during a backoff wait', async () => {
    const controller = new AbortController();
    controller.abort(new Error('no decision within the time limit of 10 ms'));
    await expect(withRetries(async () => 'never', { signal: controller.signal })).rejects.toThrow(
      'cancelled (no decision within the time limit of 10 ms)',
    );
    const during = new AbortController();
    let calls = 0;
    const pending = withRetries(
      async () => {
        calls++;
        setTimeout(() => during.abort(new Error('stop')), 5);
        throw http(500);
      },
      { signal: during.signal, policy: { baseDelayMs: 60_000 }, random: () => 1 },
    );
    await expect(pending).rejects.toThrow(/cancelled \(stop\)/);
    expect(calls).toBe(1);
  });

  it('reports each retry and redacts messages', async () => {
    const events: string[] = [];
    const { sleep } = recordingSleep();
    const failing = withRetries(() => Promise.reject(http(500, {}, 'bad key sk-SECRET')), {
      sleep,
      policy: { retries: 1 },
      redact: (text) => text.replaceAll('sk-SECRET', '[redacted]'),
      onRetry: (event) => events.push(`${event.retry}: ${event.failure.reason}`),
    });
    await expect(failing).rejects.toThrow('HTTP 500: bad key [redacted] (gave up after 2 attempts)');
    expect(events).toEqual(['1: HTTP 500: bad key [redacted]']);
  });
});
