// The queue runner against a real Redis (Debian's redis-server, started per file): the same records as a local run,
// byte for byte; a resumed run queues nothing twice; a result finished while no coordinator listened is collected;
// another xparena version is refused visibly; a worker killed mid-match (kill -9) loses its match to another.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeNoSandboxVariable } from '../agents/program/unsafe-mode.js';
import { cliEntry } from '../cli/test-cli-entry.js';
import { InfraError } from '../core/agent.js';
import { codeVersion } from '../core/code-version.js';
import { packageRoot } from '../core/package-root.js';
import { resolveParams } from '../core/params.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { exploreEvaluate } from '../protocols/explore-evaluate.js';
import { roundRobin } from '../protocols/round-robin.js';
import { Store } from '../store/store.js';
import { jobGame, jobMatchId, type MatchJob } from './match-job.js';
import { queueRunner } from './queue-runner.js';
import { startQueueWorker } from './queue-worker.js';
import { matchQueueName, redisConnection } from './redis-connection.js';
import { runMatches } from './run-matches.js';
import type { Runner } from './runner.js';
import { redisMissing, startTestRedis, type TestRedis } from './test-redis.js';
import { listWorkers } from './worker-status.js';

if (redisMissing) console.warn(redisMissing);

const kuhn = findGame('kuhn-poker');
const tournament = roundRobin({
  module: kuhn,
  params: resolveParams(kuhn.game, 'match'),
  agents: ['random', 'heuristic', 'mcts?iterations=20'],
  gamesPerPair: 2,
  swapSeats: true,
  seed: 3,
  label: 'kuhn',
});

/** Every record's stored text, by match id, and the run's links (its order aside: results arrive as they finish). */
function stored(store: Store): unknown {
  return {
    records: store.database.prepare('SELECT match_id AS id, record FROM match_records ORDER BY match_id').all(),
    links: store.database.prepare('SELECT run_id, match_id, label FROM run_matches ORDER BY match_id').all(),
  };
}

function runStore(): Store {
  const store = new Store(':memory:');
  store.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: '0' });
  return store;
}

