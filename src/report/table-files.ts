// Report tables for other tools: CSV (RFC 4180, one file per table, for spreadsheets and pandas) and LaTeX (booktabs
// tables with captions, to \input into a paper).
import type { ReportTable } from './learning-tables.js';

function csvField(text: string): string {
  return /[",\n\r]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV: the header row, then one line per row, each cell as the report prints it. */
export function csvTable(table: ReportTable): string {
  return [table.headers, ...table.rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The file name of the `index`th table (from 1) as CSV: `table-<index>-<title's ASCII words>.csv`. */
export function csvFileName(table: ReportTable, index: number): string {
  const words = table.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `table-${index}${words ? `-${words}` : ''}.csv`;
}

/** LaTeX's special characters, escaped. */
const latexSpecials: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** The symbols the report tables use, as LaTeX that pdfLaTeX typesets without extra packages. */
const latexSymbols: Readonly<Record<string, string>> = {
  ε: '$\\varepsilon$',
  ρ: '$\\rho$',
  Δ: '$\\Delta$',
  '−': '$-$',
  '∞': '$\\infty$',
  '₀': '$_0$',
  '½': '$\\frac{1}{2}$',
  '≤': '$\\le$',
  '≥': '$\\ge$',
  '×': '$\\times$',
  '÷': '$\\div$',
  '–': '--',
  '’': "'",
  '³': '$^3$',
  '±': '$\\pm$',
};

/** Text as LaTeX: special characters escaped, the tables' symbols in math mode. */
export function latexText(text: string): string {
  return [...text].map((char) => latexSpecials[char] ?? latexSymbols[char] ?? char).join('');
}

/** A table as a LaTeX `table` with booktabs rules, its title as caption and its note under it. */
export function latexTable(table: ReportTable): string {
  if (table.rows.length === 0) return `% ${latexText(table.title)}: no data\n`;
  const align = table.headers.map((_, column) => (column < 2 ? 'l' : 'r')).join('');
  const line = (cells: readonly string[]) => `${cells.map(latexText).join(' & ')} \\\\`;
  return [
    '\\begin{table}[ht]',
    '\\centering',
    `\\caption{${latexText(table.title)}}`,
    `\\begin{tabular}{${align}}`,
    '\\toprule',
    line(table.headers),
    '\\midrule',
    ...table.rows.map(line),
    '\\bottomrule',
    '\\end{tabular}',
    `\\par\\smallskip{\\footnotesize ${latexText(table.note)}}`,
    '\\end{table}',
    '',
  ].join('\n');
}

/** The tables of a report as one LaTeX file to \input (it needs `\usepackage{booktabs}`). */
export function latexTables(title: string, tables: readonly ReportTable[]): string {
  return [
    `% ${latexText(title)}: tables written by xparena; needs \\usepackage{booktabs}`,
    '',
    ...tables.map(latexTable),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
