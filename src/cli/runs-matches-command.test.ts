// `xparena runs`, `matches`, `runs delete` and `import --json` through the CLI's `main`: limits (a screenful on a
// terminal, everything for a program), filters, JSON lines, and a deletion that keeps what other runs hold.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Store } from '../store/store.js';
import { confirm } from './confirm.js';
import { runCli } from './test-cli.js';

vi.mock('./confirm.js', () => ({ confirm: vi.fn() }));

const xparena = (home: string, args: readonly string[], terminal = false) =>
  runCli(['--home', home, ...args], {}, { terminal });

/** The rows of JSON lines output. */
const jsonLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The run id a run command printed first. */
const runIdOf = (stdout: string) => /run (\S+):/.exec(stdout)?.[1] as string;

/**
 * A home with three runs: snake episodes of random on seeds 1–25 and on seeds 1–3 (the same three matches, so both
 * runs hold them), and a kuhn-poker round robin of random and heuristic (4 matches): 29 matches in all.
 */
async function threeRuns(): Promise<{ home: string; snake25: string; snake3: string; kuhn: string }> {
  const home = mkdtempSync(join(tmpdir(), 'xparena-listing-'));
  const episodes = (n: number) => ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-n', String(n)];
  const snake25 = runIdOf((await xparena(home, [...episodes(25), '--no-progress'])).stdout);
  const snake3 = runIdOf((await xparena(home, [...episodes(3), '--no-progress'])).stdout);
  const tournament = ['tournament', 'kuhn-poker', '-a', 'random', '-a', 'heuristic', '-g', '2', '--no-plots'];
  const kuhn = runIdOf((await xparena(home, [...tournament, '--bootstrap', '0', '--no-progress'])).stdout);
  return { home, snake25, snake3, kuhn };
}

describe('xparena matches and runs', () => {
  let store: Awaited<ReturnType<typeof threeRuns>>;
  beforeAll(async () => {
    store = await threeRuns();
  }, 60_000);

  it('prints the newest 20 matches on a terminal with the count of the rest, and every match for a program', async () => {
    const terminal = await xparena(store.home, ['matches'], true);
    const lines = terminal.stdout.trim().split('\n');
    expect(lines).toHaveLength(2 + 20 + 1);
    expect(lines.at(-1)).toBe('… and 9 more older matches (--limit 0 prints all)');
    expect(lines.at(-2)).toMatch(/kuhn-poker/);
    const piped = await xparena(store.home, ['matches']);
    expect(piped.stdout.trim().split('\n')).toHaveLength(2 + 29);
    expect((await xparena(store.home, ['matches', '--limit', '0'], true)).stdout.trim().split('\n')).toHaveLength(31);
    const limited = await xparena(store.home, ['matches', '--limit', '3', '--json']);
    expect(jsonLines(limited.stdout)).toHaveLength(3);
    expect(limited.stderr).toBe('… and 26 more older matches (--limit 0 prints all)\n');
    // JSON lines are for programs: all of them on a terminal too, one object per line.
    const json = jsonLines((await xparena(store.home, ['matches', '--json'], true)).stdout);
    expect(json).toHaveLength(29);
    expect(Object.keys(json[0] ?? {})).toEqual(['id', 'game', 'seats', 'status', 'scores', 'steps', 'label']);
  });

  it('filters matches by game, run (an id or latest) and agent, checking the game name', async () => {
    const count = async (args: readonly string[]) =>
      jsonLines((await xparena(store.home, ['matches', ...args, '--json'])).stdout);
    expect(await count(['--game', 'kuhn-poker'])).toHaveLength(4);
    expect(await count(['--run', store.snake3])).toHaveLength(3);
    expect(await count(['--run', 'latest'])).toHaveLength(4);
    expect(await count(['--agent', 'heuristic'])).toHaveLength(4);
    expect(await count(['--agent', 'random', '--game', 'snake'])).toHaveLength(25);
    expect(await count(['--agent', 'mcts'])).toHaveLength(0);
    const typo = await xparena(store.home, ['matches', '--game', 'kuhn']);
    expect([typo.code, typo.stderr]).toEqual([
      2,
      expect.stringContaining("unknown game 'kuhn' (did you mean 'kuhn-poker'?)"),
    ]);
    const run = await xparena(store.home, ['matches', '--run', 'nosuchrun']);
    expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/^xparena: no stored run 'nosuchrun'/)]);
  });

  it('lists runs newest first, filtered by game and limited, as a table or JSON lines', async () => {
    const table = await xparena(store.home, ['runs', '--limit', '1']);
    expect(table.stdout).toContain(store.kuhn);
    expect(table.stdout.trim().split('\n').at(-1)).toBe('… and 2 more runs (--limit 0 prints all)');
    const snake = jsonLines((await xparena(store.home, ['runs', '--game', 'snake', '--json'])).stdout);
    expect(snake.map((run) => [run.id, run.matches])).toEqual([
      [store.snake3, 3],
      [store.snake25, 25],
    ]);
    expect((await xparena(store.home, ['runs', '--limit', '-1'])).code).toBe(2);
  });
});

