// How the commands and the viewer grow with the store: synthetic stores of 10k and 100k matches (BENCH_SCALE_SIZES),
// built from real kuhn-poker records with new seats, seeds and results (fast: nothing is played), then the wall time
// of each command as a user runs it (a fresh process) and of each viewer request; a section of docs/benchmarks.md.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAgent } from '../src/agents/registry.js';
import { type MatchRecord, matchId } from '../src/core/match-record.js';
import { resolveParams } from '../src/core/params.js';
import { agentSeed, playMatch } from '../src/core/play-match.js';
import { rngFromSeed } from '../src/core/rng.js';
import { findGame } from '../src/games/registry.js';
import { formatTable } from '../src/report/table.js';
import { Store } from '../src/store/store.js';

// The built command as users run it (`npm run bench` builds it first).
const cli = new URL('../../bin/xparena.js', import.meta.url).pathname;
const runId = 'scale';
/** Twelve agents of graded strength (their index), so ratings spread as in a real round robin. */
const agents = Array.from({ length: 12 }, (_, i) => `mcts?iterations=${(i + 1) * 50}`);

/** Real kuhn-poker records (heuristic against random) whose steps and notes the synthetic matches reuse. */
async function templates(count: number): Promise<MatchRecord[]> {
  const module = findGame('kuhn-poker');
  const params = resolveParams(module.game, 'match');
  const records: MatchRecord[] = [];
  for (let seed = 0; seed < count; seed++) {
    const seats = ['heuristic', 'random'].map((spec, seat) => ({
      spec,
      agent: createAgent(module, spec, { params, seed: agentSeed(seed, seat), seat, players: 2 }),
    }));
    records.push(await playMatch({ game: module.game, params, seed, seats }));
  }
  return records;
}

/**
 * Fills a store at `home` with `size` matches of one run: each a template's steps under two of the twelve agents, the
 * stronger winning with the Elo probability of a 60-point gap per step of strength (draws 5%).
 */
async function buildStore(home: string, size: number, pool: readonly MatchRecord[]): Promise<number> {
  const started = performance.now();
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: runId, kind: 'tournament', spec: { agents, synthetic: true }, codeVersion: 'bench' });
  const rng = rngFromSeed(size);
  const batch: { record: MatchRecord; runId: string }[] = [];
  for (let index = 0; index < size; index++) {
    const template = pool[index % pool.length] as MatchRecord;
    const a = rng.int(0, agents.length - 1);
    const b = (a + rng.int(1, agents.length - 1)) % agents.length;
    const seats = [agents[a] as string, agents[b] as string];
    const spec = { game: template.game, version: template.version, params: template.params, seats, seed: index };
    const expected = 1 / (1 + 10 ** (((b - a) * 60) / 400));
    const draw = rng.float() < 0.05;
    const firstWins = rng.float() < expected;
    const stake = Math.max(1, Math.abs(template.end.scores?.[0] ?? 1));
    const scores = draw ? [0, 0] : firstWins ? [stake, -stake] : [-stake, stake];
    batch.push({
      runId,
      record: {
        ...template,
        id: matchId(spec),
        seed: index,
        seats: seats.map((agent) => ({ agent, name: agent })),
        end: { ...template.end, scores },
      },
    });
    if (batch.length === 5000 || index === size - 1) {
      store.commitMatches(batch);
      batch.length = 0;
      if ((index + 1) % 100_000 === 0) console.error(`bench: scale: ${index + 1} of ${size} matches stored`);
    }
  }
  store.finishRun(runId, 'finished');
  store.close();
  return performance.now() - started;
}

/** GNU time (Debian's `time` package) reports a command's peak memory; without it the memory column reads NaN. */
const gnuTime = '/usr/bin/time';

/** How many times each command runs: its figures are the median wall time and the largest peak memory. */
const repeats = 3;

/** Wall milliseconds of `xparena --home <home> <args>` in a fresh process (start-up included), and its peak RSS. */
function command(home: string, args: readonly string[]): { ms: number; rssMiB: number } {
  return timed([process.execPath, cli, '--home', home, ...args]);
}

/** The median wall milliseconds of running `line` `repeats` times, and its largest peak RSS. */
function timed(line: readonly string[]): { ms: number; rssMiB: number } {
  const [program, ...rest] = existsSync(gnuTime) ? [gnuTime, '-f', '%M', ...line] : line;
  const times: number[] = [];
  let rssMiB = 0;
  for (let index = 0; index < repeats; index++) {
    const started = performance.now();
    const child = spawnSync(program as string, rest, { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
    times.push(performance.now() - started);
    if (child.status !== 0) throw new Error(`${line.slice(1).join(' ')} failed: ${child.stderr.slice(-500)}`);
    rssMiB = Math.max(rssMiB, Number(existsSync(gnuTime) ? child.stderr.trim().split('\n').at(-1) : Number.NaN) / 1024);
  }
  return { ms: times.sort((x, y) => x - y)[Math.floor(repeats / 2)] as number, rssMiB };
}

/** Starts `xparena view` on a free port; resolves with its base URL and the process. */
async function startViewer(home: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [cli, '--home', home, 'view', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /xparena viewer: (http:\/\/\S+?)\/? /.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`xparena view exited with ${code}`)));
  });
  return { url, child };
}

