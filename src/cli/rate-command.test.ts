// End-to-end tests of `xparena rate`: synthetic but valid records (ids hash their specs), rated from a JSONL file,
// from a stored run and from 'latest', plus pool calibration and the fixed-pool flow.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCH_RECORD_FORMAT, type MatchRecord, matchId } from '../core/match-record.js';
import { glicko2Ratings } from '../measure/glicko2-ratings.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import { toJsonLine } from '../store/jsonl.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

/** `xparena <args>` through the CLI's `main` in this process, with its own home. */
async function xparena(args: readonly string[], home = mkdtempSync(join(tmpdir(), 'xparena-rate-'))) {
  return { ...(await runCli(args, { XPARENA_HOME: home })), home };
}

function record(game: string, seats: [string, string], seed: number, scores: [number, number] | null): MatchRecord {
  const params = {};
  return {
    formatVersion: MATCH_RECORD_FORMAT,
    id: matchId({ game, version: 1, params, seats, seed }),
    game,
    version: 1,
    params,
    seed,
    seats: seats.map((agent) => ({ agent, name: agent })),
    steps: [],
    end: scores ? { status: 'finished', scores, stateHash: 'h' } : { status: 'error', scores: null, stateHash: 'h' },
  };
}

/** strong beats middle 3 of 4 and weak always; middle beats weak 3 of 4; one error match that must not count. */
function contest(game = 'kuhn-poker', agents = ['strong', 'middle', 'weak']): MatchRecord[] {
  const [strong, middle, weak] = agents as [string, string, string];
  const records: MatchRecord[] = [];
  for (let seed = 0; seed < 8; seed++) {
    records.push(record(game, [strong, middle], seed, seed % 4 === 0 ? [0, 1] : [1, 0]));
    records.push(record(game, [weak, middle], seed, seed % 4 === 1 ? [1, 0] : [0, 1]));
    records.push(record(game, [weak, strong], seed, [-1, 1]));
  }
  records.push(record(game, [weak, strong], 99, null));
  return records;
}

function writeJsonl(records: readonly MatchRecord[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'xparena-rate-')), 'records.jsonl');
  writeFileSync(file, records.map(toJsonLine).join(''));
  return file;
}

interface RateJson {
  method: string;
  leaderboards: {
    game: string;
    matches: number;
    agents: {
      agent: string;
      rank: number;
      rating: number;
      fixed: boolean;
      interval: { low: number; high: number } | null;
      wins: number;
    }[];
  }[];
}

