// Decisions per second of LLM agents when many matches wait on one model server: the fake OpenAI-compatible server
// runs in a child process with a fixed latency L, runMatches plays C matches at once, and issue 22's targets are at
// least 90% of the ideal C / L up to C = 64 and 85% at C = 256. Also measures the main process's CPU time per
// decision, which bounds the rate.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchRecord } from '../src/core/match-record.js';
import { resolveParams } from '../src/core/params.js';
import { trustEvolution } from '../src/games/trust-evolution/index.js';
import { languageModel } from '../src/model/providers.js';
import { formatTable } from '../src/report/table.js';
import { jobGame, type MatchJob } from '../src/runner/match-job.js';
import { runMatches } from '../src/runner/run-matches.js';
import { ModelCache } from '../src/store/model-cache.js';
import { Store } from '../src/store/store.js';

/** The fake server's counts since the previous query. */
interface ServerStats {
  readonly requests: number;
  readonly maxConcurrent: number;
  readonly cpuMs: number;
}

export interface ServerProcess {
  readonly url: string;
  stats(): Promise<ServerStats>;
  close(): void;
}

/** Forks bench/fake-server-process.js and waits for its URL. */
export async function startServerProcess(latencyMs: number): Promise<ServerProcess> {
  const child: ChildProcess = fork(new URL('./fake-server-process.js', import.meta.url), [String(latencyMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake server process exited with code ${code}`)));
    child.once('message', (message: { readonly url: string }) => resolve(message.url));
  });
  return {
    url,
    stats: () =>
      new Promise((resolve) => {
        child.once('message', (message: ServerStats) => resolve(message));
        child.send({ type: 'stats' });
      }),
    close: () => child.disconnect(),
  };
}

/** Model calls in a record (every attempt of every move, rejected ones included) and their summed latency. */
export function modelCalls(record: MatchRecord): { readonly calls: number; readonly latencyMs: number } {
  let calls = 0;
  let latencyMs = 0;
  for (const step of record.steps) {
    for (const move of step.moves) {
      for (const exchange of [...(move.exchanges ?? []), ...(move.invalid ?? []).flatMap((a) => a.exchanges ?? [])]) {
        calls++;
        latencyMs += exchange.latencyMs ?? 0;
      }
    }
  }
  return { calls, latencyMs };
}

/** One timed run of `slots × matchesPerSlot` matches, `slots` at a time. */
interface Round {
  readonly decisions: number;
  readonly seconds: number;
  /** Summed latency of the model calls, as the model layer saw them. */
  readonly latencyMs: number;
  readonly cpuMs: number;
  readonly serverCpuMs: number;
  readonly requests: number;
  readonly maxConcurrent: number;
  readonly unfinished: number;
  /** CPU per decision of committing the round's records again (`commitFloor`), measured at the largest C only. */
  readonly commitMs?: number;
}

/** Issue 22's target ratio of decisions per second to C / L at concurrency C, if it sets one. */
function targetRatio(concurrency: number): number | undefined {
  if (concurrency <= 64) return 0.9;
  return concurrency === 256 ? 0.85 : undefined;
}

/** Calls per second and CPU per call of the provider alone, the floor under the playing path. */
interface Floor {
  readonly rate: number;
  readonly cpuMs: number;
}

/**
 * The provider alone: `concurrency` loops of the AI SDK's `doGenerate` (as src/model/ai-sdk-model.ts calls it, over
 * the model layer's fetch) with a prompt of the harness's size, and no game, harness, model layer or store.
 */
async function providerFloor(url: string, concurrency: number, callsPerSlot: number): Promise<Floor> {
  const model = languageModel({ provider: 'openai-compatible', modelId: 'fake', baseUrl: url, env: {} });
  const system = 'You play a game of trust against another player; each round, cooperate or cheat. '.repeat(30);
  const call = () =>
    model.doGenerate({
      prompt: [
        { role: 'system', content: system },
        { role: 'user', content: [{ type: 'text', text: 'Round 3 of 10. Legal actions: cooperate, cheat.' }] },
      ],
    });
  const slot = async () => {
    for (let index = 0; index < callsPerSlot; index++) await call();
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, slot));
  const used = process.cpuUsage(cpu);
  const calls = concurrency * callsPerSlot;
  return { rate: calls / ((performance.now() - started) / 1000), cpuMs: (used.user + used.system) / 1000 / calls };
}

/**
 * CPU per decision of committing `records` to a fresh store one by one, as the runner commits each finished match
 * (the durable write that "nothing lost" requires), with no playing around it.
 */
function commitFloor(records: readonly MatchRecord[]): number {
  const home = mkdtempSync(join(tmpdir(), 'xparena-bench-commit-'));
  const store = new Store(join(home, 'xparena.db'));
  try {
    const cpu = process.cpuUsage();
    for (const record of records) store.commitMatch(record, { durationMs: 1 });
    const used = process.cpuUsage(cpu);
    const decisions = records.reduce((total, record) => total + modelCalls(record).calls, 0);
    return (used.user + used.system) / 1000 / decisions;
  } finally {
    store.close();
    rmSync(home, { recursive: true, force: true });
  }
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Runs the throughput measurement and returns its markdown section. */
export async function llmThroughputSection(): Promise<string> {
  const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 100);
  const matchesPerSlot = Number(process.env.BENCH_MATCHES_PER_SLOT ?? 2);
  const rounds = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);
  const levels = (process.env.BENCH_CONCURRENCY ?? '1,4,16,64,256').split(',').map(Number);
  const largest = Math.max(...levels);
  const server = await startServerProcess(latencyMs);
  const home = mkdtempSync(join(tmpdir(), 'xparena-bench-'));
  const store = new Store(join(home, 'xparena.db'));
  // One environment for every match, as the CLI gives: the store's cache (unused with cache=off) and one model.
  const models = { cache: new ModelCache(store.database), home };
  const params = resolveParams(trustEvolution.game, 'eval');
  let seed = 0;

  const round = async (concurrency: number): Promise<Round> => {
    const spec = `llm:openai-compatible/fake?base_url=${server.url}&cache=off&concurrency=${concurrency}`;
    const jobs: MatchJob[] = Array.from({ length: concurrency * matchesPerSlot }, () => ({
      ...jobGame(trustEvolution),
      params,
      seats: [spec],
      seed: seed++,
    }));
    let decisions = 0;
    let latencyMs = 0;
    let unfinished = 0;
    const records: MatchRecord[] = [];
    await server.stats();
    const started = performance.now();
    const cpu = process.cpuUsage();
    await runMatches(jobs, {
      store,
      concurrency,
      models,
      onMatch: (_job, record) => {
        if (!record) return;
        records.push(record);
        const calls = modelCalls(record);
        decisions += calls.calls;
        latencyMs += calls.latencyMs;
        if (record.end.status !== 'finished') unfinished++;
      },
    });
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    const stats = await server.stats();
    return {
      decisions,
      seconds,
      latencyMs,
      cpuMs: (used.user + used.system) / 1000,
      serverCpuMs: stats.cpuMs,
      requests: stats.requests,
      maxConcurrent: stats.maxConcurrent,
      unfinished,
      // Measured here so that no round's records stay alive through the rounds after it.
      commitMs: concurrency === largest ? commitFloor(records) : undefined,
    };
  };

  const levelResults: LevelResult[] = [];
  const floors: Floor[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    // Warm-up (JIT, connection pool), not reported.
    await round(largest);
    for (const concurrency of levels) {
      const measured: Round[] = [];
      for (let index = 0; index < rounds; index++) measured.push(await round(concurrency));
      levelResults.push(summarise(concurrency, latencyMs, measured));
      console.error(`measured LLM throughput at C=${concurrency}`);
    }
    await providerFloor(server.url, largest, 2);
    for (let index = 0; index < rounds; index++) {
      floors.push(await providerFloor(server.url, largest, matchesPerSlot * 10));
    }
  } finally {
    store.close();
    server.close();
    rmSync(home, { recursive: true, force: true });
  }
  const loadAfter = loadavg()[0] ?? 0;
  const table = formatTable(
    [
      'C',
      'decisions',
      'server requests',
      'max in flight',
      'C/L per s',
      'median decisions/s',
      'best decisions/s',
      'median ratio',
      'best ratio',
      'target',
      'met',
      'call ms',
      'main CPU ms/decision',
      'server CPU ms/request',
      'unfinished',
    ],
    levelResults.map((level) => [
      level.concurrency,
      level.decisions,
      level.requests,
      level.maxConcurrent,
      level.ideal.toFixed(0),
      level.medianRate.toFixed(1),
      level.bestRate.toFixed(1),
      percent(level.medianRate / level.ideal),
      percent(level.bestRate / level.ideal),
      ...targetCells(level.concurrency, level.medianRate / level.ideal),
      level.callMs.toFixed(1),
      level.cpuMs.toFixed(2),
      level.serverCpuMs.toFixed(2),
      level.unfinished,
    ]),
  );
  const top = levelResults.find((level) => level.concurrency === largest);
  const floorRate = median(floors.map((floor) => floor.rate));
  const floorCpuMs = median(floors.map((floor) => floor.cpuMs));
  const analysis = top
    ? `At C = ${top.concurrency} the process playing the matches used ${top.cpuMs.toFixed(2)} ms of CPU per decision ` +
      `and the server ${top.serverCpuMs.toFixed(2)} ms per request, so the ideal ${top.ideal.toFixed(0)} decisions/s ` +
      `needs ${percent((top.cpuMs * top.ideal) / 1000)} of one core for the matches and ` +
      `${percent((top.serverCpuMs * top.ideal) / 1000)} for the server. A model call took ${top.callMs.toFixed(1)} ms ` +
      `on average against L = ${latencyMs} ms; what exceeds L is HTTP and time a reply waited for a CPU in either ` +
      `process. The machine's load average was ${loadBefore.toFixed(1)} when this section started and ` +
      `${loadAfter.toFixed(1)} when it ended, on ${cpus().length} cores: load from other processes delays both ` +
      `processes and caps the ratio, so on a shared or small machine the CPU columns are the figures the code ` +
      `controls. The provider alone at C = ${top.concurrency} (the AI SDK's doGenerate over the model layer's fetch ` +
      `with a prompt of the harness's size, ${rounds} rounds of ${matchesPerSlot * 10} calls per slot, no game, ` +
      `harness, model layer or store: \`providerFloor\` in bench/llm-throughput.ts) made a median ` +
      `${floorRate.toFixed(0)} calls/s (${percent(floorRate / top.ideal)} of C / L) at ` +
      `${floorCpuMs.toFixed(2)} ms of CPU per call: the rest of the playing ` +
      `process's CPU per decision is xparena's own (model layer, harness, game, runner, store commit) and the ` +
      `garbage it makes.${budgetSentence(top, floorCpuMs, top.commitMs)}`
    : '';
  return `## LLM agents: decisions per second against a model server

The fake OpenAI-compatible server (\`src/model/fake-openai-server.ts\`) runs in a child process and answers every
chat request after a fixed latency L = ${latencyMs} ms with the first legal action. Each round, \`runMatches(jobs,
{ concurrency: C, models })\` plays ${matchesPerSlot} × C single-seat \`trust-evolution\` matches (eval preset, 10 rounds,
harness \`full/text\`), C at a time, with the agent \`llm:openai-compatible/fake?base_url=<url>&cache=off&concurrency=C\`,
committing each match to a SQLite store as the CLI does. Every decision is one model call through the whole model
layer (cache lookup, limiter, retries, timeout, usage accounting, the AI SDK provider, HTTP). ${rounds} rounds per C
after one warm-up round at the largest C. The ideal is C / L decisions per second; issue 22's targets: a median of at
least 90% of it for C up to 64 and 85% at C = 256 ("met" judges the median ratio).
"max in flight" is the most requests the server held at once, "call ms" the mean latency of a model call as the agent
saw it, and the CPU columns the CPU time (all threads, garbage collection included) of the process playing the matches
per decision and of the server process per request, medians over rounds. \`npm run bench\` runs with no V8 flags, as
the CLI does. A larger young generation saves garbage collection at high C (in interleaved runs at C = 256 on 2026-12-03,
\`NODE_OPTIONS=--max-semi-space-size=64 npm run bench -- --only llm-throughput\` took the playing process from 0.69
to 0.55 ms of CPU per decision and the median ratio from 64% to 72%), but any V8 flag costs every start of the CLI
about 20 ms (Node then compiles its own modules afresh), so it is a setting for long LLM runs, not a default.

\`\`\`
${table}
\`\`\`

${wrap(analysis)}
`;
}

/**
 * How the CPU a decision may take at level `top`'s target splits: the provider alone, the per-match commit, and what
 * is left for the rest of xparena against what the rest used (empty where the level has no target).
 */
export function budgetSentence(
  top: { readonly concurrency: number; readonly ideal: number; readonly cpuMs: number },
  providerMs: number,
  commitMs: number,
): string {
  const target = targetRatio(top.concurrency);
  if (target === undefined) return '';
  const budgetMs = 1000 / (target * top.ideal);
  const leftMs = budgetMs - providerMs - commitMs;
  const restMs = top.cpuMs - providerMs - commitMs;
  return (
    ` On one core, ${percent(target)} of C / L leaves at most ${budgetMs.toFixed(2)} ms of CPU per decision. ` +
    `The provider alone takes ${providerMs.toFixed(2)} ms of it, and committing each finished match to the store ` +
    `(\`commitFloor\`: the rounds' records committed again into a fresh store, one transaction a match as the ` +
    `runner does) ${commitMs.toFixed(2)} ms a decision, which leaves ${leftMs.toFixed(2)} ms for the game, harness, ` +
    `model layer, runner and the garbage they make; they used ${restMs.toFixed(2)} ms here.`
  );
}

/** The target and met cells of level C (`≥ 90%` and yes/no from the median ratio; empty where the issue sets none). */
export function targetCells(concurrency: number, medianRatio: number): [string, string] {
  const target = targetRatio(concurrency);
  if (target === undefined) return ['', ''];
  return [`≥ ${(target * 100).toFixed(0)}%`, medianRatio >= target ? 'yes' : 'no'];
}

/** The figures of one concurrency level over its rounds. */
interface LevelResult {
  readonly concurrency: number;
  readonly ideal: number;
  readonly decisions: number;
  readonly requests: number;
  readonly maxConcurrent: number;
  readonly medianRate: number;
  readonly bestRate: number;
  readonly callMs: number;
  readonly cpuMs: number;
  readonly serverCpuMs: number;
  readonly unfinished: number;
  /** Median CPU per decision of the rounds' commits (`commitFloor`; NaN where not measured). */
  readonly commitMs: number;
}

function summarise(concurrency: number, latencyMs: number, measured: readonly Round[]): LevelResult {
  const rates = measured.map((result) => result.decisions / result.seconds);
  const sum = (field: 'decisions' | 'requests' | 'unfinished') =>
    measured.reduce((total, result) => total + result[field], 0);
  return {
    concurrency,
    ideal: concurrency / (latencyMs / 1000),
    decisions: sum('decisions'),
    requests: sum('requests'),
    maxConcurrent: Math.max(...measured.map((result) => result.maxConcurrent)),
    medianRate: median(rates),
    bestRate: Math.max(...rates),
    callMs: median(measured.map((result) => result.latencyMs / result.decisions)),
    cpuMs: median(measured.map((result) => result.cpuMs / result.decisions)),
    serverCpuMs: median(measured.map((result) => result.serverCpuMs / result.requests)),
    unfinished: sum('unfinished'),
    commitMs: median(measured.flatMap((result) => result.commitMs ?? [])),
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** Wraps a paragraph at 120 columns. */
function wrap(text: string, width = 120): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
