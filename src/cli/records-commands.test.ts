// End-to-end tests of `export` and `import` (and JSONL files given to `replay` and `rate`), through the CLI's `main`.
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { storeFaultRuns } from '../store/test-stored-runs.js';
import { runCli } from './test-cli.js';

const temp = () => mkdtempSync(join(tmpdir(), 'xparena-records-'));

const xparena = (args: readonly string[], home: string) => runCli(['--home', home, ...args]);

/** A home holding LLM fault runs (invalid text, late answers, forfeits, retries), made in this process. */
async function faultHome(): Promise<string> {
  const home = temp();
  const store = new Store(join(home, 'xparena.db'));
  await storeFaultRuns(store, 4);
  store.close();
  return home;
}

describe('xparena export and import', () => {
  it('imports an LLM fault run exported from another home, and reports a bad line without losing the others', async () => {
    const source = await faultHome();
    const exported = await xparena(['export'], source);
    expect(exported.code).toBe(0);
    const file = join(temp(), 'runs.jsonl');
    const lines = exported.stdout.split('\n').filter(Boolean);
    // The runs' own lines come first; the others are match records.
    const records = lines.filter((line) => 'formatVersion' in JSON.parse(line)).length;
    expect(lines.length - records).toBe(2);
    appendFileSync(file, `${lines[0]}\n{"formatVersion":1,"id":"x"}\n${lines.slice(1).join('\n')}\n`);

    const target = temp();
    const imported = await xparena(['import', file], target);
    expect(imported.stdout).toContain(`imported ${records} record(s), skipped 0 already stored`);
    expect(imported.stderr).toMatch(/runs\.jsonl line 2 skipped: not a match record: /);
    expect(imported.stderr).toMatch(/1 bad line\(s\) skipped/);
    expect(imported.stderr).not.toMatch(/\n\s+at /);
    expect(imported.code).toBe(2);
    const stored = (home: string) => {
      const store = new Store(join(home, 'xparena.db'));
      const contents = {
        matches: store.listMatches(),
        runs: store
          .listRuns()
          .map((run) => run.id)
          .sort(),
      };
      store.close();
      return contents;
    };
    expect(stored(target)).toEqual(stored(source));

    const verify = await xparena(['replay', file, '--verify'], target);
    expect(verify.stdout.match(/^ok /gm)).toHaveLength(records);
    expect(verify.stderr).toMatch(/line 2 skipped/);
    expect(verify.code).toBe(2);
    const rate = await xparena(['rate', file, '--bootstrap', '0'], target);
    expect(rate.stdout).toMatch(/kuhn-poker/);
    expect(rate.stderr).toMatch(/line 2 skipped/);
    expect(rate.code).toBe(2);
  }, 60_000);

  it('checks the output path before any work: one line naming it, exit 2, no home created', async () => {
    const home = join(temp(), 'home');
    const result = await xparena(['export', '-o', '/nonexistent/dir/x.jsonl'], home);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      "xparena: cannot write --output '/nonexistent/dir/x.jsonl': its folder does not exist; give a file in an existing folder you can write to",
    );
    expect(existsSync(home)).toBe(false);
  });

  it('refuses an unknown run, and exports the latest one', async () => {
    const home = await faultHome();
    const unknown = await xparena(['export', '--run', 'nosuchrun'], home);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trim()).toMatch(/^xparena: no stored run 'nosuchrun' in .*; give a run id .* or 'latest'$/);
    const out = join(temp(), 'latest.jsonl');
    const latest = await xparena(['export', '--run', 'latest', '-o', out], home);
    expect(latest.code).toBe(0);
    const records = readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => 'formatVersion' in line);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.runs[0].id)).size).toBe(1);
  }, 60_000);
});
