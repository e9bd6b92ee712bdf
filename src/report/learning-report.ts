// A run's learning report as documents: Markdown, HTML and JSON built from the same metrics, tables and figures.
import type { LearningMetrics } from '../measure/learning-metrics.js';
import { type LearningCost, learningCostTable } from './learning-cost.js';
import type { Figure } from './learning-plots.js';
import {
  htmlTable,
  learningIntervalNote,
  learningTables,
  markdownTable,
  type ReportTable,
  trialIntervalNote,
} from './learning-tables.js';
import type { ReportDocuments } from './report-files.js';

/** The report's opening line: what it covers and how each kind of interval is computed. */
function intervalsLine(header: ReportHeader, metrics: LearningMetrics): string {
  return (
    `${header.episodes} explore/evaluate episodes. Curve metrics (y₀, Avg, Max, AUC+, NABA): mean of the trials' ` +
    `own values, ${trialIntervalNote(metrics.level)}. Mean curve, self-judging, coupling and ΔNABA: ` +
    `${learningIntervalNote(metrics)}.`
  );
}

/** What a report is about. */
export interface ReportHeader {
  readonly runId: string;
  readonly episodes: number;
  /** The model calls of the run's learning steps; empty when learning called no model. */
  readonly learning: readonly LearningCost[];
}

/** The report's tables: the metrics', then the learning cost when learning called a model. */
function tables(header: ReportHeader, metrics: LearningMetrics): ReportTable[] {
  return [...learningTables(metrics), ...(header.learning.length > 0 ? [learningCostTable(header.learning)] : [])];
}

/** The report as Markdown; figures are linked by their file names next to it. */
export function learningMarkdown(header: ReportHeader, metrics: LearningMetrics, figures: readonly Figure[]): string {
  const lines = [`# Learning report: run ${header.runId}`, '', intervalsLine(header, metrics), ''];
  for (const table of tables(header, metrics)) lines.push(markdownTable(table));
  if (figures.length > 0) {
    lines.push('## Figures', '');
    for (const figure of figures) lines.push(`![${figure.title}](${figure.name}.svg)`, '');
  }
  return lines.join('\n');
}

/** The report as one HTML page; figures are linked by their file names next to it. */
export function learningHtml(header: ReportHeader, metrics: LearningMetrics, figures: readonly Figure[]): string {
  const sections = tables(header, metrics).map(htmlTable);
  const images = figures.map((figure) => `<figure><img src="${figure.name}.svg" alt="${figure.name}"></figure>`);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>Learning report: run ${header.runId}</title>`,
    '<style>body{font-family:"DejaVu Sans",sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td:nth-child(-n+2),th:nth-child(-n+2){text-align:left}</style>',
    '</head><body>',
    `<h1>Learning report: run ${header.runId}</h1>`,
    `<p>${intervalsLine(header, metrics)}</p>`,
    ...sections,
    figures.length > 0 ? '<h2>Figures</h2>' : '',
    ...images,
    '</body></html>',
    '',
  ].join('\n');
}

/** The report in every format `report` writes. */
export function learningDocuments(
  header: ReportHeader,
  metrics: LearningMetrics,
  figures: readonly Figure[],
): ReportDocuments {
  return {
    title: `Learning report: run ${header.runId}`,
    markdown: learningMarkdown(header, metrics, figures),
    html: () => learningHtml(header, metrics, figures),
    json: () => learningJson(header, metrics, figures),
    tables: tables(header, metrics),
  };
}

/** The report as JSON: the metrics and the figure files. */
export function learningJson(header: ReportHeader, metrics: LearningMetrics, figures: readonly Figure[]): string {
  const finite = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? null : value;
  const files = figures.flatMap((figure) => [`${figure.name}.svg`, `${figure.name}.png`]);
  const learning = header.learning.length > 0 ? { learning: header.learning } : {};
  const document = { run: header.runId, episodes: header.episodes, ...metrics, ...learning, figures: files };
  return `${JSON.stringify(document, finite, 2)}\n`;
}