/** Wall milliseconds of one GET, failing on an error status. */
async function get(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

/** Peak resident memory of a running process, from /proc. */
function peakRssMiB(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(line) / 1024;
}

/** A target of issue 22: below `limit` at a store of `at` matches. */
interface Target {
  readonly limit: number;
  readonly at: number;
}

/** Issue 22's targets by row: times and the CLI's memory at 100,000 matches, the viewer's memory at 1,000,000. */
const targets: Readonly<Record<string, Target>> = {
  'xparena runs': { limit: 150, at: 100_000 },
  'xparena rate --bootstrap 1000 <run>': { limit: 1000, at: 100_000 },
  'viewer GET /api/runs': { limit: 50, at: 100_000 },
  'viewer GET /api/runs/<run>, first': { limit: 300, at: 100_000 },
  'viewer GET /api/runs/<run>/matches, last page': { limit: 20, at: 100_000 },
};
const memoryTargets: Readonly<Record<string, Target>> = {
  'xparena runs': { limit: 60, at: 100_000 },
  'viewer after the requests above': { limit: 300, at: 1_000_000 },
};

interface Measures {
  readonly size: number;
  readonly rows: readonly (readonly [string, number])[];
  readonly memory: readonly (readonly [string, number])[];
}

async function measure(size: number, pool: readonly MatchRecord[]): Promise<Measures> {
  const home = mkdtempSync(join(tmpdir(), 'xparena-scale-'));
  try {
    const build = await buildStore(home, size, pool);
    console.error(`bench: scale: ${size} matches stored in ${(build / 1000).toFixed(0)} s`);
    const bare = timed([process.execPath, '-e', '0']);
    const runs = command(home, ['runs']);
    const matches = command(home, ['matches', '--run', runId, '--limit', '20']);
    const rate = command(home, ['rate', runId]);
    const resampled = command(home, ['rate', '--bootstrap', '1000', runId]);
    const resampledBt = command(home, ['rate', '--method', 'bt', '--bootstrap', '1000', runId]);
    const viewer = await startViewer(home);
    try {
      const rows: [string, number][] = [
        ['bare Node (node -e 0), the floor of every command', bare.ms],
        ['xparena runs', runs.ms],
        ['xparena matches --run <run> --limit 20', matches.ms],
        ['xparena rate <run> (Glicko-2, no resampling)', rate.ms],
        ['xparena rate --bootstrap 1000 <run>', resampled.ms],
        ['xparena rate --method bt --bootstrap 1000 <run>', resampledBt.ms],
        ['viewer GET /api/runs', await get(`${viewer.url}/api/runs`)],
        ['viewer GET /api/runs/<run>, first', await get(`${viewer.url}/api/runs/${runId}`)],
        ['viewer GET /api/runs/<run>, again', await get(`${viewer.url}/api/runs/${runId}`)],
        [
          'viewer GET /api/runs/<run>/matches, last page',
          await get(`${viewer.url}/api/runs/${runId}/matches?last=1&limit=50`),
        ],
      ];
      const memory: [string, number][] = [
        ['bare Node (node -e 0)', bare.rssMiB],
        ['xparena runs', runs.rssMiB],
        ['xparena rate --bootstrap 1000 <run>', resampled.rssMiB],
        ['viewer after the requests above', peakRssMiB(viewer.child.pid as number)],
      ];
      return { size, rows, memory };
    } finally {
      viewer.child.kill('SIGINT');
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The scale section: one column per store size and the growth from the smallest to the largest. */
export async function scaleSection(): Promise<string> {
  const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number);
  const pool = await templates(64);
  const results: Measures[] = [];
  for (const size of sizes) results.push(await measure(size, pool));
  const first = results[0] as Measures;
  const lastResult = results.at(-1) as Measures;
  const growth = lastResult.size / first.size;
  const table = (
    pick: (measures: Measures) => readonly (readonly [string, number])[],
    unit: string,
    digits: number,
    goals: Readonly<Record<string, Target>>,
  ) =>
    formatTable(
      [
        'what',
        ...results.map((result) => `${result.size.toLocaleString('en')} matches (${unit})`),
        `× at ${growth}× the matches`,
        'target',
        'met',
      ],
      pick(first).map(([name], row) => {
        const value = (result: Measures | undefined) => (result ? pick(result)[row]?.[1] : undefined) ?? Number.NaN;
        const goal = goals[name];
        const judged = goal && results.find((result) => result.size === goal.at);
        return [
          name,
          ...results.map((result) => value(result).toFixed(digits)),
          (value(lastResult) / value(first)).toFixed(1),
          goal ? `< ${goal.limit} at ${goal.at.toLocaleString('en')}` : '',
          goal ? (judged ? (value(judged) < goal.limit ? 'yes' : 'no') : 'not measured') : '',
        ];
      }),
    );
  return `## Scale: commands and viewer requests as the store grows

Synthetic stores (\`bench/scale.ts\`): one tournament run of ${sizes.map((size) => size.toLocaleString('en')).join(' and ')}
kuhn-poker matches among 12 agents, each a real record's steps under new seats, seed and result (about 22 step rows a
match). Commands run as a user runs them, in a fresh process (start-up included; the median of ${repeats} runs, and
bare Node measured beside them as the floor); viewer requests go to one
\`xparena view\` process over loopback, in the order listed. Set \`BENCH_SCALE_SIZES\` (e.g. \`10000,100000,1000000\`) for
other sizes. Targets are issue 22's, each judged at the size it names.

Wall time:

\`\`\`
${table((result) => result.rows, 'ms', 0, targets)}
\`\`\`

Peak resident memory (commands: GNU time, Debian's \`time\` package; the viewer: /proc):

\`\`\`
${table((result) => result.memory, 'MiB', 0, memoryTargets)}
\`\`\`
`;
}
