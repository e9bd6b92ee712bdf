// An AAArena run's report: the results table (per repetition and the median over repetitions) and the plots of each
// repetition, as Markdown, HTML or JSON beside the SVG/PNG figures.
import type { ArenaRepetitionResult, ArenaRunResults } from './arena-results.js';
import type { Figure } from './learning-plots.js';
import { htmlTable, markdownTable, type ReportTable } from './learning-tables.js';
import type { ReportDocuments } from './report-files.js';
import { fixed } from './table.js';

const definitions =
  'Champion = the retained champion: the best official full evaluation over all snapshots, the baseline included ' +
  '(lowest rank, then highest Elo); rank = 1 + pool programs rated strictly above; gold = rank 1. Elo is the ' +
  'fixed-pool fit with its 95% interval. Budgets are used/total units; snapshots counts every stored program ' +
  'version (rejected ones included); tokens and USD are the developer’s cumulative use at its last submission.';

function budgetText(budget: { readonly used: number; readonly total: number }): string {
  return `${budget.used}/${budget.total}`;
}

function repetitionRow(result: ArenaRepetitionResult, continued: boolean): string[] {
  const { champion, baseline } = result;
  const before = result.extension?.champion;
  return [
    String(result.repetition),
    champion ? String(champion.rank) : '-',
    champion ? `${fixed(champion.elo, 0)} [${fixed(champion.interval[0], 0)}, ${fixed(champion.interval[1], 0)}]` : '-',
    result.gold ? 'gold' : '',
    baseline ? `${baseline.rank} (${fixed(baseline.elo, 0)})` : '-',
    ...(continued ? [before ? `${before.rank} (${fixed(before.elo, 0)})` : '-'] : []),
    budgetText(result.budgets.small),
    budgetText(result.budgets.full),
    String(result.snapshots),
    `${result.submissions.completed}/${result.submissions.rejected}/${result.submissions.pending}`,
    result.usage ? String(result.usage.tokens) : '-',
    result.usage ? fixed(result.usage.usd, 2) : '-',
    result.stop ?? '',
  ];
}

/** The results table: one row per repetition, then the median over repetitions and the gold medals. */
export function arenaResultsTable(results: ArenaRunResults): ReportTable {
  const { median } = results;
  // A continued run (AAArena's budget extension) also shows each champion from before the extension.
  const continued = results.repetitions.some((result) => result.extension !== null);
  const rows = results.repetitions.map((result) => repetitionRow(result, continued));
  rows.push([
    `median (${results.repetitions.length})`,
    median ? fixed(median.rank, Number.isInteger(median.rank) ? 0 : 1) : '-',
    median ? fixed(median.elo, 0) : '-',
    `${results.medals} gold`,
    median?.baselineRank != null ? fixed(median.baselineRank, Number.isInteger(median.baselineRank) ? 0 : 1) : '-',
    ...(continued ? [''] : []),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ]);
  return {
    title: `Results: ${results.game}, pool of ${results.repetitions[0]?.poolSize ?? 0} programs`,
    note: definitions,
    headers: [
      'repetition',
      'champion rank',
      'champion Elo [95%]',
      'medal',
      'baseline rank (Elo)',
      ...(continued ? ['before extension: rank (Elo)'] : []),
      'small used',
      'full used',
      'snapshots',
      'completed/rejected/pending',
      'tokens',
      'USD',
      'stop',
    ],
    rows,
  };
}

/** The settings each repetition ran with. */
export function arenaSettingsTable(results: ArenaRunResults): ReportTable {
  return {
    title: 'Settings',
    note: 'As each repetition’s config.json states them.',
    headers: ['repetition', 'developer', 'arm', 'feedback', 'batch'],
    rows: results.repetitions.map((result) => [
      String(result.repetition),
      result.developer ?? '-',
      result.arm ?? '-',
      result.feedback ?? '-',
      result.batch === null ? '-' : String(result.batch),
    ]),
  };
}

function title(results: ArenaRunResults): string {
  return `AAArena report: run ${results.runId} (${results.game})`;
}

/** The report as Markdown; figures are linked by their file names next to it. */
export function arenaMarkdown(results: ArenaRunResults, figures: readonly Figure[]): string {
  const lines = [`# ${title(results)}`, ''];
  lines.push(markdownTable(arenaResultsTable(results)), markdownTable(arenaSettingsTable(results)));
  if (figures.length > 0) {
    lines.push('## Plots', '');
    for (const figure of figures) lines.push(`![${figure.title}](${figure.name}.svg)`, '');
  }
  return lines.join('\n');
}

/** The report as one HTML page. */
export function arenaHtml(results: ArenaRunResults, figures: readonly Figure[]): string {
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title(results))}</title>`,
    '<style>body{font-family:"DejaVu Sans",sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}</style>',
    '</head><body>',
    `<h1>${escapeHtml(title(results))}</h1>`,
    htmlTable(arenaResultsTable(results)),
    htmlTable(arenaSettingsTable(results)),
    figures.length > 0 ? '<h2>Plots</h2>' : '',
    ...figures.map((figure) => `<figure><img src="${figure.name}.svg" alt="${figure.name}"></figure>`),
    '</body></html>',
    '',
  ].join('\n');
}

/** The report in every format `report` writes. */
export function arenaDocuments(results: ArenaRunResults, figures: readonly Figure[]): ReportDocuments {
  return {
    title: title(results),
    markdown: arenaMarkdown(results, figures),
    html: () => arenaHtml(results, figures),
    json: () => arenaJson(results, figures),
    tables: [arenaResultsTable(results), arenaSettingsTable(results)],
  };
}

/** The report as JSON: the results and the figure files (in `dir` when given, else their names). */
export function arenaJson(results: ArenaRunResults, figures: readonly Figure[], dir?: string): string {
  const files = figures.flatMap((figure) => [`${figure.name}.svg`, `${figure.name}.png`]);
  const finite = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? null : value;
  const figurePaths = dir === undefined ? files : files.map((file) => `${dir}/${file}`);
  return `${JSON.stringify({ ...results, figures: figurePaths }, finite, 2)}\n`;
}
