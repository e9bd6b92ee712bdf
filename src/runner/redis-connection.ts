// The Redis connection options the queue's coordinator and workers share.
import type { ConnectionOptions } from 'bullmq';

import { UsageError } from '../core/usage-error.js';

/** The BullMQ queue every xparena coordinator and worker on one Redis uses. */
export const matchQueueName = 'xparena-matches';

/**
 * Connection options for a `redis://` or `rediss://` URL; UsageError for anything else. Commands wait for Redis while
 * it is down (no per-command retry limit, as BullMQ's workers require), so a restarted server is picked up again.
 */
export function redisConnection(url: string): ConnectionOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`'${url}' is not a Redis URL: give one like redis://127.0.0.1:6379`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new UsageError(`'${url}' is not a Redis URL (redis:// or rediss://): give one like redis://127.0.0.1:6379`);
  return { url, maxRetriesPerRequest: null };
}
