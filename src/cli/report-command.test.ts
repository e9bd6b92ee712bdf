// End-to-end tests of `xparena report` and `xparena export sft` on a fixture explore/evaluate run in a fresh store.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learningFixture } from '../measure/test-learning-fixture.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

/** `xparena <args>` in this process (runCli), with its store in `home`. */
function xparena(args: readonly string[], home: string) {
  return runCli(args, { XPARENA_HOME: home });
}

/** A home whose store holds the fixture run `fixture` and a run `plain` without explore/evaluate labels. */
function fixtureHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'xparena-report-'));
  const store = new Store(join(home, 'xparena.db'));
  store.startRun({ id: 'plain', kind: 'episodes', spec: {}, codeVersion: 'test' });
  store.startRun({ id: 'fixture', kind: 's3gym', spec: {}, codeVersion: 'test' });
  for (const { label, record } of learningFixture({ games: ['snake'] }))
    store.commitMatch(record, { runId: 'fixture', label });
  store.close();
  return home;
}

describe('xparena report and export sft', () => {
  const home = fixtureHome();

  it('writes the tables and figures of a run and prints the Markdown', async () => {
    const out = join(home, 'out');
    const result = await xparena(['report', 'fixture', '--bootstrap', '50', '--format', 'html', '--out', out], home);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('## Learning curves');
    expect(result.stdout).toMatch(/\| snake \| history \| 2 \|/);
    for (const file of ['report.html', 'learning-snake.svg', 'learning-snake.png', 'calibration-snake.png'])
      expect(existsSync(join(out, file))).toBe(true);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<img src="learning-snake.svg"');
  });

  it('prints JSON and writes to the default folder under the home', async () => {
    const result = await xparena(['report', 'fixture', '--bootstrap', '0', '--format', 'json', '--no-plots'], home);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.run).toBe('fixture');
    expect(report.curves.map((curve: { pathway: string }) => curve.pathway)).toEqual(['history', 'summary']);
    expect(existsSync(join(home, 'reports', 'fixture', 'report.json'))).toBe(true);
  });

  it('writes the tables as CSV files or as LaTeX beside the Markdown', async () => {
    const out = join(home, 'tables');
    const csv = await xparena(
      ['report', 'fixture', '--bootstrap', '0', '--no-plots', '--format', 'csv', '--out', out],
      home,
    );
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain('## Learning curves');
    expect(csv.stderr).toContain('wrote report.md, table-1-learning-curves.csv, table-2-learning-curves-per-trial.csv');
    const curves = readFileSync(join(out, 'table-1-learning-curves.csv'), 'utf8').split('\r\n');
    expect(curves[0]).toBe('game,pathway,trials,ε,y₀,Avg,Max,AUC+,NABA');
    expect(curves[1]).toMatch(/^snake,history,2,/);
    const latex = await xparena(
      ['report', 'fixture', '--bootstrap', '0', '--no-plots', '--format', 'latex', '--out', out],
      home,
    );
    expect(latex.code).toBe(0);
    expect(latex.stderr).toContain('wrote report.md, report.tex and 0 figure file(s)');
    const tex = readFileSync(join(out, 'report.tex'), 'utf8');
    expect(tex).toContain('\\caption{Learning curves}');
    expect(tex).toMatch(/^snake & history & 2 & /m);
    expect(existsSync(join(out, 'report.md'))).toBe(true);
  });

  it('recomputes the report and the SFT export from a .jsonl file of exported records, without a store', async () => {
    const file = join(home, 'fixture.jsonl');
    expect((await xparena(['export', '--run', 'fixture', '-o', file], home)).code).toBe(0);
    const elsewhere = join(home, 'no-such-home');
    const args = ['--bootstrap', '20', '--no-plots', '--format', 'json', '--out', join(home, 'from-file')];
    const [stored, exported] = [
      await xparena(['report', 'fixture', ...args], home),
      await xparena(['report', file, ...args], elsewhere),
    ];
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe(stored.stdout);
    expect(existsSync(elsewhere)).toBe(false);
    const sft = [await xparena(['export', 'sft', 'fixture'], home), await xparena(['export', 'sft', file], elsewhere)];
    expect(sft[1]?.code).toBe(0);
    expect(sft[1]?.stdout).toBe(sft[0]?.stdout);
    expect(sft[1]?.stdout).not.toBe('');

    // A file of another kind of run, or of several runs, says what to give instead.
    const plain = join(home, 'plain.jsonl');
    expect((await xparena(['export', '--run', 'plain', '-o', plain], home)).code).toBe(0);
    const none = await xparena(['report', plain], elsewhere);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(
      /plain\.jsonl holds no explore\/evaluate or Learn2Play run: write one with `xparena export --run <id>/,
    );
    const copy = join(home, 'copy');
    expect((await xparena(['import', file], copy)).code).toBe(0);
    const store = new Store(join(copy, 'xparena.db'));
    store.startRun({ id: 'second', kind: 's3gym', spec: {}, codeVersion: 'test' });
    store.close();
    const both = join(home, 'both.jsonl');
    expect((await xparena(['export', '-o', both], copy)).code).toBe(0);
    const two = await xparena(['export', 'sft', both], elsewhere);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/both\.jsonl holds 2 explore\/evaluate runs \(second, fixture\)/);
  });

  it('rejects bad input with exit code 2', async () => {
    const pdf = await xparena(['report', 'fixture', '--format', 'pdf'], home);
    expect(pdf.code).toBe(2);
    expect(pdf.stderr).toContain("--format must be one of md, html, json, csv, latex, got 'pdf'");
    expect((await xparena(['report', 'nope'], home)).code).toBe(2);
    const plain = await xparena(['report', 'plain'], home);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/no explore\/evaluate episodes/);
    expect((await xparena(['export', 'sft', 'fixture', '--by', 'vibes'], home)).code).toBe(2);
  });

  it('exports well-judged exploration actions as chat JSONL', async () => {
    const file = join(home, 'sft.jsonl');
    const result = await xparena(['export', 'sft', 'fixture', '--threshold', '0', '-o', file], home);
    expect(result.code).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(result.stderr).toContain(`kept ${lines.length} of`);
    const example = JSON.parse(lines[0] as string);
    expect(example.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'user', 'assistant']);
    const byReward = await xparena(['export', 'sft', 'fixture', '--by', 'reward'], home);
    expect(byReward.stdout.trim().split('\n').length).toBeLessThan(lines.length);
    expect((await xparena(['export', '--run', 'fixture'], home)).stdout.trim().split('\n')).toHaveLength(
      1 + 2 * 2 * (9 + 8),
    ); // the run's line, then its records
  });
});
