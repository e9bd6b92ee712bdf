// A Learn2Play run's report: per-game and aggregate tables of Max, Mean, LG and LS, per-trial scores, behaviour and
// cost, and the learning curves per game plus the aggregate curve, as Markdown, HTML or JSON with SVG/PNG figures.
import type * as vl from 'vega-lite';
import type { Learn2PlayCurvePoint, Learn2PlayMetrics } from '../measure/learn2play-metrics.js';
import type { HumanBaseline } from './human-baselines.js';
import type { LearningCost } from './learning-cost.js';
import { type Figure, renderFigure } from './learning-plots.js';
import { formatEstimate, htmlTable, markdownTable, notApplicable, type ReportTable } from './learning-tables.js';
import type { ReportDocuments } from './report-files.js';
import { fixed } from './table.js';

/** What a report is about. */
export interface Learn2PlayHeader {
  readonly runId: string;
  readonly agent: string;
  readonly experience: string;
  /** The model calls of the run's learning steps, per game; empty when learning called no model. */
  readonly learning: readonly LearningCost[];
  /** People who played the run's games on the viewer's play page (none: no table). */
  readonly humans?: readonly HumanBaseline[];
}

/** How the intervals were computed. */
export function learn2playIntervalNote(metrics: Pick<Learn2PlayMetrics, 'bootstrap' | 'seed' | 'level'>): string {
  return metrics.bootstrap > 0
    ? `${100 * metrics.level}% percentile bootstrap intervals over trials (${metrics.bootstrap} resamples, seed ` +
        `${metrics.seed}; unbounded with fewer than two trials)`
    : 'no intervals (0 resamples)';
}

const definitions =
  'Normalised score = 100 × raw ÷ the reference solver’s raw score on the same (seed, episode); an episode whose ' +
  'reference is ≤ 0, or that has no score, has none and is counted as unnormalised. Max = mean over trials of each ' +
  'trial’s best episode; Mean = mean over trials of each trial’s mean; LG = mean of the last round(E/3) episodes ' +
  'minus the first as many (2 of 5, 3 of 10), per trial, averaged; LS = least-squares slope per episode of the mean ' +
  'curve.';

function recoveriesText(recoveries: { readonly recoveries: number; readonly opportunities: number }): string {
  return `${recoveries.recoveries}/${recoveries.opportunities}`;
}

/** The per-game and aggregate results table (what `xparena run learn2play` prints too). */
export function learn2playResultsTable(metrics: Learn2PlayMetrics): ReportTable {
  const rows = metrics.games.map((game) => [
    game.game,
    game.challenge ? 'challenge ×3' : game.variation,
    String(game.trials),
    String(game.episodes),
    formatEstimate(game.max, 1),
    formatEstimate(game.mean, 1),
    formatEstimate(game.gain, 1),
    formatEstimate(game.slope, 2),
    String(game.unnormalised),
  ]);
  const { aggregate } = metrics;
  rows.push([
    `aggregate (${aggregate.games} games)`,
    'weighted',
    '',
    '',
    formatEstimate(aggregate.max, 1),
    formatEstimate(aggregate.mean, 1),
    formatEstimate(aggregate.gain, 1),
    formatEstimate(aggregate.slope, 2),
    String(metrics.games.reduce((sum, game) => sum + game.unnormalised, 0)),
  ]);
  return {
    title: 'Learn2Play results',
    note: `${definitions} The aggregate weighs challenge games 3×; ${learn2playIntervalNote(metrics)}.`,
    headers: ['game', 'kind', 'trials', 'episodes', 'Max', 'Mean', 'LG', 'LS', 'unnormalised'],
    rows,
  };
}