describe.skipIf(redisMissing !== undefined)('queueRunner', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('stores through 3 workers the records a local run stores, byte for byte, and queues nothing twice', async () => {
    const prefix = 'equal';
    const playedBy: string[] = [];
    const workers = [1, 2, 3].map(() =>
      startQueueWorker({
        redis: redis.url,
        codeVersion: '0',
        concurrency: 2,
        prefix,
        onPlayed: (record) => playedBy.push(record.id),
      }),
    );
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    try {
      const local = runStore();
      await runMatches(tournament, { store: local, runId: 'run', concurrency: 2 });
      const queued = runStore();
      const first = await runMatches(tournament, { store: queued, runId: 'run', runner });
      expect(first).toEqual({ played: tournament.length, skipped: 0, interrupted: false });
      expect(stored(queued)).toEqual(stored(local));
      // Resumed: every match is stored, so nothing is queued or played again.
      const again = await runMatches(tournament, { store: queued, runId: 'run', runner });
      expect(again).toEqual({ played: 0, skipped: tournament.length, interrupted: false });
      expect(playedBy.sort()).toEqual(tournament.map(jobMatchId).sort());
      // Committed jobs are removed from Redis.
      const queue = new Queue(matchQueueName, { connection: redisConnection(redis.url), prefix });
      expect(await queue.getJobCounts('completed', 'wait', 'active', 'failed')).toEqual({
        completed: 0,
        wait: 0,
        active: 0,
        failed: 0,
      });
      await queue.close();
      // Each worker lists itself with what it played; a closed worker leaves the list.
      const listed = await listWorkers(redis.url, prefix);
      expect(listed.map((worker) => worker.name).sort()).toEqual(workers.map((worker) => worker.name).sort());
      expect(listed.reduce((sum, worker) => sum + worker.played, 0)).toBe(tournament.length);
      expect(listed.every((worker) => worker.active.length === 0 && worker.version === '0')).toBe(true);
      await Promise.all(workers.map((worker) => worker.close()));
      expect(await listWorkers(redis.url, prefix)).toEqual([]);
    } finally {
      await runner.close();
      await Promise.all(workers.map((worker) => worker.close()));
    }
  });

  it('queues a match whose id is decimal digits alone, which BullMQ refuses as a job id', async () => {
    const prefix = 'digits';
    // The first seed whose match id is all digits (seed 277 at kuhn-poker's version when this was written).
    const jobs = Array.from(
      { length: 5000 },
      (_, seed): MatchJob => ({
        ...jobGame(kuhn),
        params: resolveParams(kuhn.game, 'match'),
        seats: ['random', 'random'],
        seed,
      }),
    );
    const job = jobs.find((each) => /^\d+$/.test(jobMatchId(each)));
    if (!job) throw new Error('no seed below 5000 gives a match id of digits alone');
    const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix });
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    try {
      const store = runStore();
      expect(await runMatches([job], { store, runId: 'run', runner })).toEqual({
        played: 1,
        skipped: 0,
        interrupted: false,
      });
      expect(store.countMatches({ runId: 'run' })).toBe(1);
    } finally {
      await runner.close();
      await worker.close();
    }
  });

  it('plays a learning run through workers: episodes carry experience snapshots, and the records match a local run', async () => {
    const prefix = 'learning';
    const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', concurrency: 2, prefix });
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const learn = async (store: Store, through?: Runner) =>
      exploreEvaluate({
        module: findGame('trust-evolution'),
        agent: 'learner',
        experience: createExperience('learner'),
        episodes: 4,
        evalEvery: 2,
        evalEpisodes: 2,
        trials: 1,
        seed: 5,
        store,
        runId: 'run',
        runner: through,
      });
    try {
      const [local, queued] = [runStore(), runStore()] as const;
      await learn(local);
      await learn(queued, runner);
      expect(local.records({ runId: 'run' }).next().value?.seats[0]?.experience).toBeDefined();
      expect(stored(queued)).toEqual(stored(local));
    } finally {
      await runner.close();
      await worker.close();
    }
  });

  it('leaves the games a worker does not play (--games) to the workers that do', async () => {
    const prefix = 'games';
    // One worker per game, each noting the games it played.
    const games = ['kuhn-poker', 'trust-evolution'];
    const played = new Map(games.map((game) => [game, [] as string[]]));
    const workers = games.map((game) =>
      startQueueWorker({
        redis: redis.url,
        codeVersion: '0',
        prefix,
        games: [game],
        onPlayed: (record) => played.get(game)?.push(record.game),
      }),
    );
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const trust = findGame('trust-evolution');
    const jobs: MatchJob[] = [
      ...tournament.slice(0, 4),
      ...[1, 2, 3, 4].map((seed) => ({
        ...jobGame(trust),
        params: resolveParams(trust.game, 'eval'),
        seats: ['heuristic'],
        seed,
      })),
    ];
    try {
      const store = runStore();
      expect(await runMatches(jobs, { store, runId: 'run', runner })).toMatchObject({ played: 8 });
      for (const game of games) expect(played.get(game)).toEqual([game, game, game, game]);
    } finally {
      await runner.close();
      await Promise.all(workers.map((worker) => worker.close()));
    }
  });

  it('collects the results that finished while no coordinator listened, without playing them again', async () => {
    const prefix = 'resume';
    const jobs = tournament.slice(0, 4);
    // A coordinator that queued the jobs and was stopped before any result came back.
    const stop = new AbortController();
    stop.abort();
    const gone = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const store = runStore();
    expect(await runMatches(jobs, { store, runId: 'run', runner: gone, signal: stop.signal })).toMatchObject({
      played: 0,
      interrupted: true,
    });
    await gone.close();
    let played = 0;
    const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix, onPlayed: () => played++ });
    const queue = new Queue(matchQueueName, { connection: redisConnection(redis.url), prefix });
    try {
      while (((await queue.getJobCounts('completed')).completed ?? 0) < jobs.length)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await worker.close();
      const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
      expect(await runMatches(jobs, { store, runId: 'run', runner })).toEqual({
        played: jobs.length,
        skipped: 0,
        interrupted: false,
      });
      await runner.close();
      expect(played).toBe(jobs.length);
      expect(store.countMatches({ runId: 'run' })).toBe(jobs.length);
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('reports a job refused by a worker of another xparena version, and plays it once a right worker is there', async () => {
    const prefix = 'refuse';
    const jobs = tournament.slice(0, 1);
    const store = runStore();
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const stranger = startQueueWorker({ redis: redis.url, codeVersion: '9.9.9', prefix });
    try {
      const refused = runMatches(jobs, { store, runId: 'run', runner });
      await expect(refused).rejects.toThrow(InfraError);
      await expect(refused).rejects.toThrow(/refused it: the worker runs xparena 9\.9\.9, the job was queued by 0/);
      await stranger.close();
      expect(store.countMatches({ runId: 'run' })).toBe(0);
      // The refused job is tried again by the next run, on a worker that may play it.
      const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix });
      expect(await runMatches(jobs, { store, runId: 'run', runner })).toMatchObject({ played: 1 });
      await worker.close();
    } finally {
      await runner.close();
      await stranger.close();
    }
  });

  it('tries a match that ends in an infrastructure failure 3 times with backoff, then stops the run unscored', async () => {
    const prefix = 'infra';
    // A model server that is not there: every decision ends the match as an infrastructure failure.
    const unreachable = 'llm:openai-compatible/fake?base_url=http://127.0.0.1:1/v1&retries=0&cache=off';
    const module = findGame('trust-evolution');
    const jobs: MatchJob[] = [
      { ...jobGame(module), params: resolveParams(module.game, 'eval'), seats: [unreachable], seed: 1 },
    ];
    const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix });
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const store = runStore();
    const queue = new Queue(matchQueueName, { connection: redisConnection(redis.url), prefix });
    try {
      const started = performance.now();
      await expect(runMatches(jobs, { store, runId: 'run', runner })).rejects.toThrow(
        /failed on the workers: infrastructure failure/,
      );
      // Backoff of 1 s, then 2 s, before the second and third tries.
      expect(performance.now() - started).toBeGreaterThan(2900);
      expect((await queue.getJob(jobMatchId(jobs[0] as MatchJob)))?.attemptsMade).toBe(3);
      expect(store.countMatches()).toBe(0);
    } finally {
      await queue.close();
      await runner.close();
      await worker.close();
    }
  });

  it('carries program directories to the workers: they play the files queued, not what is at the path later', async () => {
    const prefix = 'programs';
    const dir = mkdtempSync(join(tmpdir(), 'xparena-queued-program-'));
    const moved = `${dir}-moved`;
    const unsafe = process.env[unsafeNoSandboxVariable];
    // Sandboxed where the machine can; the switch only matters where it cannot.
    process.env[unsafeNoSandboxVariable] = '1';
    cpSync(join(packageRoot, 'sdk/js/examples/kuhn-simple'), dir, { recursive: true });
    const jobs = roundRobin({
      module: kuhn,
      params: resolveParams(kuhn.game, 'match'),
      agents: [`program:${dir}?decision_ms=5000`, 'heuristic'],
      gamesPerPair: 2,
      swapSeats: true,
      seed: 5,
      label: 'programs',
    });
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    let worker: ReturnType<typeof startQueueWorker> | undefined;
    try {
      const queued = runStore();
      const playing = runMatches(jobs, { store: queued, runId: 'run', runner });
      const queue = new Queue(matchQueueName, { connection: redisConnection(redis.url), prefix });
      while (((await queue.getJobCounts('wait')).wait ?? 0) < jobs.length)
        await new Promise((done) => setTimeout(done, 20));
      await queue.close();
      // The coordinator's directory is gone (an empty one in its place) before any worker starts.
      renameSync(dir, moved);
      mkdirSync(dir);
      worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix });
      expect(await playing).toEqual({ played: jobs.length, skipped: 0, interrupted: false });
      // Played locally (after the queued run: a process keeps the copies it made of a program it ran).
      rmSync(dir, { recursive: true });
      renameSync(moved, dir);
      const local = runStore();
      await runMatches(jobs, { store: local, runId: 'run' });
      expect(stored(queued)).toEqual(stored(local));
      const records = queued.database.prepare('SELECT record FROM match_records').all() as { record: string }[];
      expect(records.map(({ record }) => JSON.parse(record).end.status)).toEqual(jobs.map(() => 'finished'));
    } finally {
      if (unsafe === undefined) delete process.env[unsafeNoSandboxVariable];
      else process.env[unsafeNoSandboxVariable] = unsafe;
      await runner.close();
      await worker?.close();
      for (const path of [dir, moved]) rmSync(path, { recursive: true, force: true });
    }
  });

  // A generous limit: on a loaded machine the matches still out are played again after the restart.
  it('completes a run when Redis restarts empty mid-run: the matches still out are queued again', async () => {
    const prefix = 'restart';
    const slow = roundRobin({
      module: kuhn,
      params: resolveParams(kuhn.game, 'match'),
      agents: ['random', 'mcts?iterations=1000'],
      gamesPerPair: 2,
      swapSeats: true,
      seed: 21,
      label: 'restart',
    });
    const worker = startQueueWorker({ redis: redis.url, codeVersion: '0', prefix, lockMs: 10_000 });
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const store = runStore();
    let restarted: Promise<void> | undefined;
    try {
      const result = await runMatches(slow, {
        store,
        runId: 'run',
        runner,
        onMatch: (_job, record) => {
          // After the first result, Redis is killed and started again without its data.
          if (record) restarted ??= redis.restart();
        },
      });
      expect(result).toEqual({ played: slow.length, skipped: 0, interrupted: false });
      expect(restarted).toBeDefined();
      expect(store.countMatches({ runId: 'run' })).toBe(slow.length);
    } finally {
      await restarted;
      await runner.close();
      await worker.close();
    }
  }, 120_000);

  it("holds an endpoint's concurrency and requests per minute across workers", async () => {
    const prefix = 'limits';
    const server = await startFakeOpenAIServer({ latencyMs: 100, record: false });
    const workers = [1, 2].map(() => startQueueWorker({ redis: redis.url, codeVersion: '0', concurrency: 4, prefix }));
    const runner = queueRunner({ redis: redis.url, codeVersion: '0', prefix });
    const module = findGame('trust-evolution');
    const jobs = (limits: string, seed: number): MatchJob[] =>
      Array.from({ length: 8 }, (_, index) => ({
        ...jobGame(module),
        params: resolveParams(module.game, 'eval'),
        seats: [`llm:openai-compatible/fake?base_url=${server.url}&cache=off&${limits}`],
        seed: seed + index,
      }));
    try {
      // 8 matches at once on the two workers, 3 model calls at once in all.
      await runMatches(jobs('concurrency=3', 100), { store: runStore(), runId: 'run', runner });
      expect(server.maxConcurrent).toBe(3);
      // 1,200 calls a minute in all: 80 calls take at least 79 × 50 ms.
      const started = performance.now();
      await runMatches(jobs('rpm=1200', 200), { store: runStore(), runId: 'run', runner });
      expect(server.chatRequestCount).toBeGreaterThanOrEqual(160);
      expect(performance.now() - started).toBeGreaterThan(79 * 50);
    } finally {
      await runner.close();
      await Promise.all(workers.map((worker) => worker.close()));
      await server.close();
    }
  }, 60_000);

  it('stops with an infrastructure error when Redis does not answer', async () => {
    const runner = queueRunner({ redis: 'redis://127.0.0.1:1', codeVersion: '0', connectTimeoutMs: 300 });
    const store = runStore();
    await expect(runMatches(tournament, { store, runId: 'run', runner })).rejects.toThrow(
      /cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(.+\): start it/,
    );
    await runner.close();
    expect(store.countMatches({ runId: 'run' })).toBe(0);
  });

  it('gives the match of a worker killed mid-match (kill -9) to another, and stores each match once', async () => {
    // Slow matches (a deep search each move), so the worker process is killed while it plays one.
    const slow = roundRobin({
      module: kuhn,
      params: resolveParams(kuhn.game, 'match'),
      agents: ['random', 'mcts?iterations=20000'],
      gamesPerPair: 1,
      swapSeats: true,
      seed: 11,
      label: 'slow',
    });
    const store = runStore();
    const runner = queueRunner({ redis: redis.url, codeVersion: codeVersion() });
    const doomed = startWorkerProcess(redis.url);
    const queue = new Queue(matchQueueName, { connection: redisConnection(redis.url) });
    let played = 0;
    const committed: string[] = [];
    let survivor: ReturnType<typeof startQueueWorker> | undefined;
    try {
      const run = runMatches(slow, {
        store,
        runId: 'run',
        runner,
        onMatch: (job, record) => record && committed.push(jobMatchId(job)),
      });
      while (((await queue.getJobCounts('active')).active ?? 0) === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      doomed.kill('SIGKILL');
      survivor = startQueueWorker({
        redis: redis.url,
        codeVersion: codeVersion(),
        lockMs: 10_000,
        onPlayed: () => played++,
      });
      expect(await run).toMatchObject({ played: slow.length, interrupted: false });
      expect(committed.sort()).toEqual(slow.map(jobMatchId).sort());
      expect(store.countMatches({ runId: 'run' })).toBe(slow.length);
      expect(played).toBeGreaterThanOrEqual(1);
    } finally {
      doomed.kill('SIGKILL');
      await survivor?.close();
      await queue.close();
      await runner.close();
    }
  }, 60_000);
});

/** `xparena worker` as a process of its own, holding a job's lock for 1 s. */
function startWorkerProcess(url: string): ChildProcess {
  return spawn(process.execPath, [cliEntry, 'worker', '--redis', url, '--lock-ms', '1000'], { stdio: 'ignore' });
}
