// The S³Gym paper's tables from learning metrics, as plain data rendered to Markdown or HTML.
import type { Estimate, LearningMetrics } from '../measure/learning-metrics.js';
import { fixed } from './table.js';

/** One report table: a title, a note on what it shows, headers and rows of cell text. */
export interface ReportTable {
  readonly title: string;
  readonly note: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** An estimate as `value [low, high]` (just the value without an interval). */
export function formatEstimate(estimate: Estimate, digits = 2): string {
  const value = fixed(estimate.value, digits);
  if (!Number.isFinite(estimate.low) || !Number.isFinite(estimate.high)) return value;
  return `${value} [${fixed(estimate.low, digits)}, ${fixed(estimate.high, digits)}]`;
}

/** How the intervals of learning metrics were computed: method, resample count and seed. */
export function learningIntervalNote(metrics: Pick<LearningMetrics, 'bootstrap' | 'seed' | 'level'>): string {
  return metrics.bootstrap > 0
    ? `${100 * metrics.level}% intervals: percentile bootstrap over trials and, within each, its episodes; ` +
        `${metrics.bootstrap} resamples, seed ${metrics.seed}`
    : 'no intervals (0 resamples)';
}

/** The curve, self-judging, coupling and ΔNABA tables of a run's metrics. */
export function learningTables(metrics: LearningMetrics): ReportTable[] {
  const interval = metrics.bootstrap > 0 ? `; [${learningIntervalNote(metrics)}]` : '';
  return [
    {
      title: 'Learning curves',
      note: `Evaluation score at checkpoint 0 (y₀), mean over checkpoints (Avg), best checkpoint (Max), area above y₀ (AUC+) and NABA = AUC+ / max(y₀, ε)${interval}.`,
      headers: ['game', 'pathway', 'trials', 'ε', 'y₀', 'Avg', 'Max', 'AUC+', 'NABA'],
      rows: metrics.curves.map((curve) => [
        curve.game,
        curve.pathway,
        String(curve.trials),
        fixed(curve.epsilon, 3),
        formatEstimate(curve.start),
        formatEstimate(curve.avg),
        formatEstimate(curve.max),
        formatEstimate(curve.aucPlus),
        formatEstimate(curve.naba),
      ]),
    },
    {
      title: 'Self-judging reliability',
      note: `Exploration transitions with a self-score s and a verifier reward r: Agreement = mean[1(s>0) = 1(r>0)], NMAE with game-level min–max normalisation, over-confidence P(s>0, r≤0), under-confidence P(s≤0, r>0)${interval}.`,
      headers: ['game', 'pathway', 'transitions', 'Agreement', 'NMAE', 'over-confidence', 'under-confidence'],
      rows: metrics.judging.map((line) => [
        line.game,
        line.pathway,
        String(line.transitions),
        formatEstimate(line.agreement),
        formatEstimate(line.nmae),
        formatEstimate(line.overConfidence),
        formatEstimate(line.underConfidence),
      ]),
    },
    {
      title: 'Judgment–improvement coupling',
      note: `Blocks of exploration between checkpoints: agreement A, calibration error E and normalised gain g of the next checkpoint; Spearman and Pearson ρ, and the mean-gain gap between the top and bottom tertile of blocks${interval}.`,
      headers: [
        'game',
        'pathway',
        'blocks',
        'Spearman ρ(A,g)',
        'Pearson ρ(A,g)',
        'Spearman ρ(−E,g)',
        'Pearson ρ(−E,g)',
        'tertile gap A',
        'tertile gap −E',
      ],
      rows: metrics.coupling.map((line) => [
        line.game,
        line.pathway,
        String(line.blocks),
        formatEstimate(line.spearmanAgreement),
        formatEstimate(line.pearsonAgreement),
        formatEstimate(line.spearmanError),
        formatEstimate(line.pearsonError),
        formatEstimate(line.tertileGapAgreement, 3),
        formatEstimate(line.tertileGapError, 3),
      ]),
    },
    {
      title: 'ΔNABA',
      note: `NABA of one pathway minus another's on the same game (positive: the second pathway gained more)${interval}.`,
      headers: ['game', 'pathways', 'ΔNABA'],
      rows: metrics.deltas.map((line) => [line.game, `${line.to} − ${line.from}`, formatEstimate(line.delta)]),
    },
  ];
}

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** A table as GitHub-flavoured Markdown, with its title and note. */
export function markdownTable(table: ReportTable): string {
  const lines = [`## ${table.title}`, '', table.note, ''];
  if (table.rows.length === 0) return [...lines, '(no data)', ''].join('\n');
  lines.push(`| ${table.headers.map(markdownCell).join(' | ')} |`);
  lines.push(`| ${table.headers.map((_, column) => (column < 2 ? '---' : '---:')).join(' | ')} |`);
  for (const row of table.rows) lines.push(`| ${row.map(markdownCell).join(' | ')} |`);
  return [...lines, ''].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A table as an HTML section. */
export function htmlTable(table: ReportTable): string {
  const head = `<tr>${table.headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('')}</tr>`;
  const body = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<h2>${escapeHtml(table.title)}</h2>\n<p>${escapeHtml(table.note)}</p>\n<table>\n${head}\n${body}\n</table>`;
}
