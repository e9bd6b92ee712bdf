// Per-provider limits on concurrent requests and requests per minute, shared by every model of a provider in the
// process, so many matches running at once cannot overrun one account or one local server.
import { sleep as defaultSleep, type Sleep } from './retry.js';

/** Limits a model asks for; absent fields leave the provider's defaults. */
export interface RateLimits {
  readonly concurrency?: number;
  /** Requests per minute, spread evenly: request starts are at least `60000 / rpm` ms apart. */
  readonly rpm?: number;
}

/** A clock for the requests-per-minute spacing; injectable so tests run without waiting. */
export interface LimiterClock {
  readonly now: () => number;
  readonly sleep: Sleep;
}

/**
 * A semaphore for concurrency plus an even spacing of request starts. The limits are the endpoint's, not a model's:
 * the latest value a model asks for replaces the earlier one, and the defaults apply until someone asks.
 */
export class RateLimiter {
  private activeCount = 0;
  private maxActiveCount = 0;
  private readonly waiters: (() => void)[] = [];
  private askedConcurrency: number | undefined;
  private askedRpm: number | undefined;
  private nextStart = 0;

  constructor(
    private readonly defaults: RateLimits = {},
    private readonly clock: LimiterClock = { now: Date.now, sleep: defaultSleep },
  ) {}

  /** Sets the limits `limits` gives, leaving the others as they were; running requests are not interrupted. */
  request(limits: RateLimits): void {
    if (limits.concurrency !== undefined) this.askedConcurrency = limits.concurrency;
    if (limits.rpm !== undefined) this.askedRpm = limits.rpm;
    this.dispatch();
  }

  /** The limits in force. */
  get limits(): RateLimits {
    const concurrency = this.askedConcurrency ?? this.defaults.concurrency;
    const rpm = this.askedRpm ?? this.defaults.rpm;
    return { ...(concurrency === undefined ? {} : { concurrency }), ...(rpm === undefined ? {} : { rpm }) };
  }

  /** Requests running now. */
  get active(): number {
    return this.activeCount;
  }

  /** The most requests that ever ran at once. */
  get maxActive(): number {
    return this.maxActiveCount;
  }

  /** Requests waiting for a slot. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Runs `task` once a slot is free and the rpm spacing allows; rejects with the signal's reason on abort. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      await this.space(signal);
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.waiters.length === 0 && this.activeCount < this.concurrency()) {
      this.take();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  private take(): void {
    this.activeCount++;
    this.maxActiveCount = Math.max(this.maxActiveCount, this.activeCount);
  }

  private release(): void {
    this.activeCount--;
    this.dispatch();
  }

  private dispatch(): void {
    while (this.waiters.length > 0 && this.activeCount < this.concurrency()) {
      const waiter = this.waiters.shift();
      this.take();
      waiter?.();
    }
  }

  private concurrency(): number {
    return this.limits.concurrency ?? Number.POSITIVE_INFINITY;
  }

  private async space(signal: AbortSignal | undefined): Promise<void> {
    const rpm = this.limits.rpm;
    if (rpm === undefined) return;
    const now = this.clock.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 60_000 / rpm;
    if (start > now) await this.clock.sleep(start - now, signal);
  }
}

/** The rate limiters of model endpoints, one per endpoint key: models given the same set share each endpoint's limits. */
export class EndpointLimiters {
  private readonly limiters = new Map<string, RateLimiter>();

  /** `create` makes an endpoint's limiter (e.g. one that also holds the limits across processes, on Redis). */
  constructor(
    private readonly create: (key: string, defaults: RateLimits) => RateLimiter = (_key, defaults) =>
      new RateLimiter(defaults),
  ) {}

  /** The limiter of endpoint `key` (e.g. `openai`, or `openai-compatible@http://host/v1`), made on first use. */
  get(key: string, defaults: RateLimits = {}): RateLimiter {
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = this.create(key, defaults);
      this.limiters.set(key, limiter);
    }
    return limiter;
  }
}

/** The process-wide set, for models whose environment brings none. */
export const processLimiters = new EndpointLimiters();

/** The process-wide limiter of one provider endpoint (e.g. `openai`, or `openai-compatible@http://host/v1`). */
export function sharedRateLimiter(key: string, defaults: RateLimits = {}): RateLimiter {
  return processLimiters.get(key, defaults);
}
