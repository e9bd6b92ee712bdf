// End-to-end tests of `xparena evolve`: the real CLI in a child process with its own store, built-in agents only.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

/** `xparena <args>` in this process (runCli: no second and a half to start a child), its store in `home`. */
function xparena(args: readonly string[], home: string) {
  return runCli(args, { XPARENA_HOME: home });
}

interface EvolveJson {
  run: string;
  played: number;
  anchors: Record<string, number>;
  ratings: { agent: string; round: number; rating: number; rank: number; games: number; low: number; high: number }[];
  snapshots: { trial: number; checkpoint: number; hash: string }[];
  files: string[];
}

const home = () => mkdtempSync(join(tmpdir(), 'xparena-evolve-'));

describe('xparena evolve', () => {
  it('anchors on a tournament run and stores one snapshot and one rating per round', async () => {
    const dir = home();
    const tournament = await xparena(
      ['tournament', 'kuhn-poker', '-p', 'match', '-a', 'random', '-a', 'heuristic', '-g', '4', '--no-plots'],
      dir,
    );
    expect(tournament.code, tournament.stderr).toBe(0);
    const args = ['evolve', 'kuhn-poker', '-p', 'match', '-a', 'learner', '--anchors', 'latest', '--rounds', '3'];
    const result = await xparena([...args, '--bootstrap', '100', '--no-progress', '--json'], dir);
    expect(result.code, result.stderr).toBe(0);
    const output = JSON.parse(result.stdout) as EvolveJson;
    expect(Object.keys(output.anchors).sort()).toEqual(['heuristic', 'random']);
    expect(output.played).toBe(3 * 2 * 2);
    expect(output.ratings.map((line) => [line.agent, line.round, line.games])).toEqual([
      ['learner (learner)', 0, 4],
      ['learner (learner)', 1, 4],
      ['learner (learner)', 2, 4],
    ]);
    expect(output.snapshots.map((row) => row.checkpoint)).toEqual([0, 1, 2]);
    for (const file of output.files) expect(existsSync(file)).toBe(true);
    expect(output.files.map((file) => file.slice(file.lastIndexOf('.')))).toEqual(['.svg', '.png']);
    const store = new Store(join(dir, 'xparena.db'));
    try {
      expect(store.listRoundRatings(output.run)).toEqual(
        output.ratings.map((line) => expect.objectContaining({ agent: line.agent, round: line.round })),
      );
      expect(store.listExperienceSnapshots(output.run)).toHaveLength(3);
    } finally {
      store.close();
    }
    const again = await xparena([...args, '--bootstrap', '100', '--no-progress', '--json'], dir);
    const rerun = JSON.parse(again.stdout) as EvolveJson;
    expect(rerun.played).toBe(0);
    expect(rerun.ratings).toEqual(output.ratings);

    // Another invalid-action policy is another run of other matches, each recording the policy it was played under.
    const strict = await xparena([...args, '--retries', '0', '--fallback', 'forfeit', '--no-progress', '--json'], dir);
    expect(strict.code, strict.stderr).toBe(0);
    const other = JSON.parse(strict.stdout) as EvolveJson;
    expect(other.run).not.toBe(output.run);
    expect(other.played).toBe(3 * 2 * 2);
    const reopened = new Store(join(dir, 'xparena.db'));
    try {
      const records = [...reopened.records({ runId: other.run })];
      expect(records.map((record) => record.invalid)).toEqual(records.map(() => ({ retries: 0, fallback: 'forfeit' })));
    } finally {
      reopened.close();
    }
  });

  it('reads anchors from a pool file and prints a per-round table', async () => {
    const dir = home();
    const pool = join(dir, 'pool.json');
    writeFileSync(pool, JSON.stringify({ game: 'kuhn-poker', ratings: { random: 1400, heuristic: 1600 } }));
    const result = await xparena(
      ['evolve', 'kuhn-poker', '-p', 'match', '-a', 'learner', '--anchors', pool, '-r', '2', '--no-plots'],
      dir,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/learner \(learner\)\s+1\s+\d+/);
    expect(result.stdout).toMatch(/learner \(learner\)\s+2\s+\d+/);
  });

  it.each([
    [['evolve', 'kuhn-poker', '-a', 'learner'], /needs --anchors/],
    [['evolve', 'kuhn-poker', '--anchors', 'nope.json'], /at least one --agent/],
    [['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', 'nope.json'], /cannot read pool 'nope.json'/],
    [['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', 'no-such-run'], /no stored run 'no-such-run'/],
    [['evolve', 'snake', '-a', 'learner', '--anchors', 'latest'], /no two-seat mode/],
    [['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', 'latest'], /no tournament stored/],
    [
      [
        'evolve',
        'kuhn-poker',
        '-a',
        'learner',
        '-a',
        'random',
        '-x',
        'none',
        '-x',
        'none',
        '-x',
        'none',
        '--anchors',
        'x.json',
      ],
      /one per/,
    ],
    [['evolve', 'kuhn-poker', '-a', 'learner', '--rounds', '0', '--anchors', 'x.json'], /--rounds must be/],
  ])('rejects bad input %j with one line and exit code 2', async (args, message) => {
    const result = await xparena(args, home());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
