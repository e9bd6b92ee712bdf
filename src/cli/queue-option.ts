// `--queue <redis-url>` of the run commands that can play their matches on `xparena worker` processes.
import { UsageError } from '../core/usage-error.js';
import { redisConnection } from '../runner/redis-connection.js';

export const queueFlag = '--queue <redis-url>';
export const queueHelp = 'play the matches on `xparena worker` processes through this Redis server (docs/scale-out.md)';

/** The option's value, checked to be a Redis URL before anything runs (UsageError otherwise). */
export function redisUrlArgument(url: string): string {
  return checkedRedisUrl('--queue', url);
}

/** `url` when it is a Redis URL; UsageError naming `flag` otherwise. */
export function checkedRedisUrl(flag: string, url: string): string {
  try {
    redisConnection(url);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}`);
  }
  return url;
}
