// AAArena's three plots per repetition, as vega-lite specs (the viewer draws them live, reports render them): the Elo
// of each evaluated snapshot against ladder levels, the budget-slot timeline, and cumulative tokens and dollars.
import type * as vl from 'vega-lite';
import type { Submission } from '../store/ledger-submission.js';
import { parseSmallResult } from './arena-result-schema.js';
import { arenaEvaluations, championOf } from './arena-results.js';
import type { ArenaRepetition, ArenaRunData, LadderEntry } from './arena-run-dir.js';
import { type Figure, renderFigure } from './learning-plots.js';

const config = { font: 'DejaVu Sans', background: 'white' } as const;

/** The x axis of every plot: submissions in ledger order, with room for labels right of the last one. */
function submissionAxis(submissions: readonly Submission[], field = 'seq') {
  const last = submissions.reduce((max, submission) => Math.max(max, submission.seq), 1);
  return {
    field,
    type: 'quantitative',
    title: 'submission (order in the ledger)',
    scale: { domain: [0, last + 1] as number[], nice: false },
    axis: { tickMinStep: 1, format: 'd' },
  } as const;
}

/** The ladder's reference levels: the Elo of ranks 1, 10 and 40 where the pool has them, and of its last rank below 40. */
export function ladderLevels(ladder: readonly LadderEntry[]): { rank: number; elo: number; label: string }[] {
  const last = ladder.length < 40 ? [ladder.length] : [];
  const ranks = [...new Set([1, 10, 40, ...last])].filter((rank) => rank >= 1 && rank <= ladder.length);
  return ranks.flatMap((rank) => {
    const entry = ladder.find((program) => program.rank >= rank);
    return entry ? [{ rank, elo: entry.elo, label: `rank ${entry.rank} (${entry.id}, ${Math.round(entry.elo)})` }] : [];
  });
}

/** (a) Elo of each full-evaluated snapshot in submission order, with its 95% interval, rank label and ladder levels. */
export function arenaEloSpec(
  title: string,
  submissions: readonly Submission[],
  ladder: readonly LadderEntry[],
): vl.TopLevelSpec {
  const evaluations = arenaEvaluations(submissions);
  const champion = championOf(evaluations);
  const values = evaluations.map((evaluation) => ({
    seq: evaluation.seq,
    elo: evaluation.result.elo,
    low: evaluation.result.interval[0],
    high: evaluation.result.interval[1],
    rank: evaluation.result.rank,
    label: `#${evaluation.result.rank}`,
    kind: evaluation.baseline ? 'baseline' : evaluation === champion ? 'champion' : 'snapshot',
    snapshot: evaluation.snapshotId,
  }));
  const levels = ladderLevels(ladder);
  const x = submissionAxis(submissions);
  const y = { field: 'elo', type: 'quantitative', title: 'Elo (fixed-pool fit)', scale: { zero: false } } as const;
  return {
    title,
    width: 480,
    height: 280,
    layer: [
      {
        data: { values: levels },
        mark: { type: 'rule', strokeDash: [4, 4], color: 'gray' },
        encoding: { y },
      },
      {
        data: { values: levels },
        mark: { type: 'text', align: 'left', dx: 4, dy: -5, color: 'gray', fontSize: 10 },
        encoding: { y, x: { value: 0 }, text: { field: 'label', type: 'nominal' } },
      },
      {
        data: { values },
        mark: { type: 'rule', color: '#4c78a8' },
        encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } },
      },
      {
        data: { values },
        mark: { type: 'line', color: '#4c78a8', opacity: 0.4 },
        encoding: { x, y },
      },
      {
        data: { values },
        mark: { type: 'point', filled: true, size: 70 },
        encoding: {
          x,
          y,
          color: {
            field: 'kind',
            type: 'nominal',
            title: 'evaluation',
            scale: { domain: ['baseline', 'snapshot', 'champion'], range: ['#888888', '#4c78a8', '#e4a100'] },
          },
          shape: {
            field: 'kind',
            type: 'nominal',
            scale: { domain: ['baseline', 'snapshot', 'champion'], range: ['square', 'circle', 'diamond'] },
          },
          tooltip: [
            { field: 'seq', type: 'quantitative', title: 'submission' },
            { field: 'snapshot', type: 'nominal' },
            { field: 'elo', type: 'quantitative', format: '.0f' },
            { field: 'low', type: 'quantitative', format: '.0f', title: '95% low' },
            { field: 'high', type: 'quantitative', format: '.0f', title: '95% high' },
            { field: 'rank', type: 'quantitative' },
          ],
        },
      },
      {
        data: { values },
        mark: { type: 'text', dy: -12, fontSize: 10 },
        encoding: { x, y, text: { field: 'label', type: 'nominal' } },
      },
    ],
    config,
  };
}

