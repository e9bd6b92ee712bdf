// `xparena report` on AAArena runs (fixture run directories written through a real ledger): the results table, the
// plots' files and `--json`.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arenaRunResults } from '../report/arena-results.js';
import { readArenaRun } from '../report/arena-run-dir.js';
import { writeArenaRunFixture } from '../report/test-arena-run.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

/** `xparena <args>` in this process (runCli: no second and a half to start a child), its store in `home`. */
function xparena(args: readonly string[], home: string) {
  return runCli(args, { XPARENA_HOME: home });
}

// Each test spawns the CLI (a few seconds each on an idle machine, far more on a loaded one).
describe('xparena report on an AAArena run', () => {
  it('prints the results per repetition and their median as JSON, and says when a run has no repetition yet', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-arena-report-cli-'));
    writeArenaRunFixture(home, { runId: 'three' });
    const result = await xparena(['report', 'latest', '--json', '--no-plots'], home);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.runId).toBe('three');
    // The same numbers as computed in-process from the run directory.
    const expected = arenaRunResults(readArenaRun(home, 'three', { developer: 'offline' }));
    expect(report.repetitions.map((repetition: { champion: { rank: number } }) => repetition.champion.rank)).toEqual(
      expected.repetitions.map((repetition) => repetition.champion?.rank),
    );
    expect(report.repetitions[2].champion.rank).toBe(1);
    expect(report.median).toEqual(expected.median);
    expect(report.medals).toBe(1);
    expect(report.figures).toEqual([]);
    expect(existsSync(join(home, 'reports', 'three', 'report.json'))).toBe(true);

    const store = new Store(join(home, 'xparena.db'));
    store.startRun({ id: 'empty', kind: 'aaarena', spec: {}, codeVersion: 'test' });
    store.close();
    const empty = await xparena(['report', 'empty'], home);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/arena run empty has no repetition/);
  }, 180_000);

  it('writes the Markdown table and the three plots of a repetition as SVG and PNG', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-arena-report-cli-'));
    writeArenaRunFixture(home, { runId: 'one', gains: [150] });
    const out = join(home, 'out');
    const result = await xparena(['report', 'one', '--out', out], home);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\| 1 \| 1 \| \d+ \[\d+, \d+\] \| gold \| \d+ \(\d+\) \| 8\/12 \| 2\/4 \|/);
    expect(result.stdout).toContain('| median (1) | 1 |');
    expect(result.stdout).toContain('| 1 | offline | choice | dense | 4 |');
    for (const plot of ['elo', 'timeline', 'cost']) {
      const file = join(out, `aaarena-${plot}-rep-1`);
      expect(result.stdout).toContain(`${file}.svg`);
      expect(readFileSync(`${file}.svg`, 'utf8')).toContain('<svg');
      expect(existsSync(`${file}.png`)).toBe(true);
    }
  }, 180_000);
});