/** Every table of the report. */
export function learn2playTables(header: Learn2PlayHeader, metrics: Learn2PlayMetrics): ReportTable[] {
  return [
    learn2playResultsTable(metrics),
    ...(header.humans?.length ? [humanBaselineTable(header.humans)] : []),
    {
      title: 'Normalised score per trial',
      note: 'Each trial’s normalised score per episode (- where it has none).',
      headers: ['game', 'trial', 'scores by episode'],
      rows: metrics.games.flatMap((game) =>
        game.perTrial.map((trial) => [
          game.game,
          String(trial.trial),
          trial.scores.map((score) => (score === null ? '-' : fixed(score, 1))).join(' '),
        ]),
      ),
    },
    {
      title: 'Behaviour',
      note:
        'Similarity: mean over consecutive episode pairs of a trial of LCS(actions) ÷ the longer sequence’s length, on ' +
        'fixed games only (1 = the same actions again; n/a: not applicable, a game whose instances vary). Recoveries: episodes worse than the one before that are ' +
        'followed by an episode setting a new best of the trial, out of all such worse episodes.',
      headers: ['game', 'similarity', 'pairs', 'recoveries'],
      rows: [
        ...metrics.games.map((game) => [
          game.game,
          game.similarity ? fixed(game.similarity.value, 2) : notApplicable,
          game.similarity ? String(game.similarity.pairs) : notApplicable,
          recoveriesText(game.recoveries),
        ]),
        [
          'all games',
          metrics.aggregate.similarity ? fixed(metrics.aggregate.similarity.value, 2) : notApplicable,
          metrics.aggregate.similarity ? String(metrics.aggregate.similarity.pairs) : notApplicable,
          recoveriesText(metrics.aggregate.recoveries),
        ],
      ],
    },
    learn2playCostTable(header, metrics),
  ];
}

/** The people who played the run's games on the play page, each as the agent is: per game and over all their games. */
export function humanBaselineTable(humans: readonly HumanBaseline[]): ReportTable {
  const rows = humans.flatMap(({ name, metrics }) => [
    ...metrics.games.map((game) => [
      name,
      game.game,
      String(game.trials),
      String(game.episodes),
      formatEstimate(game.max, 1),
      formatEstimate(game.mean, 1),
      formatEstimate(game.gain, 1),
    ]),
    [
      name,
      `all (${metrics.aggregate.games} games)`,
      '',
      '',
      formatEstimate(metrics.aggregate.max, 1),
      formatEstimate(metrics.aggregate.mean, 1),
      formatEstimate(metrics.aggregate.gain, 1),
    ],
  ]);
  return {
    title: 'Human baselines',
    note:
      'People who played these games on the viewer’s play page (`xparena view` → play; run human-play): each seed a ' +
      'person played is one trial, its episodes in order, normalised by the reference solver on the same (seed, ' +
      'episode) as the agent’s are.',
    headers: ['person', 'game', 'trials', 'episodes', 'Max', 'Mean', 'LG'],
    rows,
  };
}

/** Per game, the mean tokens and dollars per episode of play and of learning. */
export function learn2playCostTable(header: Learn2PlayHeader, metrics: Learn2PlayMetrics): ReportTable {
  const learningOf = (game: string) => header.learning.filter((cost) => cost.game === game);
  return {
    title: 'Cost per episode',
    note: 'Mean tokens and dollars of the agent’s model calls per episode (play), and of learning steps per episode.',
    headers: ['game', 'play tokens', 'play USD', 'learning tokens', 'learning USD'],
    rows: metrics.games.map((game) => {
      const episodes = game.trials * game.episodes;
      const learning = learningOf(game.game);
      const tokens = learning.reduce((sum, cost) => sum + cost.inputTokens + cost.outputTokens, 0);
      const dollars = learning.reduce((sum, cost) => sum + cost.costUsd, 0);
      return [
        game.game,
        fixed(game.tokensPerEpisode, 0),
        fixed(game.dollarsPerEpisode, 4),
        fixed(episodes > 0 ? tokens / episodes : 0, 0),
        fixed(episodes > 0 ? dollars / episodes : 0, 4),
      ];
    }),
  };
}

