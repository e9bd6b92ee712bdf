// `xparena worker` plays the matches that run commands given `--queue` put on a Redis queue; `xparena workers` lists
// the live workers (docs/scale-out.md).
import type { Command } from 'commander';
import { codeVersion } from '../core/code-version.js';
import { UsageError } from '../core/usage-error.js';
import { formatTable } from '../report/table.js';
import type { QueueWorker } from '../runner/queue-worker.js';
import { knownGameId } from './known-game.js';
import { intOption } from './parse-int-option.js';
import { checkedRedisUrl } from './queue-option.js';

interface WorkerOptions {
  redis: string;
  concurrency: number;
  lockMs: number;
  idleExit?: number;
  games?: string;
}

/** Registers `xparena worker` and `xparena workers`. */
export function workerCommands(program: Command): void {
  workerCommand(program);
  workersCommand(program);
}

function workerCommand(program: Command): void {
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
    .option(
      '--games <ids>',
      'play only these games (comma-separated; default: every game); others are left to other workers',
    )
    .option(
      '--idle-exit <seconds>',
      'exit (code 0) after this long with no match to play, e.g. in a batch job (default: run until stopped)',
      intOption('--idle-exit', 1, 86_400),
    )
    .addHelpText(
      'after',
      '\nExample:\n  xparena worker --redis redis://127.0.0.1:6379 -c 4\n' +
        '  xparena tournament kuhn-poker -a random -a heuristic --queue redis://127.0.0.1:6379',
    )
    .action(async (options: WorkerOptions) => {
      checkedRedisUrl('--redis', options.redis);
      const games = options.games?.split(',').map((game) => game.trim());
      for (const game of games ?? []) await knownGameId(game);
      const { startQueueWorker } = await import('../runner/queue-worker.js');
      const version = codeVersion();
      const started = startQueueWorker({
        redis: options.redis,
        codeVersion: version,
        concurrency: options.concurrency,
        lockMs: options.lockMs,
        ...(games ? { games } : {}),
        onPlayed: (record, durationMs) =>
          console.log(
            `played ${record.id} (${record.game}, ${record.end.status}) in ${(durationMs / 1000).toFixed(1)} s`,
          ),
        onFailed: (jobId, message) => console.error(`match ${jobId} failed here: ${message}`),
      });
      // Redis errors repeat while the server is away (the worker waits for it): each is said once until another comes.
      let lastError: string | undefined;
      started.worker.on('error', (error) => {
        if (error.message === lastError) return;
        lastError = error.message;
        console.error(`worker: ${error.message} (Redis at ${options.redis}; waiting for it)`);
      });
      await started.worker.waitUntilReady();
      console.log(
        `worker ${started.name} (xparena ${version}) takes ${games ? `${games.join(', ')} matches` : 'matches'} from ${options.redis}, ${options.concurrency} at a time; Ctrl-C stops it after the matches in play`,
      );
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
        if (options.idleExit !== undefined) whenIdle(started, options.idleExit * 1000, resolve);
      });
      console.error('stopping: finishing the matches in play…');
      await started.close();
    });
}

/** Calls `idle` once `worker` has had no match to play for `ms`. */
function whenIdle(worker: QueueWorker, ms: number, idle: () => void): void {
  const timer = setInterval(
    () => {
      if (worker.idleMs() < ms) return;
      clearInterval(timer);
      console.error(`no match to play for ${ms / 1000} s`);
      idle();
    },
    Math.min(ms, 1000),
  );
}

function workersCommand(program: Command): void {
  program
    .command('workers')
    .description('list the live `xparena worker` processes on a Redis server: their matches in play and throughput')
    .requiredOption('--redis <url>', 'the Redis server, e.g. redis://127.0.0.1:6379')
    .option('--json', 'print the workers as JSON')
    .addHelpText('after', '\nExample:\n  xparena workers --redis redis://127.0.0.1:6379')
    .action(async (options: { redis: string; json?: boolean }) => {
      checkedRedisUrl('--redis', options.redis);
      const { listWorkers } = await import('../runner/worker-status.js');
      const workers = await listWorkers(options.redis).catch((error: unknown) => {
        throw new UsageError(
          `cannot reach Redis at ${options.redis} (${error instanceof Error ? error.message : error}): check --redis`,
        );
      });
      if (options.json) {
        console.log(JSON.stringify(workers, null, 2));
        return;
      }
      if (workers.length === 0) {
        console.log(`no live workers on ${options.redis} (start one: xparena worker --redis ${options.redis})`);
        return;
      }
      const now = Date.now();
      console.log(
        formatTable(
          ['worker', 'xparena', 'at once', 'playing', 'played', 'failed', 'matches/min', 'last match'],
          workers.map((worker) => {
            const minutes = Math.max((now - Date.parse(worker.startedAt)) / 60_000, 1 / 60);
            return [
              worker.name,
              worker.version,
              worker.concurrency,
              worker.active.length,
              worker.played,
              worker.failed,
              (worker.played / minutes).toFixed(1),
              worker.lastPlayedAt ? `${Math.round((now - Date.parse(worker.lastPlayedAt)) / 1000)} s ago` : '-',
            ];
          }),
        ),
      );
    });
}
