// End-to-end tests of `xparena tournament`: the real CLI in a child process with its own store, built-in agents only.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

/** `xparena <args>` in this process (runCli: no second and a half to start a child), its store in `home`. */
async function xparena(args: readonly string[], home = mkdtempSync(join(tmpdir(), 'xparena-tournament-'))) {
  return { ...(await runCli(args, { XPARENA_HOME: home })), home };
}

interface TournamentJson {
  run: string;
  played: number;
  skipped: number;
  matches: number;
  agents: {
    agent: string;
    rank: number;
    games: number;
    wins: number;
    draws: number;
    losses: number;
    interval: { low: number; high: number } | null;
    invalidRate: number;
    tokensPerGame: number;
  }[];
  headToHead: { agent: string; opponent: string; games: number; low: number; high: number }[];
  files: string[];
}

const builtins = ['-a', 'random', '-a', 'heuristic', '-a', 'mcts'];

/** Runs a round robin of random, heuristic and mcts and checks that random ranks last, apart from the others. */
async function expectRandomLast(game: string, extra: readonly string[]): Promise<void> {
  const result = await xparena([
    'tournament',
    game,
    ...builtins,
    ...extra,
    '--bootstrap',
    '300',
    '--no-plots',
    '--json',
  ]);
  expect(result.code, result.stderr).toBe(0);
  const { agents } = JSON.parse(result.stdout) as TournamentJson;
  const last = agents.at(-1);
  expect(last?.agent).toBe('random');
  expect(last?.rank).toBe(3);
  for (const line of agents.slice(0, -1)) expect(line.interval?.low).toBeGreaterThan(last?.interval?.high as number);
}

describe('xparena tournament', () => {
  it('plays every pair with seats swapped, resumes, prints the tables and writes the heatmap', async () => {
    // 6 games per pair counting both seat orders: the same run as 3 in each seat order (-g 3).
    const args = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '--games-per-pair', '6'];
    const first = await xparena([...args, '--bootstrap', '50', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const json = JSON.parse(first.stdout) as TournamentJson;
    expect(json.run).toMatch(/^tournament-[0-9a-f]{12}$/);
    expect(json).toMatchObject({ played: 6, skipped: 0, matches: 6 });
    expect(json.agents.map((line) => line.games)).toEqual([6, 6]);
    expect(json.agents.map((line) => line.invalidRate)).toEqual([0, 0]);
    expect(json.headToHead.map((cell) => [cell.agent, cell.opponent, cell.games])).toEqual([
      ['heuristic', 'random', 6],
      ['random', 'heuristic', 6],
    ]);
    expect(json.files.map((file) => file.slice(file.lastIndexOf('/') + 1))).toEqual([
      'head-to-head-kuhn-poker.svg',
      'head-to-head-kuhn-poker.png',
    ]);
    expect(json.files[0]).toContain(join(first.home, 'reports', json.run));
    expect(readFileSync(json.files[0] as string, 'utf8')).toMatch(/^<svg/);

    const out = join(first.home, 'figures');
    const perOrder = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '3'];
    const again = await xparena([...perOrder, '--method', 'bt', '--out', out], first.home);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`resuming run ${json.run}: 6 matches`);
    expect(again.stdout).toContain('played 0, already stored 6');
    expect(again.stdout).toMatch(/Bradley–Terry Elo.*6 matches/);
    expect(again.stdout).toMatch(/rank +agent +rating +95% interval +W-D-L +win rate +invalid % +tool calls\/game/);
    expect(again.stdout).toMatch(/head to head: score % of row against column/);
    expect(again.stdout).toMatch(/n=6/);
    expect(existsSync(join(out, 'head-to-head-kuhn-poker.png'))).toBe(true);
  });

  it("plays under --retries/--fallback, which enter the run's and the matches' ids only when not the game's rule", async () => {
    const args = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '1', '--no-plots', '--json'];
    const plain = await xparena(args);
    expect(plain.code, plain.stderr).toBe(0);
    const run = (result: { stdout: string }) => JSON.parse(result.stdout).run as string;
    // kuhn-poker has no rule of its own, so 2 retries then a random action is the default: the same run.
    const rule = await xparena([...args, '--retries', '2', '--fallback', 'random'], plain.home);
    expect(run(rule)).toBe(run(plain));
    expect(JSON.parse(rule.stdout)).toMatchObject({ played: 0, skipped: 2 });
    const strict = await xparena([...args, '--retries', '3', '--fallback', 'forfeit'], plain.home);
    expect(strict.code, strict.stderr).toBe(0);
    expect(run(strict)).not.toBe(run(plain));
    expect(JSON.parse(strict.stdout)).toMatchObject({ played: 2, skipped: 0 });
    const listed = await xparena(['matches', '--run', run(strict), '--json'], plain.home);
    const ids = listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id as string);
    for (const id of ids) {
      const record = await xparena(['replay', id, '--json'], plain.home);
      expect(JSON.parse(record.stdout).invalid).toEqual({ retries: 3, fallback: 'forfeit' });
    }
    const bad = await xparena([...args, '--fallback', 'pass'], plain.home);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--fallback must be one of random, first, default, forfeit, got 'pass'/);
  });

  it('rejects bad input with exit code 2 and one line', async () => {
    const cases: [string[], RegExp][] = [
      [['tournament', 'snake', '-a', 'random', '-a', 'heuristic'], /snake has no two-seat mode/],
      [['tournament', 'kuhn-poker', '-a', 'random'], /at least two different agents/],
      [['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '--method', 'elo'], /--method must be/],
      [['tournament', 'kuhn-poker', '-a', 'random', '-a', 'nobody'], /nobody/],
      [
        ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '--games-per-pair', '5'],
        /--games-per-pair counts both seat orders \(half in each\), so it must be even, not 5; for 5 games in each seat order give -g 5/,
      ],
      [
        ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '--games-per-pair', '4', '-g', '2'],
        /give --games-per-pair \(both seat orders\) or -g\/--games-per-seat-order, not both/,
      ],
    ];
    for (const [args, message] of cases) {
      const result = await xparena(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('ranks random last, with separated intervals, on kuhn-poker', async () => {
    await expectRandomLast('kuhn-poker', ['--preset', 'match', '--games-per-pair', '60']);
  });

  it('ranks random last, with separated intervals, on two-seat trust-evolution', async () => {
    await expectRandomLast('trust-evolution', ['--games-per-pair', '40']);
  });
});