/** A mean learning curve with its bootstrap band, against episodes. */
export function learn2playCurveSpec(title: string, points: readonly Learn2PlayCurvePoint[]): vl.TopLevelSpec {
  const values = points.map((point) => ({
    episode: point.episode,
    score: Number.isFinite(point.value) ? point.value : null,
    low: Number.isFinite(point.low) ? point.low : null,
    high: Number.isFinite(point.high) ? point.high : null,
  }));
  const x = { field: 'episode', type: 'quantitative', title: 'episode', axis: { tickMinStep: 1 } } as const;
  return {
    title,
    data: { values },
    width: 320,
    height: 200,
    layer: [
      {
        transform: [{ filter: 'isValid(datum.low) && isValid(datum.high)' }],
        mark: { type: 'area', opacity: 0.2 },
        encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } },
      },
      {
        transform: [{ filter: 'isValid(datum.score)' }],
        mark: { type: 'line', point: true },
        encoding: { x, y: { field: 'score', type: 'quantitative', title: 'normalised score (mean over trials)' } },
      },
    ],
    config: { font: 'DejaVu Sans', background: 'white' },
  };
}

/** The curve of every game and the aggregate curve, rendered. */
export async function learn2playFigures(metrics: Learn2PlayMetrics): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const game of metrics.games)
    figures.push(
      await renderFigure(
        `learn2play-${game.game}`,
        learn2playCurveSpec(`${game.game}: normalised score vs episode (95% bootstrap band)`, game.curve),
      ),
    );
  if (metrics.games.length > 0)
    figures.push(
      await renderFigure(
        'learn2play-aggregate',
        learn2playCurveSpec(
          'all games: weighted mean normalised score vs episode (challenge games ×3)',
          metrics.aggregate.curve,
        ),
      ),
    );
  return figures;
}

function title(header: Learn2PlayHeader): string {
  return `Learn2Play report: run ${header.runId} (${header.agent}, ${header.experience} experience)`;
}

/** The report as Markdown; figures are linked by their file names next to it. */
export function learn2playMarkdown(
  header: Learn2PlayHeader,
  metrics: Learn2PlayMetrics,
  figures: readonly Figure[],
): string {
  const lines = [`# ${title(header)}`, ''];
  for (const table of learn2playTables(header, metrics)) lines.push(markdownTable(table));
  if (figures.length > 0) {
    lines.push('## Learning curves', '');
    for (const figure of figures) lines.push(`![${figure.title}](${figure.name}.svg)`, '');
  }
  return lines.join('\n');
}

/** The report as one HTML page. */
export function learn2playHtml(
  header: Learn2PlayHeader,
  metrics: Learn2PlayMetrics,
  figures: readonly Figure[],
): string {
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title(header))}</title>`,
    '<style>body{font-family:"DejaVu Sans",sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}</style>',
    '</head><body>',
    `<h1>${escapeHtml(title(header))}</h1>`,
    ...learn2playTables(header, metrics).map(htmlTable),
    figures.length > 0 ? '<h2>Learning curves</h2>' : '',
    ...figures.map((figure) => `<figure><img src="${figure.name}.svg" alt="${figure.name}"></figure>`),
    '</body></html>',
    '',
  ].join('\n');
}

/** The report in every format `report` writes. */
export function learn2playDocuments(
  header: Learn2PlayHeader,
  metrics: Learn2PlayMetrics,
  figures: readonly Figure[],
): ReportDocuments {
  return {
    title: title(header),
    markdown: learn2playMarkdown(header, metrics, figures),
    html: () => learn2playHtml(header, metrics, figures),
    json: () => learn2playJson(header, metrics, figures),
    tables: learn2playTables(header, metrics),
  };
}

/** The report as JSON: the metrics (non-finite numbers as null) and the figure files. */
export function learn2playJson(
  header: Learn2PlayHeader,
  metrics: Learn2PlayMetrics,
  figures: readonly Figure[],
): string {
  const finite = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? null : value;
  const files = figures.flatMap((figure) => [`${figure.name}.svg`, `${figure.name}.png`]);
  const document = { run: header.runId, agent: header.agent, experience: header.experience, ...metrics };
  const humans = (header.humans ?? []).map(({ name, metrics }) => ({
    name,
    games: metrics.games,
    all: metrics.aggregate,
  }));
  return `${JSON.stringify({ ...document, learning: header.learning, humans, figures: files }, finite, 2)}\n`;
}
