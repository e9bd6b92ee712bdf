// Retries of transient provider failures (exponential backoff, full jitter, Retry-After) and the classification of
// every failure: retryable infra, non-retryable infra (configuration), model output, or cancellation.
import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  InvalidToolInputError,
  JSONParseError,
  LoadAPIKeyError,
  NoSuchToolError,
  ToolCallRepairError,
  ToolChoiceViolationError,
  TypeValidationError,
} from 'ai';
import { InfraError } from '../core/agent.js';

/**
 * How a failure counts: `retryable` and `fatal` are infrastructure (never the agent's fault; `fatal` is a
 * configuration error such as a bad key or model name, not worth retrying), `model` is unusable model output.
 * Cancellation by the caller's signal is not a failure class: `withRetries` checks the signal itself.
 */
export type FailureKind = 'retryable' | 'fatal' | 'model';

/** A failure's class, a short reason (no secrets, no bodies) and the provider's requested wait, if any. */
export interface FailureClass {
  readonly kind: FailureKind;
  readonly reason: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
}

/** How many times and how long to retry. */
export interface RetryPolicy {
  /** Retries after the first attempt (so at most `retries + 1` attempts). */
  readonly retries: number;
  /** The first backoff ceiling; it doubles per retry up to `maxDelayMs`, and the wait is uniform below it. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** The longest `Retry-After` honoured; longer requests wait this long. */
  readonly maxRetryAfterMs: number;
}

/** The policy used when none is given: 5 retries, 1 s doubling to 30 s, Retry-After up to 60 s. */
export const defaultRetryPolicy: RetryPolicy = {
  retries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
};

/** Waits `ms` milliseconds, rejecting with the signal's reason if it aborts first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** A retry about to happen, for logs and progress lines. */
export interface RetryEvent {
  /** 1 for the first retry. */
  readonly retry: number;
  readonly delayMs: number;
  readonly failure: FailureClass;
}

/** Options of `withRetries`; `sleep`, `random` and `now` are injectable so tests run without waiting. */
export interface RetryOptions {
  readonly policy?: Partial<RetryPolicy>;
  readonly signal?: AbortSignal;
  readonly sleep?: Sleep;
  readonly random?: () => number;
  readonly now?: () => number;
  /** Prefix of error messages, e.g. the model id. */
  readonly label?: string;
  /** Applied to every message before it leaves (e.g. to remove API keys a provider echoed). */
  readonly redact?: (text: string) => string;
  readonly onRetry?: (event: RetryEvent) => void;
}

/** Thrown by an attempt that ran past its own time limit (not the caller's): retried like any timeout. */
export class AttemptTimeoutError extends Error {
  override readonly name = 'AttemptTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`no response within ${timeoutMs} ms`);
  }
}

/** The default `Sleep`: a timer that the signal can cut short. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const retryableStatuses = new Set([408, 409, 425, 429]);
const networkCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Classifies any error thrown by a model call; `now` (ms since epoch) resolves HTTP-date `Retry-After` values. */
export function classifyFailure(error: unknown, now: number = Date.now()): FailureClass {
  if (error instanceof AttemptTimeoutError) return { kind: 'retryable', reason: error.message };
  if (
    NoSuchToolError.isInstance(error) ||
    InvalidToolInputError.isInstance(error) ||
    ToolCallRepairError.isInstance(error) ||
    ToolChoiceViolationError.isInstance(error)
  ) {
    return { kind: 'model', reason: shorten(error.message) };
  }
  if (APICallError.isInstance(error)) return classifyApiCallError(error, now);
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    EmptyResponseBodyError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return { kind: 'retryable', reason: `unreadable response from the provider (${error.name})` };
  }
  if (LoadAPIKeyError.isInstance(error)) return { kind: 'fatal', reason: 'no API key configured' };
  if (isTimeout(error)) return { kind: 'retryable', reason: 'the request timed out' };
  const code = networkCode(error);
  if (code) return { kind: 'retryable', reason: `connection error (${code})` };
  const name = error instanceof Error ? error.name : typeof error;
  return { kind: 'fatal', reason: `unexpected error (${name}): ${shorten(errorMessage(error))}` };
}

function classifyApiCallError(error: APICallError, now: number): FailureClass {
  const status = error.statusCode;
  if (status === undefined) {
    // No HTTP status: the connection failed or broke before a response (the SDK marks these retryable).
    const code = networkCode(error);
    return { kind: 'retryable', reason: `connection error${code ? ` (${code})` : ''}: ${shorten(error.message)}` };
  }
  const retryAfterMs = retryAfter(error.responseHeaders, now);
  const reason = `HTTP ${status}: ${shorten(error.message)}`;
  const withWait = retryAfterMs === undefined ? {} : { retryAfterMs };
  if (status >= 200 && status < 300) {
    // A success status with a body that is not valid JSON (a broken proxy or server): transient.
    return { kind: 'retryable', status, reason: `HTTP ${status} with an unreadable body` };
  }
  if (retryableStatuses.has(status) || status >= 500) return { kind: 'retryable', status, reason, ...withWait };
  return { kind: 'fatal', status, reason, ...withWait };
}

/** The wait a response asks for: `retry-after-ms`, else `retry-after` in seconds or as an HTTP date. */
export function retryAfter(headers: Readonly<Record<string, string>> | undefined, now: number): number | undefined {
  if (!headers) return undefined;
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  const milliseconds = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = lower['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `retry` (1-based): the Retry-After when given (capped), else full jitter. */
export function retryDelay(
  retry: number,
  failure: FailureClass,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  if (failure.retryAfterMs !== undefined) return Math.min(failure.retryAfterMs, policy.maxRetryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Runs `attempt` until it succeeds, retrying retryable failures per the policy; rejects with `InfraError` when
 * retries run out, on a non-retryable infra failure, or on cancellation, and rethrows `model` failures unchanged.
 */
export async function withRetries<T>(attempt: (index: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy = { ...defaultRetryPolicy, ...options.policy };
  const wait = options.sleep ?? sleep;
  const now = options.now ?? Date.now;
  const redact = options.redact ?? ((text: string) => text);
  const prefix = options.label ? `${options.label}: ` : '';
  const fail = (message: string) => new InfraError(redact(`${prefix}${message}`));
  for (let index = 0; ; index++) {
    if (options.signal?.aborted) throw fail(`cancelled (${abortReason(options.signal)})`);
    let failure: FailureClass;
    try {
      return await attempt(index);
    } catch (error) {
      if (options.signal?.aborted) throw fail(`cancelled (${abortReason(options.signal)})`);
      failure = classifyFailure(error, now());
      if (failure.kind === 'model') throw error;
    }
    if (failure.kind === 'fatal') {
      throw fail(`${failure.reason} (not retried: check the model name, API key, base URL and request)`);
    }
    if (index >= policy.retries) {
      throw fail(`${failure.reason} (gave up after ${index + 1} attempt${index === 0 ? '' : 's'})`);
    }
    const delayMs = retryDelay(index + 1, failure, policy, options.random);
    options.onRetry?.({ retry: index + 1, delayMs, failure: { ...failure, reason: redact(failure.reason) } });
    try {
      await wait(delayMs, options.signal);
    } catch {
      throw fail(`cancelled (${abortReason(options.signal)})`);
    }
  }
}

function abortReason(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason.message : reason === undefined ? 'aborted' : String(reason);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function networkCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && networkCodes.has(code)) return code;
    if (current instanceof TypeError && /fetch failed|terminated|other side closed/i.test(current.message)) {
      return typeof code === 'string' ? code : 'fetch failed';
    }
    current = current.cause;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function shorten(text: string, length = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
