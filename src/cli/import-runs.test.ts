// `xparena export` then `import` into another home: the runs come along with their labels, play order, experience
// snapshots and round ratings, so `runs`, `report latest` and `rate latest` read them there as in the source.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import { storeFaultRuns } from '../store/test-stored-runs.js';
import { runCli } from './test-cli.js';

const temp = () => mkdtempSync(join(tmpdir(), 'xparena-import-runs-'));
const xparena = (args: readonly string[], home: string) => runCli(['--home', home, ...args]);

/** A home with fault runs (a tournament updated last) and an explore/evaluate run whose learning called a model. */
async function sourceHome(): Promise<string> {
  const home = temp();
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: 'explored', kind: 's3gym', spec: { games: ['snake'] }, codeVersion: 'test' });
  for (const { label, record } of learningFixture({ games: ['snake'] }))
    store.commitMatch(record, { runId: 'explored', label });
  const snapshot = { runId: 'explored', game: 'snake', trial: 0, experience: 'history', state: { notes: [] } };
  store.saveExperienceSnapshot({ ...snapshot, checkpoint: 0, hash: 'h0' });
  const usage = { inputTokens: 120, outputTokens: 30, costUsd: 0.5 };
  store.saveExperienceSnapshot({
    ...snapshot,
    checkpoint: 3,
    hash: 'h3',
    learned: { parent: 'h0', usage, exchanges: [{ model: 'test/m', request: {}, text: 'a lesson', usage }] },
  });
  store.finishRun('explored', 'finished');
  await storeFaultRuns(store, 5);
  store.finishRun('tournament-5', 'finished');
  store.close();
  return home;
}

describe('xparena export and import of runs', () => {
  it('brings runs, labels and snapshots to another home, where runs, report latest and rate latest show them', async () => {
    const source = await sourceHome();
    const file = join(temp(), 'all.jsonl');
    const exported = await xparena(['export', '-o', file], source);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(/^exported \d+ record\(s\) of 3 run\(s\) and 2 experience snapshot\(s\) to /);

    const target = temp();
    const imported = await xparena(['import', file], target);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/skipped 0 already stored; added 3 run\(s\), 2 experience snapshot\(s\)\nnext: /);
    const same = async (args: readonly string[]) => {
      const [before, after] = [await xparena(args, source), await xparena(args, target)];
      expect(after.code, args.join(' ')).toBe(0);
      expect(after.stdout, args.join(' ')).toBe(before.stdout);
      return after.stdout;
    };
    expect(await same(['runs'])).toMatch(/tournament-5[\s\S]*episodes-5[\s\S]*explored/);
    const report = await same(['report', 'latest', '--bootstrap', '0', '--no-plots', '--out', join(temp(), 'r')]);
    expect(report).toContain('# Learning report: run explored');
    expect(report).toContain('## Learning cost');
    expect(await same(['rate', 'latest'])).toMatch(/kuhn-poker/);

    // Importing again changes nothing (the one infra match is always written again, as a run would replay it).
    const dump = (home: string) => {
      const store = new Store(join(home, 'xparena.db'), { readonly: true });
      const all = (sql: string) => store.database.prepare(sql).all();
      const rows = [
        all('SELECT * FROM runs ORDER BY id'),
        all('SELECT * FROM run_matches ORDER BY run_id, match_id'),
        all('SELECT * FROM experience_snapshots ORDER BY run_id, trial, checkpoint'),
        all('SELECT match_id AS id, record FROM match_records ORDER BY match_id'),
      ];
      store.close();
      return rows;
    };
    const once = dump(target);
    const again = await xparena(['import', file], target);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^imported 1 record\(s\), skipped \d+ already stored; added 0 run\(s\), 0 experience/);
    expect(dump(target)).toEqual(once);
  }, 120_000);

  it('refuses a file whose run id names a different run in the store: exit 2, one message, nothing written', async () => {
    const source = await sourceHome();
    const file = join(temp(), 'explored.jsonl');
    expect((await xparena(['export', '--run', 'explored', '-o', file], source)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('"experienceSnapshot"');
    const target = temp();
    const store = new Store(join(target, 'xparena.db'));
    store.startRun({ id: 'explored', kind: 'tournament', spec: {}, codeVersion: 'other' });
    store.close();
    const refused = await xparena(['import', file], target);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      /^xparena: cannot import .*explored\.jsonl: it holds 1 run\(s\) whose id names a different run; nothing was imported:\n {2}run explored: the file's \(kind s3gym, .*\) differs from this store's \(kind tournament, .*\)\nimport it into another home \(--home DIR\)\n$/,
    );
    const runs = await xparena(['runs', '--json'], target);
    expect(
      runs.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toMatchObject([{ id: 'explored', kind: 'tournament', matches: 0 }]);
  }, 60_000);
});
