// `xparena worker`: plays the matches that run commands given `--queue` put on a Redis queue (docs/scale-out.md).
import type { Command } from 'commander';
import { codeVersion } from '../core/code-version.js';
import { intOption } from './parse-int-option.js';
import { checkedRedisUrl } from './queue-option.js';

interface WorkerOptions {
  redis: string;
  concurrency: number;
  lockMs: number;
}

/** Registers `xparena worker`. */
export function workerCommand(program: Command): void {
  program
    .command('worker')
    .description('play matches from a Redis queue for run commands started with --queue (see docs/scale-out.md)')
    .requiredOption('--redis <url>', 'the Redis server the run commands queue on, e.g. redis://127.0.0.1:6379')
    .option('-c, --concurrency <n>', 'matches played at once', intOption('--concurrency', 1, 4096), 1)
    .option(
      '--lock-ms <ms>',
      'how soon another worker takes over the matches of a worker that died (keep it above the longest a match computes without a pause)',
      intOption('--lock-ms', 500, 3_600_000),
      30_000,
    )
    .addHelpText(
      'after',
      '\nExample:\n  xparena worker --redis redis://127.0.0.1:6379 -c 4\n' +
        '  xparena tournament kuhn-poker -a random -a heuristic --queue redis://127.0.0.1:6379',
    )
    .action(async (options: WorkerOptions) => {
      checkedRedisUrl('--redis', options.redis);
      const { startQueueWorker, workerName } = await import('../runner/queue-worker.js');
      const version = codeVersion();
      const worker = startQueueWorker({
        redis: options.redis,
        codeVersion: version,
        concurrency: options.concurrency,
        lockMs: options.lockMs,
        onPlayed: (record, durationMs) =>
          console.log(
            `played ${record.id} (${record.game}, ${record.end.status}) in ${(durationMs / 1000).toFixed(1)} s`,
          ),
        onFailed: (jobId, message) => console.error(`match ${jobId} failed here: ${message}`),
      });
      // Redis errors repeat while the server is away (the worker waits for it): each is said once until another comes.
      let lastError: string | undefined;
      worker.on('error', (error) => {
        if (error.message === lastError) return;
        lastError = error.message;
        console.error(`worker: ${error.message} (Redis at ${options.redis}; waiting for it)`);
      });
      await worker.waitUntilReady();
      console.log(
        `worker ${workerName} (xparena ${version}) takes matches from ${options.redis}, ${options.concurrency} at a time; Ctrl-C stops it after the matches in play`,
      );
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      console.error('stopping: finishing the matches in play…');
      await worker.close();
    });
}
