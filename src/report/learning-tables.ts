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

/** An estimate as `value [low, high]`: just the value without an interval (NaN bounds), `±∞` for unbounded ends. */
export function formatEstimate(estimate: Estimate, digits = 2): string {
  const value = fixed(estimate.value, digits);
  if (Number.isNaN(estimate.low) || Number.isNaN(estimate.high)) return value;
  const bound = (x: number) =>
    x === Number.POSITIVE_INFINITY ? '∞' : x === Number.NEGATIVE_INFINITY ? '-∞' : fixed(x, digits);
  return `${value} [${bound(estimate.low)}, ${bound(estimate.high)}]`;
}

/** The cell of a metric that does not apply to a row (explained by the table's footnote). */
export const notApplicable = 'n/a';

/** The footnote of a table with `n/a` cells, saying why they do not apply. */
function footnote(rows: readonly (readonly string[])[], why: string): string {
  return rows.some((row) => row.includes(notApplicable)) ? ` n/a: not applicable, ${why}.` : '';
}

/** The metric cells of a row, or `n/a` for each when the metrics do not apply to it. */
function applicable(applies: boolean, cells: readonly string[]): string[] {
  return applies ? [...cells] : cells.map(() => notApplicable);
}

/** How the curve metrics' intervals are computed: Student's t over the trials' own values. */
export function trialIntervalNote(level: number): string {
  return `${100 * level}% Student-t intervals over trials (unbounded with one trial or no spread between trials)`;
}

/** How the intervals of learning metrics were computed: method, resample count and seed. */
export function learningIntervalNote(metrics: Pick<LearningMetrics, 'bootstrap' | 'seed' | 'level'>): string {
  return metrics.bootstrap > 0
    ? `${100 * metrics.level}% intervals: percentile bootstrap over trials and, within each, its episodes; ` +
        `${metrics.bootstrap} resamples, seed ${metrics.seed}`
    : 'no intervals (0 resamples)';
}

/** The curve, per-trial, self-judging, coupling and ΔNABA tables of a run's metrics. */
export function learningTables(metrics: LearningMetrics): ReportTable[] {
  const interval = metrics.bootstrap > 0 ? `; [${learningIntervalNote(metrics)}]` : '';
  // Self-judging and coupling need self-scores: rows of agents that give none say so instead of showing numbers.
  const judgingRows = metrics.judging.map((line) => [
    line.game,
    line.pathway,
    String(line.transitions),
    ...applicable(line.transitions > 0, [
      formatEstimate(line.agreement),
      formatEstimate(line.nmae),
      formatEstimate(line.overConfidence),
      formatEstimate(line.underConfidence),
    ]),
  ]);
  const couplingRows = metrics.coupling.map((line) => [
    line.game,
    line.pathway,
    String(line.blocks),
    ...applicable(line.blocks > 0, [
      formatEstimate(line.spearmanAgreement),
      formatEstimate(line.pearsonAgreement),
      formatEstimate(line.spearmanError),
      formatEstimate(line.pearsonError),
      formatEstimate(line.tertileGapAgreement, 3),
      formatEstimate(line.tertileGapError, 3),
    ]),
  ]);
  return [
    {
      title: 'Learning curves',
      note:
        'Each trial is one run of the protocol: its own curve gives its evaluation score at checkpoint 0 (y₀), mean ' +
        'over checkpoints (Avg), best checkpoint (Max), area above y₀ (AUC+) and NABA = AUC+ / max(y₀, ε). Each cell is ' +
        `the mean of the trials' values [${trialIntervalNote(metrics.level)}]; per-trial values below.`,
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
      title: 'Learning curves per trial',
      note: 'y₀, Avg, Max, AUC+ and NABA of each trial’s own curve (mean evaluation score per checkpoint).',
      headers: ['game', 'pathway', 'trial', 'y₀', 'Avg', 'Max', 'AUC+', 'NABA'],
      rows: metrics.curves.flatMap((curve) =>
        curve.perTrial.map((trial) => [
          curve.game,
          curve.pathway,
          String(trial.trial),
          fixed(trial.start),
          fixed(trial.avg),
          fixed(trial.max),
          fixed(trial.aucPlus),
          fixed(trial.naba),
        ]),
      ),
    },
    {
      title: 'Self-judging reliability',
      note:
        `Exploration transitions with a self-score s and a verifier reward r: Agreement = mean[1(s>0) = 1(r>0)], NMAE = mean |norm(s) − norm(r)| with s and r each min–max normalised over its own game-level range, over-confidence P(s>0, r≤0), under-confidence P(s≤0, r>0)${interval}.` +
        footnote(judgingRows, 'no exploration transition of the pathway carries a self-score (its agent gives none)'),
      headers: ['game', 'pathway', 'transitions', 'Agreement', 'NMAE', 'over-confidence', 'under-confidence'],
      rows: judgingRows,
    },
    {
      title: 'Judgment–improvement coupling',
      note:
        `Blocks of exploration between checkpoints: agreement A, calibration error E and normalised gain g of the next checkpoint; Spearman and Pearson ρ, and the mean-gain gap between the top and bottom tertile of blocks${interval}.` +
        footnote(couplingRows, 'no block of exploration between two checkpoints carries a self-score'),
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
      rows: couplingRows,
    },
    {
      title: 'ΔNABA',
      note: `Mean per-trial NABA of one pathway minus another's on the same game (positive: the second pathway gained more)${interval}.`,
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
