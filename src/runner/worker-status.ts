// What each `xparena worker` says about itself in Redis, for `xparena workers`: a JSON value per worker, refreshed every
// few seconds with an expiry, so a worker that died drops off the list on its own.
import { Redis } from 'ioredis';

/** One worker as `xparena workers` lists it. */
export interface WorkerStatus {
  readonly name: string;
  /** The xparena version it runs (it plays only jobs queued by the same). */
  readonly version: string;
  readonly concurrency: number;
  readonly startedAt: string;
  /** Ids of the matches it is playing now. */
  readonly active: readonly string[];
  readonly played: number;
  /** Jobs it failed or refused. */
  readonly failed: number;
  readonly lastPlayedAt: string | null;
}

/** How often a worker refreshes its status; the status expires after three missed refreshes. */
export const statusRefreshMs = 5000;

/** The Redis key prefix of worker statuses under a queue prefix. */
function statusKeys(prefix: string): string {
  return `${prefix}:xparena-workers:`;
}

/** Publishes one worker's status: `update` after each change; `stop` removes it. */
export interface StatusReporter {
  update(change: (status: WorkerStatus) => WorkerStatus): void;
  stop(): Promise<void>;
}

/** Starts publishing `initial` to Redis at `url` under `prefix` (BullMQ's default `bull`). */
export function reportStatus(url: string, prefix: string, initial: WorkerStatus): StatusReporter {
  const client = new Redis(url, { maxRetriesPerRequest: null });
  // The queue's own connections report Redis outages; this one stays quiet and catches up when the server is back.
  client.on('error', () => {});
  const key = `${statusKeys(prefix)}${initial.name}`;
  let status = initial;
  const publish = () => {
    void client.set(key, JSON.stringify(status), 'PX', statusRefreshMs * 3).catch(() => {});
  };
  publish();
  const timer = setInterval(publish, statusRefreshMs);
  timer.unref();
  return {
    update(change) {
      status = change(status);
      publish();
    },
    async stop() {
      clearInterval(timer);
      // Without a connection the status expires by itself; waiting for one would hold up the worker's stop.
      if (client.status === 'ready') await client.del(key).catch(() => {});
      client.disconnect();
    },
  };
}

/** The live workers on Redis at `url` under `prefix`, by name. */
export async function listWorkers(url: string, prefix = 'bull'): Promise<WorkerStatus[]> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await client.scan(cursor, 'MATCH', `${statusKeys(prefix)}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (keys.length === 0) return [];
    const values = await client.mget(...keys);
    return values
      .flatMap((value) => (value ? [JSON.parse(value) as WorkerStatus] : []))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } finally {
    client.disconnect();
  }
}
