// Stored results are a contract: a home written at 7373ddb (before the runner, store and model refactor) still opens,
// lists, re-simulates, rates and reports exactly as it did then, and every run resumes without playing a match.
// Fixture made at 7373ddb with a fresh XPARENA_HOME by `npx tsx src/cli/xparena.ts <command>` for the five commands in
// `runs` below, in that order; the JSON beside it is what 7373ddb printed for `rate <run> --json --bootstrap 0`,
// `report <run> --format json --bootstrap 0 --no-plots` and the evolve and episodes commands rerun with --json. The
// outputs are compared whole: nothing in them has changed since.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

/** Each stored run with the command that made it and how many matches it stored. */
const runs = [
  {
    id: 's3gym-671d454d8f91',
    matches: 40,
    command:
      'run s3gym -a random -x history -g trust-evolution,snake -n 4 --eval-every 2 --eval-episodes 2 --trials 2 --no-progress',
  },
  {
    id: 's3gym-56b9e75f54f9',
    matches: 40,
    command:
      'run s3gym -a learner -x learner -g trust-evolution,snake -n 4 --eval-every 2 --eval-episodes 2 --trials 2 --no-progress',
  },
  {
    id: 'tournament-3b1db4f3ea29',
    matches: 18,
    command:
      'tournament kuhn-poker --preset match -a random -a heuristic -a mcts -g 3 --no-plots --bootstrap 0 --no-progress',
  },
  {
    id: 'evolve-a9b41e8a7bed',
    matches: 18,
    command:
      'evolve kuhn-poker -a learner --anchors latest -r 3 -g 2 --preset match --no-plots --bootstrap 0 --no-progress',
  },
  { id: 'episodes-626cf02f2c1e', matches: 6, command: 'episodes snake -a random -a heuristic -n 3' },
] as const;

/** What 7373ddb printed for these runs. */
const expected = JSON.parse(
  readFileSync(new URL('./fixtures/home-7373ddb.expected.json', import.meta.url), 'utf8'),
) as {
  rate: Record<string, unknown>;
  report: Record<string, unknown>;
  evolve: { snapshots: { kind: string }[] };
  episodes: unknown;
};

function argv(command: string, ...extra: string[]): string[] {
  return [...command.split(' '), ...extra];
}

describe('a home written at 7373ddb', () => {
  const home = mkdtempSync(join(tmpdir(), 'xparena-old-7373ddb-'));
  copyFileSync(new URL('./fixtures/home-7373ddb.db', import.meta.url), join(home, 'xparena.db'));
  const env = { XPARENA_HOME: home };

  async function matchIds(runId: string): Promise<string[]> {
    const listed = await runCli(['matches', '--run', runId, '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    return listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id as string);
  }

  it('lists every run as finished with its matches, and every match re-simulates', async () => {
    const listed = await runCli(['runs'], env);
    expect(listed.code, listed.stderr).toBe(0);
    for (const run of runs) expect(listed.stdout).toMatch(new RegExp(`${run.id} +\\S+ +finished +${run.matches}\\b`));
    for (const run of runs) {
      const ids = await matchIds(run.id);
      expect(ids).toHaveLength(run.matches);
      for (const id of ids) {
        const verified = await runCli(['replay', id, '--verify'], env);
        expect(verified.code, `${id}: ${verified.stderr}`).toBe(0);
        expect(verified.stdout).toMatch(/^ok/);
      }
    }
  });

  it('rates the tournament and the anchored run as 7373ddb did', async () => {
    for (const runId of ['tournament-3b1db4f3ea29', 'evolve-a9b41e8a7bed']) {
      const rated = await runCli(['rate', runId, '--json', '--bootstrap', '0'], env);
      expect(rated.code, rated.stderr).toBe(0);
      expect(JSON.parse(rated.stdout)).toEqual(expected.rate[runId]);
    }
  });

  it('reports the explore/evaluate runs as 7373ddb did', async () => {
    for (const runId of ['s3gym-671d454d8f91', 's3gym-56b9e75f54f9']) {
      const out = mkdtempSync(join(tmpdir(), 'xparena-old-report-'));
      const reported = await runCli(
        ['report', runId, '--format', 'json', '--bootstrap', '0', '--no-plots', '--out', out],
        env,
      );
      expect(reported.code, reported.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toEqual(expected.report[runId]);
    }
  });

  it('resumes every run with its original command without playing a match', async () => {
    for (const run of runs) {
      const before = await matchIds(run.id);
      const resumed = await runCli(argv(run.command), env);
      const printed = resumed.stdout + resumed.stderr;
      expect(resumed.code, printed).toBe(0);
      expect(printed).toContain(`resuming run ${run.id}:`);
      expect(printed).toContain(`played 0, already stored ${run.matches}`);
      expect(await matchIds(run.id)).toEqual(before);
    }
  });

  it('prints the anchored trajectory and the episode summary as 7373ddb did on resuming', async () => {
    const evolve = await runCli(argv(runs[3].command, '--json'), env);
    expect(evolve.code, evolve.stderr).toBe(0);
    // Snapshots name their experience `experience` since schema 6 (7373ddb printed `kind`); nothing else changed.
    const renamed = {
      ...expected.evolve,
      snapshots: expected.evolve.snapshots.map(({ kind, ...row }) => ({ ...row, experience: kind })),
    };
    expect(JSON.parse(evolve.stdout)).toEqual(renamed);
    const episodes = await runCli(argv(runs[4].command, '--json'), env);
    expect(episodes.code, episodes.stderr).toBe(0);
    expect(JSON.parse(episodes.stdout)).toEqual(expected.episodes);
  });
});