/** The marks of the budget-slot timeline: each small-match game at its opponent's rank, each full evaluation's rank. */
export function timelineMarks(
  submissions: readonly Submission[],
  ladder: readonly LadderEntry[],
): {
  games: { seq: number; x: number; rank: number; opponent: string; seat: number; outcome: string }[];
  evaluations: { seq: number; rank: number; label: string }[];
  binary: boolean;
} {
  const ranks = new Map(ladder.map((entry) => [entry.id, entry.rank]));
  const games: { seq: number; x: number; rank: number; opponent: string; seat: number; outcome: string }[] = [];
  let binary = false;
  for (const submission of submissions) {
    const result = parseSmallResult(submission.result);
    if (submission.request.kind !== 'small' || !result) continue;
    // The two seats against one opponent sit side by side within the submission's slot.
    const x = (seat: number) => submission.seq + (seat === 0 ? -0.12 : 0.12);
    if (result.feedback === 'binary') {
      binary = true;
      for (const game of result.games)
        games.push({
          seq: submission.seq,
          x: x(game.seat),
          rank: ranks.get(game.opponent) ?? Number.NaN,
          opponent: game.opponent,
          seat: game.seat,
          outcome: game.win ? 'win' : 'non-win',
        });
    } else
      for (const game of result.games)
        games.push({
          seq: submission.seq,
          x: x(game.seat),
          rank: game.opponentRank,
          opponent: game.opponent,
          seat: game.seat,
          outcome: game.outcome,
        });
  }
  const evaluations = arenaEvaluations(submissions).map((evaluation) => ({
    seq: evaluation.seq,
    rank: evaluation.result.rank,
    label: `#${evaluation.result.rank}${evaluation.baseline ? ' (baseline)' : ''}`,
  }));
  return { games: games.filter((game) => Number.isFinite(game.rank)), evaluations, binary };
}

/** (b) The budget-slot timeline: small-match games coloured by result, full evaluations as rank diamonds (rank 1 on top). */
export function arenaTimelineSpec(
  title: string,
  submissions: readonly Submission[],
  ladder: readonly LadderEntry[],
  /** The last submission before the budget extension, marked by a rule (a continued repetition only). */
  extendedAfterSeq: number | null = null,
): vl.TopLevelSpec {
  const { games, evaluations, binary } = timelineMarks(submissions, ladder);
  const y = {
    field: 'rank',
    type: 'quantitative',
    title: 'ladder rank',
    // A candidate below every pool program ranks one past the pool's last.
    scale: { reverse: true, domain: [1, ladder.length + 1] as number[], nice: false },
  } as const;
  const x = submissionAxis(submissions, 'x');
  const slot = submissionAxis(submissions);
  return {
    title,
    width: 480,
    height: 280,
    layer: [
      {
        data: { values: games },
        mark: { type: 'point', filled: true, size: 40, opacity: 0.85 },
        encoding: {
          x,
          y,
          color: {
            field: 'outcome',
            type: 'nominal',
            title: 'small-match game',
            scale: binary
              ? { domain: ['win', 'non-win'], range: ['#2ca02c', '#d62728'] }
              : { domain: ['win', 'draw', 'loss'], range: ['#2ca02c', '#ff9f1c', '#d62728'] },
          },
          tooltip: [
            { field: 'seq', type: 'quantitative', title: 'submission' },
            { field: 'opponent', type: 'nominal' },
            { field: 'rank', type: 'quantitative', title: 'opponent rank' },
            { field: 'seat', type: 'quantitative', title: 'your seat' },
            { field: 'outcome', type: 'nominal' },
          ],
        },
      },
      {
        data: { values: evaluations },
        mark: { type: 'point', shape: 'diamond', filled: true, size: 140, color: 'black' },
        encoding: {
          x: slot,
          y,
          tooltip: [
            { field: 'seq', type: 'quantitative', title: 'submission' },
            { field: 'label', type: 'nominal', title: 'full evaluation rank' },
          ],
        },
      },
      {
        data: { values: evaluations },
        mark: { type: 'text', dx: 12, align: 'left', fontSize: 10 },
        encoding: { x: slot, y, text: { field: 'label', type: 'nominal' } },
      },
      ...(extendedAfterSeq === null
        ? []
        : [
            {
              data: { values: [{ seq: extendedAfterSeq + 0.5, label: 'budget extended' }] },
              mark: { type: 'rule' as const, strokeDash: [6, 3], color: 'gray' },
              encoding: { x: slot, tooltip: [{ field: 'label', type: 'nominal' as const }] },
            },
            {
              data: { values: [{ seq: extendedAfterSeq + 0.5, label: 'budget extended' }] },
              mark: { type: 'text' as const, dx: 4, dy: 8, align: 'left' as const, fontSize: 10, color: 'gray', y: 0 },
              encoding: { x: slot, text: { field: 'label', type: 'nominal' as const } },
            },
          ]),
    ],
    config,
  };
}