describe('xparena rate', () => {
  it('rates a JSONL file with Glicko-2 as JSON, independent of record order', async () => {
    const records = contest();
    const forward = await xparena(['rate', '--json', '--bootstrap', '200', writeJsonl(records)]);
    expect(forward.code).toBe(0);
    const json = JSON.parse(forward.stdout) as RateJson;
    expect(json.method).toBe('glicko2');
    expect(json.leaderboards).toHaveLength(1);
    const board = json.leaderboards[0];
    expect(board?.matches).toBe(24);
    expect(board?.agents.map((line) => [line.agent, line.rank])).toEqual([
      ['strong', 1],
      ['middle', 2],
      ['weak', 3],
    ]);
    for (const line of board?.agents ?? []) {
      expect(line.interval?.low).toBeLessThanOrEqual(line.rating);
      expect(line.interval?.high).toBeGreaterThanOrEqual(line.rating);
    }
    const reversed = await xparena(['rate', '--json', '--bootstrap', '200', writeJsonl([...records].reverse())]);
    expect(JSON.parse(reversed.stdout).leaderboards).toEqual(json.leaderboards);
  });

  it("rates the latest stored run and a run by id, one table per game, with 'bt'", async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-rate-'));
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'run-a', kind: 'test', spec: {}, codeVersion: 'test' });
    for (const match of contest('trust-evolution')) store.commitMatch(match, { runId: 'run-a' });
    store.finishRun('run-a', 'finished');
    store.startRun({ id: 'run-b', kind: 'test', spec: {}, codeVersion: 'test' });
    for (const match of [...contest('kuhn-poker'), ...contest('trust-evolution', ['p', 'q', 'r'])])
      store.commitMatch(match, { runId: 'run-b' });
    store.finishRun('run-b', 'finished');
    store.close();

    const latest = await xparena(['rate', '--method', 'bt', '--bootstrap', '100', 'latest'], home);
    expect(latest.code).toBe(0);
    expect(latest.stdout).toContain('## kuhn-poker: Bradley–Terry Elo (mean 1500), 24 matches');
    expect(latest.stdout).toContain('## trust-evolution: Bradley–Terry Elo (mean 1500), 24 matches');
    // Rating, its profile-likelihood interval, the bootstrap asked for, W-D-L, win rate with its Wilson interval.
    expect(latest.stdout).toMatch(/1 {2}strong +\d+\.\d +\d+ – \d+ +\d+ – \d+ +14-0-2 +87\.5% \(\d+–\d+\)/);
    expect(latest.stdout).toContain('95% intervals: profile likelihood');
    expect(latest.stdout).toContain('percentile over 100 resamples of whole matches, seed 1');
    expect(latest.stdout).toContain('head to head');

    const byId = await xparena(['rate', '--json', '--game', 'trust-evolution', '--bootstrap', '0', 'run-a'], home);
    const json = JSON.parse(byId.stdout) as RateJson;
    expect(json.leaderboards.map((board) => board.game)).toEqual(['trust-evolution']);
    expect(json.leaderboards[0]?.agents.map((line) => line.agent)).toEqual(['strong', 'middle', 'weak']);
    expect(json.leaderboards[0]?.agents[0]?.interval?.low).toBeLessThan(json.leaderboards[0]?.agents[0]?.rating ?? 0);
    expect(json.leaderboards[0]?.agents[0]).toMatchObject({ bootstrap: null });
  });

  it('cuts Glicko-2 periods in the order the run played its matches, from the store and from a file', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-rate-'));
    // x wins its first four matches and loses its last four; ids (hashes) order them differently.
    const played = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) =>
      record('kuhn-poker', ['x', 'y'], seed, seed < 4 ? [1, 0] : [0, 1]),
    );
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'ordered', kind: 'test', spec: {}, codeVersion: 'test' });
    for (const match of played) store.commitMatch(match, { runId: 'ordered' });
    store.close();
    const periods = played.map((match) => pairwiseResults([match]));
    const expected = glicko2Ratings(periods).map((line) => [line.agent, line.rating]);
    const byId = glicko2Ratings(pairwiseResults(played).map((result) => [result]));
    expect(byId.map((line) => [line.agent, line.rating])).not.toEqual(expected);
    const args = ['rate', '--json', '--period-size', '1', '--bootstrap', '0'];
    for (const source of ['ordered', writeJsonl(played)]) {
      const rated = await xparena([...args, source], home);
      expect(rated.code, rated.stderr).toBe(0);
      const agents = (JSON.parse(rated.stdout) as RateJson).leaderboards[0]?.agents ?? [];
      expect(agents.map((line) => [line.agent, line.rating])).toEqual(expected);
    }
  });

  it('saves a calibrated pool and rates a candidate against it, frozen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xparena-rate-'));
    const poolFile = join(dir, 'pool.json');
    const saved = await xparena(['rate', '--save-pool', poolFile, '--bootstrap', '0', writeJsonl(contest())]);
    expect(saved.code).toBe(0);
    expect(saved.stderr).toContain(`saved a pool of 3 agents (kuhn-poker, mean 1500) to ${poolFile}`);
    const pool = JSON.parse(readFileSync(poolFile, 'utf8')) as { game: string; ratings: Record<string, number> };
    expect(pool.game).toBe('kuhn-poker');
    const ratings = Object.values(pool.ratings);
    expect(ratings.reduce((sum, value) => sum + value, 0) / ratings.length).toBeCloseTo(1500, 8);

    // The candidate beats 'middle' every time and loses to 'strong' every time: it lands between them.
    const candidate: MatchRecord[] = [];
    for (let seed = 0; seed < 6; seed++) {
      candidate.push(record('kuhn-poker', ['new', 'middle'], seed, [1, 0]));
      candidate.push(record('kuhn-poker', ['strong', 'new'], seed, [1, 0]));
    }
    const rated = await xparena(['rate', '--fixed', poolFile, '--json', '--bootstrap', '100', writeJsonl(candidate)]);
    expect(rated.code).toBe(0);
    const json = JSON.parse(rated.stdout) as RateJson;
    expect(json.method).toBe('bt-fixed');
    const lines = json.leaderboards[0]?.agents ?? [];
    const fresh = lines.find((line) => line.agent === 'new');
    expect(fresh).toMatchObject({ rank: 2, fixed: false });
    expect(fresh?.rating).toBeGreaterThan(pool.ratings.middle as number);
    expect(fresh?.rating).toBeLessThan(pool.ratings.strong as number);
    expect(lines.find((line) => line.agent === 'strong')).toMatchObject({ fixed: true, rating: pool.ratings.strong });

    const table = await xparena(['rate', '--fixed', poolFile, '--bootstrap', '50', writeJsonl(candidate)]);
    expect(table.stdout).toContain('against a frozen pool of 3');
    expect(table.stdout).toMatch(/2 {2}new .* {2}6-0-6 .*50\.0%/);
  });

  it.each([
    [['rate', '--method', 'elo', 'latest'], "--method must be glicko2 or bt, got 'elo'"],
    [['rate', '--method', 'glicko2', '--fixed', 'pool.json', 'latest'], '--fixed works with Bradley–Terry ratings'],
    [['rate', '--fixed', 'a.json', '--save-pool', 'b.json', 'latest'], 'cannot be combined with --fixed'],
    [['rate', '--tau', '-1', 'latest'], '--tau must be a number above 0'],
    [['rate', '--bootstrap', 'many', 'latest'], '--bootstrap must be an integer'],
    [['rate', 'latest'], 'no run stored in'],
    [['rate', 'no-such-run'], "no stored run 'no-such-run'"],
    [['rate', '--fixed', '/nonexistent/pool.json', 'latest'], "cannot read pool '/nonexistent/pool.json'"],
    [['rate', '/nonexistent/records.jsonl'], "cannot read '/nonexistent/records.jsonl'"],
    [
      ['rate', '--save-pool', '/nonexistent/dir/pool.json', 'latest'],
      "cannot write --save-pool '/nonexistent/dir/pool.json'",
    ],
  ])('rejects %j with exit code 2 and a one-line message', async (args, message) => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-rate-'));
    new Store(join(home, 'xparena.db')).close();
    const result = await xparena(args, home);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('explains files without contests, pools that are not pools and pools over several games', async () => {
    const solo = await xparena(['rate', writeJsonl(contest().filter((match) => match.end.status === 'error'))]);
    expect(solo.code).toBe(2);
    expect(solo.stderr).toContain('holds no scored match between two different agents');

    const badPool = join(mkdtempSync(join(tmpdir(), 'xparena-rate-')), 'pool.json');
    writeFileSync(badPool, JSON.stringify({ ratings: { a: 'high' } }));
    const bad = await xparena(['rate', '--fixed', badPool, writeJsonl(contest())]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("the rating of 'a' must be a finite number");

    const poolFile = join(mkdtempSync(join(tmpdir(), 'xparena-rate-')), 'pool.json');
    writeFileSync(poolFile, JSON.stringify({ ratings: { alpha: 1600, beta: 1400 } }));
    const strangers = await xparena(['rate', '--fixed', poolFile, writeJsonl(contest())]);
    expect(strangers.code).toBe(2);
    expect(strangers.stderr).toContain('is between a pool member and another agent; the pool');
    expect(strangers.stderr).toContain('holds alpha, beta (agent specs must match exactly)');

    const mixed = writeJsonl([...contest('kuhn-poker'), ...contest('trust-evolution')]);
    const several = await xparena(['rate', '--save-pool', join(tmpdir(), 'never.json'), mixed]);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain(
      'the records hold several games (kuhn-poker, trust-evolution); choose one with --game',
    );
  });
});
