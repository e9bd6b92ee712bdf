// Writing a report to its folder, one way for every kind of run: the figures, and the documents of the chosen format
// (Markdown, HTML or JSON; CSV and LaTeX tables beside the Markdown).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './learning-plots.js';
import type { ReportTable } from './learning-tables.js';
import { csvFileName, csvTable, latexTables } from './table-files.js';

/** What `--format` takes. */
export const reportFormats = ['md', 'html', 'json', 'csv', 'latex'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** A report in the forms its formats need; HTML and JSON are built only when asked for. */
export interface ReportDocuments {
  readonly title: string;
  readonly markdown: string;
  readonly html: () => string;
  readonly json: () => string;
  readonly tables: readonly ReportTable[];
}

/**
 * The documents of `format` by file name: `report.md`, `report.html` or `report.json`; for `csv`, `report.md` and one
 * CSV file per table; for `latex`, `report.md` and `report.tex`.
 */
export function reportDocuments(format: ReportFormat, report: ReportDocuments): Map<string, string> {
  if (format === 'html') return new Map([['report.html', report.html()]]);
  if (format === 'json') return new Map([['report.json', report.json()]]);
  const files = new Map([['report.md', report.markdown]]);
  if (format === 'csv')
    for (const [index, table] of report.tables.entries()) files.set(csvFileName(table, index + 1), csvTable(table));
  if (format === 'latex') files.set('report.tex', latexTables(report.title, report.tables));
  return files;
}

/** What a written report holds: its document files by name, and how many files it wrote with the figures. */
export interface WrittenReport {
  readonly documents: readonly string[];
  readonly files: number;
}

/** Writes each figure as SVG and PNG, then the documents of `format`, to `dir`. */
export function writeReport(
  dir: string,
  format: ReportFormat,
  report: ReportDocuments,
  figures: readonly Figure[],
): WrittenReport {
  for (const figure of figures) {
    writeFileSync(join(dir, `${figure.name}.svg`), figure.svg);
    writeFileSync(join(dir, `${figure.name}.png`), figure.png);
  }
  const documents = reportDocuments(format, report);
  for (const [name, text] of documents) writeFileSync(join(dir, name), text);
  return { documents: [...documents.keys()], files: documents.size + 2 * figures.length };
}