/** (c) The developer's cumulative tokens and dollars at each full evaluation; undefined when none recorded usage. */
export function arenaCostSpec(title: string, submissions: readonly Submission[]): vl.TopLevelSpec | undefined {
  const values = arenaEvaluations(submissions).flatMap((evaluation) =>
    evaluation.usage
      ? [
          { seq: evaluation.seq, measure: 'cumulative tokens', value: evaluation.usage.tokens },
          { seq: evaluation.seq, measure: 'cumulative USD', value: evaluation.usage.usd },
        ]
      : [],
  );
  if (values.length === 0) return undefined;
  return {
    title,
    data: { values },
    facet: {
      row: { field: 'measure', type: 'nominal', title: null, sort: ['cumulative tokens', 'cumulative USD'] },
    },
    spec: {
      width: 480,
      height: 120,
      mark: { type: 'line', point: true },
      encoding: { x: submissionAxis(submissions), y: { field: 'value', type: 'quantitative', title: null } },
    },
    resolve: { scale: { y: 'independent' } },
    config,
  };
}

/** The plots of one repetition, named `aaarena-<plot>-rep-<k>`. */
export function repetitionPlotSpecs(
  repetition: ArenaRepetition,
  game: string,
  ladder: readonly LadderEntry[],
): { readonly name: string; readonly spec: vl.TopLevelSpec }[] {
  const { submissions } = repetition.ledger;
  const k = repetition.repetition;
  const of = (what: string) => `${game}, repetition ${k}: ${what}`;
  const cost = arenaCostSpec(of('cumulative tokens and dollars at each full evaluation'), submissions);
  return [
    { name: `aaarena-elo-rep-${k}`, spec: arenaEloSpec(of('Elo of each evaluated snapshot'), submissions, ladder) },
    {
      name: `aaarena-timeline-rep-${k}`,
      spec: arenaTimelineSpec(
        of('budget slots (small-match games, full-evaluation ranks)'),
        submissions,
        ladder,
        repetition.ledger.extended ? (repetition.ledger.extendedAfterSeq ?? 0) : null,
      ),
    },
    ...(cost ? [{ name: `aaarena-cost-rep-${k}`, spec: cost }] : []),
  ];
}

/** Every repetition's plots, unrendered (the viewer embeds them). */
export function arenaPlotSpecs(run: ArenaRunData): { readonly name: string; readonly spec: vl.TopLevelSpec }[] {
  return run.repetitions.flatMap((repetition) => repetitionPlotSpecs(repetition, run.game, run.ladder));
}

/** Every repetition's plots rendered to SVG and PNG. */
export async function arenaFigures(run: ArenaRunData): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { name, spec } of arenaPlotSpecs(run)) figures.push(await renderFigure(name, spec));
  return figures;
}
