// `xparena compare` on AAArena runs: two arms of the offline developer on the kuhn-poker fixture pool, their champions
// per repetition and the champion Elo paired on the repetition.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { offlineFixturePools } from '../arena/test-arena-run.js';
import { runCli } from './test-cli.js';

const root = mkdtempSync(join(tmpdir(), 'xparena-compare-arena-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const env = { [poolsDirVariable]: offlineFixturePools(root) };
const home = ['--home', join(root, 'home'), '--unsafe-no-sandbox'];

describe('xparena compare on AAArena runs', () => {
  it('sets two arms side by side: champions per repetition, medians, and Elo paired on the repetition', async () => {
    const ids: string[] = [];
    for (const arm of ['choice', 'random']) {
      const result = await runCli(
        [
          ...home,
          ...['run', 'aaarena', '--game', 'kuhn-poker', '--developer', 'offline', '--arm', arm],
          ...['--small', '2', '--full', '1', '--batch', '1', '--repetitions', '2', '--no-progress', '--json'],
        ],
        env,
      );
      expect(result.code, result.stderr).toBe(0);
      ids.push(JSON.parse(result.stdout).run);
    }
    const out = join(root, 'figures');
    const compared = await runCli(
      [...home, 'compare', ...ids, '--by', 'arm', '--json', '--bootstrap', '100', '-o', out],
      env,
    );
    expect(compared.code, compared.stderr).toBe(0);
    const { arena, runs, figures } = JSON.parse(compared.stdout);
    expect(figures).toEqual([join(out, 'compare-arena-champions.svg')]);
    expect(runs.map((run: { label: string }) => run.label)).toEqual(['choice', 'random']);
    expect(arena.runs.map((run: { results: { repetitions: unknown[] } }) => run.results.repetitions.length)).toEqual([
      2, 2,
    ]);
    expect(arena.paired).toEqual([
      expect.objectContaining({
        label: 'random',
        baseline: 'choice',
        difference: expect.objectContaining({ pairs: 2 }),
      }),
    ]);
    const text = await runCli([...home, 'compare', ...ids, '--by', 'arm', '--no-plots'], env);
    expect(text.stdout).toMatch(/AAArena medians over repetitions/);
    expect(text.stdout).toMatch(/random − choice +2 +2 /);
    const refused = await runCli([...home, 'compare', ...ids, '--by', 'deck'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/names no deck: compare it --by run, --by model or --by arm/);
  }, 120_000);
});