describe('xparena runs delete', () => {
  it('refuses without --yes off a terminal, then deletes what belongs only to the run, and its report folder', async () => {
    const { home, snake25, snake3, kuhn } = await threeRuns();
    const refused = await xparena(home, ['runs', 'delete', snake25]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `xparena: refusing to delete run ${snake25} (22 match(es) of its own; 3 match(es) other runs hold are kept) without confirmation: add --yes to delete it\n`,
    );
    const reports = join(home, 'reports', snake25);
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, 'report.md'), '# report\n');
    const deleted = await xparena(home, ['runs', 'delete', snake25, '--yes']);
    expect([deleted.code, deleted.stdout]).toEqual([
      0,
      `deleted run ${snake25} (22 match(es) of its own; 3 match(es) other runs hold are kept)\n`,
    ]);
    expect(existsSync(reports)).toBe(false);
    const runs = jsonLines((await xparena(home, ['runs', '--json'])).stdout).map((run) => run.id);
    expect(runs).toEqual([kuhn, snake3]);
    expect(jsonLines((await xparena(home, ['matches', '--json'])).stdout)).toHaveLength(3 + 4);
    expect(jsonLines((await xparena(home, ['matches', '--run', snake3, '--json'])).stdout)).toHaveLength(3);
    const replayed = await xparena(home, ['episodes', 'snake', '--preset', 'eval', '-a', 'random', '-n', '3']);
    expect(replayed.stdout).toMatch(/played 0, already stored 3/);
  }, 60_000);

  it('asks on a terminal and deletes only after a yes; suggests a close run id for an unknown one', async () => {
    const { home, kuhn } = await threeRuns();
    const unknown = await xparena(home, ['runs', 'delete', `${kuhn}x`, '--yes']);
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining(`(did you mean '${kuhn}'?)`)]);
    vi.mocked(confirm).mockResolvedValueOnce(false);
    const declined = await xparena(home, ['runs', 'delete', kuhn], true);
    expect([declined.code, declined.stderr]).toEqual([0, 'nothing deleted\n']);
    expect(vi.mocked(confirm)).toHaveBeenLastCalledWith(`Delete run ${kuhn} (4 match(es) of its own)?`);
    expect(jsonLines((await xparena(home, ['runs', '--json'])).stdout)).toHaveLength(3);
    vi.mocked(confirm).mockResolvedValueOnce(true);
    expect((await xparena(home, ['runs', 'delete', kuhn], true)).stdout).toMatch(/^deleted run /);
    expect(jsonLines((await xparena(home, ['runs', '--json'])).stdout)).toHaveLength(2);
  }, 60_000);

  it('removes no folder outside reports/ for a run whose id is a path (as an imported run may have)', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-listing-'));
    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: '../kept', kind: 'test', spec: {}, codeVersion: '0' });
    store.close();
    mkdirSync(join(home, 'kept'));
    const deleted = await xparena(home, ['runs', 'delete', '../kept', '--yes']);
    expect(deleted.stdout).toBe('deleted run ../kept (0 match(es) of its own)\n');
    expect(existsSync(join(home, 'kept'))).toBe(true);
  });
});

describe('xparena import --json', () => {
  it('prints its counts as one JSON object', async () => {
    const { home } = await threeRuns();
    const file = join(home, 'all.jsonl');
    writeFileSync(file, (await xparena(home, ['export'])).stdout);
    const target = mkdtempSync(join(tmpdir(), 'xparena-listing-'));
    const imported = await xparena(target, ['import', file, '--json']);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ file, added: 29, skipped: 0, bad: 0 });
    const again = await xparena(target, ['import', file]);
    expect(again.stdout).toBe(
      'imported 0 record(s), skipped 29 already stored; added 0 run(s), 0 experience snapshot(s)\nnext: xparena runs · xparena matches\n',
    );
  }, 60_000);
});
