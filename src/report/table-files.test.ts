import { describe, expect, it } from 'vitest';
import type { ReportTable } from './learning-tables.js';
import { reportDocuments } from './report-files.js';
import { csvFileName, csvTable, latexTable, latexTables, latexText } from './table-files.js';

const table: ReportTable = {
  title: 'ΔNABA & friends',
  note: 'Mean of y₀ over 50% of trials; ρ ≤ 1, #2 uses s_i.',
  headers: ['game', 'pathway', 'ΔNABA'],
  rows: [
    ['snake', 'summary − history', '0.25 [-∞, ∞]'],
    ['tetris', 'a "quoted", name', 'n/a'],
  ],
};

describe('report tables as CSV and LaTeX', () => {
  it('writes CSV with RFC 4180 quoting and a file name from the title', () => {
    expect(csvTable(table)).toBe(
      'game,pathway,ΔNABA\r\nsnake,summary − history,"0.25 [-∞, ∞]"\r\ntetris,"a ""quoted"", name",n/a\r\n',
    );
    expect(csvFileName(table, 5)).toBe('table-5-naba-friends.csv');
    expect(csvFileName({ ...table, title: 'Learning curves per trial' }, 2)).toBe(
      'table-2-learning-curves-per-trial.csv',
    );
  });

  it('writes booktabs LaTeX with special characters escaped and symbols in math mode', () => {
    expect(latexText('50% of $x_i & {y}~\\')).toBe('50\\% of \\$x\\_i \\& \\{y\\}\\textasciitilde{}\\textbackslash{}');
    expect(latexText('y₀ − ρ ≤ ∞')).toBe('y$_0$ $-$ $\\rho$ $\\le$ $\\infty$');
    const tex = latexTable(table);
    expect(tex).toContain('\\caption{$\\Delta$NABA \\& friends}');
    expect(tex).toContain('\\begin{tabular}{llr}');
    expect(tex).toContain('snake & summary $-$ history & 0.25 [-$\\infty$, $\\infty$] \\\\');
    expect(tex).toContain('{\\footnotesize Mean of y$_0$ over 50\\% of trials; $\\rho$ $\\le$ 1, \\#2 uses s\\_i.}');
    expect(tex.indexOf('\\toprule')).toBeLessThan(tex.indexOf('\\midrule'));
    expect(latexTable({ ...table, rows: [] })).toBe('% $\\Delta$NABA \\& friends: no data\n');
    expect(latexTables('Report', [table])).toMatch(
      /^% Report: tables written by xparena; needs \\usepackage\{booktabs\}\n/,
    );
  });

  it('writes the chosen format: csv and latex beside the Markdown', () => {
    const report = { title: 'R', markdown: '# R\n', html: () => '<html>', json: () => '{}', tables: [table, table] };
    expect([...reportDocuments('md', report).keys()]).toEqual(['report.md']);
    expect([...reportDocuments('json', report).keys()]).toEqual(['report.json']);
    expect([...reportDocuments('html', report).keys()]).toEqual(['report.html']);
    expect([...reportDocuments('csv', report).keys()]).toEqual([
      'report.md',
      'table-1-naba-friends.csv',
      'table-2-naba-friends.csv',
    ]);
    expect([...reportDocuments('latex', report).keys()]).toEqual(['report.md', 'report.tex']);
  });
});
