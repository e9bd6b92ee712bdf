// Stored results are a contract: a home written by an earlier version (60f8c7d, schema 4: before play order was
// stored) still opens, lists, re-simulates, rates and resumes. The fixture is a 3-game kuhn-poker tournament
// (`xparena tournament kuhn-poker --preset match -a random -a heuristic -g 3 --no-plots --bootstrap 0` at 60f8c7d).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

const tournament = ['tournament', 'kuhn-poker', '--preset', 'match', '-a', 'random', '-a', 'heuristic', '-g', '3'];

describe('a home written by an earlier version', () => {
  it('opens, lists, re-simulates, rates and resumes', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-old-'));
    copyFileSync(new URL('./fixtures/home-60f8c7d.db', import.meta.url), join(home, 'xparena.db'));
    const env = { XPARENA_HOME: home };

    const runs = await runCli(['runs'], env);
    expect(runs.stdout).toMatch(/tournament-1ca06bb5f7e8 +tournament +finished +6/);
    const listed = await runCli(['matches', '--json'], env);
    const ids = listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id as string);
    expect(ids).toHaveLength(6);
    for (const id of ids) {
      const verified = await runCli(['replay', id, '--verify'], env);
      expect(verified.code, verified.stderr).toBe(0);
      expect(verified.stdout).toMatch(/^ok/);
    }
    const rated = await runCli(['rate', 'latest', '--json'], env);
    expect(rated.code, rated.stderr).toBe(0);
    expect(JSON.parse(rated.stdout)).toMatchObject({ leaderboards: [{ game: 'kuhn-poker', matches: 6 }] });

    const resumed = await runCli([...tournament, '--no-plots', '--no-progress', '--bootstrap', '0'], env);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout + resumed.stderr).toContain('resuming run tournament-1ca06bb5f7e8: 6 matches');
    expect(resumed.stdout + resumed.stderr).toContain('played 0, already stored 6');
    const after = await runCli(['matches', '--json'], env);
    expect(after.stdout.trim().split('\n')).toHaveLength(6);
  });
});
