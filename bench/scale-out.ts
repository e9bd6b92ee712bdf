// Matches per second through `xparena worker` processes on a local Redis against the local runner, for CPU-bound
// matches (1, 2 and 4 workers) and for LLM-bound ones against the fake model server (C = 64 per worker).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { codeVersion } from '../src/core/code-version.js';
import { resolveParams } from '../src/core/params.js';
import { findGame } from '../src/games/registry.js';
import { trustEvolution } from '../src/games/trust-evolution/index.js';
import { roundRobin } from '../src/protocols/round-robin.js';
import { formatTable } from '../src/report/table.js';
import { jobGame, type MatchJob } from '../src/runner/match-job.js';
import { queueRunner } from '../src/runner/queue-runner.js';
import { runMatches } from '../src/runner/run-matches.js';
import type { Runner } from '../src/runner/runner.js';
import { redisMissing, startTestRedis } from '../src/runner/test-redis.js';
import { Store } from '../src/store/store.js';
import { modelCalls, startServerProcess } from './llm-throughput.js';

const cli = new URL('../../bin/xparena.js', import.meta.url).pathname;

/** Starts `count` `xparena worker` processes (`concurrency` matches each) and waits until each says it is ready. */
async function startWorkers(url: string, count: number, concurrency: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, [cli, 'worker', '--redis', url, '-c', String(concurrency)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`xparena worker exited with code ${code}`)));
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('takes matches from')) resolve();
        });
      });
      return child;
    }),
  );
}

async function stopWorkers(workers: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.kill('SIGTERM');
        }),
    ),
  );
}

/** Seconds to play `jobs` into a fresh store through `runner` (local when absent), and the decisions made. */
async function timed(
  jobs: readonly MatchJob[],
  runner: Runner | undefined,
  concurrency: number,
): Promise<{ seconds: number; decisions: number }> {
  const store = new Store(':memory:');
  let decisions = 0;
  const started = performance.now();
  await runMatches(jobs, {
    store,
    concurrency,
    runner,
    onMatch: (_job, record) => {
      if (record) decisions += modelCalls(record).calls;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  store.close();
  return { seconds, decisions };
}

/** Runs the section and returns its markdown. */
export async function scaleOutSection(): Promise<string> {
  const title = '## Scale-out: matches per second through workers on Redis';
  if (redisMissing) return `${title}\n\nNot measured: ${redisMissing}.\n`;
  const redis = await startTestRedis();
  const loadBefore = loadavg()[0] ?? 0;
  const runner = queueRunner({ redis: redis.url, codeVersion: codeVersion() });
  try {
    // CPU-bound: a round robin of search agents on kuhn poker (about a tenth of a second a match).
    const kuhn = findGame('kuhn-poker');
    const cpuJobs = (seed: number) =>
      roundRobin({
        module: kuhn,
        params: resolveParams(kuhn.game, 'match'),
        agents: ['random', 'heuristic', 'mcts?iterations=400', 'mcts?iterations=600'],
        gamesPerPair: 10,
        swapSeats: true,
        seed,
        label: 'scale-out',
      });
    const cpuRows: (string | number)[][] = [];
    const local = await timed(cpuJobs(1), undefined, 1);
    const localRate = cpuJobs(1).length / local.seconds;
    cpuRows.push(['local runner (this process)', cpuJobs(1).length, localRate.toFixed(1), '1.00']);
    for (const [index, count] of [1, 2, 4].entries()) {
      const jobs = cpuJobs(100 + index);
      const workers = await startWorkers(redis.url, count, 1);
      try {
        const { seconds } = await timed(jobs, runner, 1);
        const rate = jobs.length / seconds;
        cpuRows.push([
          `${count} worker${count > 1 ? 's' : ''}, 1 match each`,
          jobs.length,
          rate.toFixed(1),
          (rate / localRate).toFixed(2),
        ]);
      } finally {
        await stopWorkers(workers);
      }
      console.error(`bench: scale-out: CPU-bound matches through ${count} worker(s)`);
    }

    // LLM-bound: single-seat trust-evolution matches against the fake server, 64 model calls in flight per worker.
    const latencyMs = 100;
    const server = await startServerProcess(latencyMs);
    const llmRows: (string | number)[][] = [];
    try {
      const perWorker = 64;
      const llmJobs = (slots: number, seed: number): MatchJob[] =>
        Array.from({ length: slots * 2 }, (_, index) => ({
          ...jobGame(trustEvolution),
          params: resolveParams(trustEvolution.game, 'eval'),
          seats: [`llm:openai-compatible/fake?base_url=${server.url}&cache=off&concurrency=${perWorker}`],
          seed: seed + index,
        }));
      const localRun = await timed(llmJobs(perWorker, 10_000), undefined, perWorker);
      const ideal = perWorker / (latencyMs / 1000);
      llmRows.push([
        'local runner, C = 64',
        localRun.decisions,
        (localRun.decisions / localRun.seconds).toFixed(0),
        ideal,
        percent(localRun.decisions / localRun.seconds / ideal),
      ]);
      for (const count of [1, 2]) {
        const workers = await startWorkers(redis.url, count, perWorker);
        try {
          const jobs = llmJobs(perWorker * count, 20_000 * count);
          const run = await timed(jobs, runner, perWorker * count);
          const rate = run.decisions / run.seconds;
          llmRows.push([
            `${count} worker${count > 1 ? 's' : ''}, C = 64 each`,
            run.decisions,
            rate.toFixed(0),
            ideal * count,
            percent(rate / (ideal * count)),
          ]);
        } finally {
          await stopWorkers(workers);
        }
        console.error(`bench: scale-out: LLM-bound decisions through ${count} worker(s)`);
      }
    } finally {
      server.close();
    }
    const loadAfter = loadavg()[0] ?? 0;
    return `${title}

Run on its own: \`npm run bench -- --only scale-out\` (bench/scale-out.ts prints this section). A local
\`redis-server\` on a free port, \`xparena worker\` processes started from \`bin/xparena.js\`, and the coordinator
(\`runMatches\` with \`queueRunner\`, committing to an in-memory store) in the benchmark's process; the local runner
plays the same kind of jobs in that process. ${cpus().length} cores; load average ${loadBefore.toFixed(1)} at the start and
${loadAfter.toFixed(1)} at the end.

CPU-bound: a round robin of \`random\`, \`heuristic\`, \`mcts?iterations=400\` and \`mcts?iterations=600\` on
kuhn-poker (10 games per pair and seat order), each worker playing one match at a time:

\`\`\`
${formatTable(['runner', 'matches', 'matches/s', '× local'], cpuRows)}
\`\`\`

LLM-bound: single-seat trust-evolution matches (eval preset, 10 decisions each) against the fake OpenAI-compatible
server in a child process (latency ${latencyMs} ms), 64 model calls in flight per worker; the ideal is 64 / L per
worker:

\`\`\`
${formatTable(['runner', 'decisions', 'decisions/s', 'ideal/s', 'of ideal'], llmRows)}
\`\`\`
`;
  } finally {
    await runner.close();
    await redis.stop();
  }
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
