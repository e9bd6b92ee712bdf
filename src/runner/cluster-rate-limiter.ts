// Model rate limits held across every worker on one Redis: an endpoint's `concurrency` is a semaphore there
// (redis-semaphore: a worker that dies frees its slots when their locks expire) and its `rpm` an even spacing of
// request starts on Redis's clock, so 8 workers together send what one would, not 8 times a provider's limit.
import { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';
import { EndpointLimiters, RateLimiter, type RateLimits } from '../model/rate-limiter.js';
import { sleep } from '../model/retry.js';

/** Grants the next request start of an endpoint `ARGV[1]` ms after the previous one; returns it and now (Redis time). */
const nextStartScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local start = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], tostring(start + interval), 'PX', math.ceil(interval) + 60000)
return {start, now}`;

/** How long a held slot survives its holder without a refresh (a worker killed mid-call frees it after this). */
const slotLockMs = 60_000;

/**
 * An endpoint's limiter whose limits hold across processes: each call first passes this process's limiter, then takes
 * a slot of the cluster-wide semaphore and its turn in the cluster-wide spacing.
 */
export class ClusterRateLimiter extends RateLimiter {
  constructor(
    private readonly client: Redis,
    private readonly key: string,
    defaults: RateLimits,
  ) {
    super(defaults);
  }

  override run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return super.run(async () => {
      const { concurrency, rpm } = this.limits;
      const slot =
        concurrency === undefined
          ? undefined
          : new Semaphore(this.client, `${this.key}:slots`, concurrency, {
              acquireTimeout: 2 ** 31 - 1,
              retryInterval: 10,
              lockTimeout: slotLockMs,
              refreshInterval: slotLockMs / 3,
            });
      await slot?.acquire(signal);
      try {
        if (rpm !== undefined) {
          const [start, now] = (await this.client.eval(nextStartScript, 1, `${this.key}:next`, 60_000 / rpm)) as [
            number,
            number,
          ];
          if (start > now) await sleep(start - now, signal);
        }
        return await task();
      } finally {
        await slot?.release().catch(() => {});
      }
    }, signal);
  }
}

/** Endpoint limiters whose limits hold across every process using Redis at `url` (key prefix `prefix`). */
export function clusterLimiters(url: string, prefix = 'bull'): { limiters: EndpointLimiters; close(): void } {
  // Connects on the first limited call: a run whose agents call no model never opens it.
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  // The queue's own connections report Redis outages; this one waits for the server like them.
  client.on('error', () => {});
  return {
    limiters: new EndpointLimiters(
      (key, defaults) => new ClusterRateLimiter(client, `${prefix}:xparena-limits:${key}`, defaults),
    ),
    close: () => client.disconnect(),
  };
}
