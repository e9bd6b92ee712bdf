// A run's measured views for the viewer, computed with the same functions as `xparena tournament`, `rate` and
// `report`, and cached per run until its match count changes (a 10,000-match run is not re-rated on every reload);
// `xparena view` measures them in a worker thread (run-views-thread.ts).
import { scoreUnit } from '../games/score-unit.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import type { HeadToHeadCell } from '../measure/head-to-head.js';
import { kindLeaderboard } from '../measure/leaderboard.js';
import { learningMetrics } from '../measure/learning-metrics.js';
import { type LabelledRecord, learningTrials } from '../measure/learning-trials.js';
import { summaryKinds } from '../measure/match-kinds.js';
import { parseRatingPool } from '../measure/parse-rating-pool.js';
import type { RatingPool } from '../measure/rating-pool.js';
import { type AgentTotals, addToTotals, figuresOfTotals } from '../report/agent-figures.js';
import { headToHeadSpec } from '../report/head-to-head-figure.js';
import { intervalNote } from '../report/leaderboard-table.js';
import { learningCosts } from '../report/learning-cost.js';
import { learningFigureSpecs } from '../report/learning-plots.js';
import { learningJson } from '../report/learning-report.js';
import { learningIntervalNote } from '../report/learning-tables.js';
import { type Title, titleText } from '../report/plot-title.js';
import { ratingTrajectorySpec } from '../report/rating-trajectory-figure.js';
import type { RunAgentRow, RunResultRow, Store } from '../store/store.js';
import { learningMetricsTable } from './run-learning-table.js';
import type { CurvePoint, GameLeaderboard, HeadToHead, LeaderboardRow, PlotView, RunDetail } from './viewer-api.js';

/** The parts of a RunDetail that are measured from the run's matches. */
export type RunViews = Pick<
  RunDetail,
  | 'leaderboard'
  | 'headToHead'
  | 'leaderboards'
  | 'curve'
  | 'curveIntervals'
  | 'learning'
  | 'learningTable'
  | 'plots'
  | 'trajectory'
  | 'anchors'
>;

/** How a run's views are measured: in this thread, or elsewhere (`RunViewsThread`) so requests never wait on it. */
export type MeasureRun = (runId: string) => Promise<RunViews>;

/**
 * Run views per run id, kept until the run's match count or update time changes. A run that changed since its views
 * were measured gets those views at once, marked stale, while the current ones are measured (stale-while-revalidate);
 * a run measured for the first time waits for its views.
 */
export class RunMetrics {
  private readonly cache = new Map<string, { key: string; views: RunViews }>();
  private readonly pending = new Map<string, { key: string; done: Promise<RunViews> }>();
  private readonly measure: MeasureRun;

  constructor(store: Store, measure?: MeasureRun) {
    this.measure = measure ?? (async (runId) => runViews(runId, store));
  }

  /** The views of run `runId`, whose current version (match count, update time) is given, and whether they are older. */
  async views(
    runId: string,
    version: { matches: number; updatedAt: string },
  ): Promise<{ readonly views: RunViews; readonly stale: boolean }> {
    const key = `${version.matches}:${version.updatedAt}`;
    const cached = this.cache.get(runId);
    if (cached?.key === key) return { views: cached.views, stale: false };
    const measuring = this.refresh(runId, key);
    if (!cached) return { views: await measuring, stale: false };
    // A failure shows when the page asks again (the stale views are answered meanwhile).
    measuring.catch(() => {});
    return { views: cached.views, stale: true };
  }

  /** Measures run `runId` at version `key`, once however many requests ask meanwhile. */
  private refresh(runId: string, key: string): Promise<RunViews> {
    const pending = this.pending.get(runId);
    if (pending?.key === key) return pending.done;
    const done = this.measure(runId)
      .then((views) => {
        this.cache.set(runId, { key, views });
        return views;
      })
      .finally(() => {
        if (this.pending.get(runId)?.done === done) this.pending.delete(runId);
      });
    this.pending.set(runId, { key, done });
    return done;
  }
}

/** A plot of `kind` on `game`, titled as its spec is. */
function plotView(kind: PlotView['kind'], game: string, spec: { readonly title?: Title }): PlotView {
  return { kind, game, title: titleText(spec.title) || `${kind} ${game}`, spec };
}

/**
 * Leaderboards for the multi-seat contests of a run (not its anchored games: frozen anchors are not re-rated), learning
 * curves and metrics for its explore/evaluate episodes, the rating trajectory of an anchored run.
 */
export function runViews(runId: string, store: Store): RunViews {
  const labelled: LabelledRecord[] = [];
  for (const { label, record } of store.protocolRecords(runId, 'explore-evaluate'))
    if (label?.type === 'episode') labelled.push({ label, record });
  // Contests: matches of two seats or more that are neither episodes nor games against frozen anchors.
  const contest = (row: { protocol: string }) => row.protocol !== 'explore-evaluate' && row.protocol !== 'anchored';
  const results = store.runResults(runId);
  const rated = gameLeaderboards(
    results.filter((row) => row.seats.length >= 2 && contest(row)),
    store.runAgents(runId).filter((row) => row.players >= 2 && contest(row)),
  );
  const boards = rated.map(({ board }) => board);
  const plots: PlotView[] = rated.map(({ board, cells }) =>
    plotView('head-to-head', board.game, headToHeadSpec(board.game, board.headToHead.agents, cells)),
  );
  const views: {
    -readonly [K in keyof RunViews]: RunViews[K];
  } = {};
  const [first] = boards;
  if (first) {
    views.leaderboard = first.leaderboard;
    views.headToHead = first.headToHead;
    views.leaderboards = boards;
  }
  if (labelled.length > 0) {
    const trials = learningTrials(labelled);
    // The same resamples and seed as `xparena report`, so both show the same intervals.
    const metrics = learningMetrics(trials, { scoreUnit, bootstrap: DEFAULT_RESAMPLES, seed: DEFAULT_RESAMPLE_SEED });
    const agents = new Map<string, string>();
    for (const { label, record } of labelled) {
      const key = JSON.stringify([label.game, label.pathway]);
      if (!agents.has(key)) agents.set(key, record.seats[0]?.agent ?? label.pathway);
    }
    views.curve = metrics.curves.flatMap((curve) =>
      curve.points.map(
        (point): CurvePoint => ({
          game: curve.game,
          agent: agents.get(JSON.stringify([curve.game, curve.pathway])) ?? curve.pathway,
          checkpoint: point.checkpoint,
          mean: point.score,
          low: Number.isFinite(point.low) ? point.low : point.score,
          high: Number.isFinite(point.high) ? point.high : point.score,
        }),
      ),
    );
    const learning = learningCosts(store.listExperienceSnapshotInfo(runId));
    views.learning = JSON.parse(learningJson({ runId, episodes: labelled.length, learning }, metrics, []));
    views.curveIntervals = learningIntervalNote(metrics);
    views.learningTable = learningMetricsTable(metrics);
    for (const { name, spec } of learningFigureSpecs(metrics.curves, trials)) {
      const [kind, game] = name.startsWith('learning-')
        ? (['learning-curve', name.slice('learning-'.length)] as const)
        : (['calibration', name.slice('calibration-'.length)] as const);
      plots.push(plotView(kind, game, spec));
    }
  }
  const trajectory = store.listRoundRatings(runId);
  const pool = anchorPool(store.getRun(runId)?.spec);
  if (trajectory.length > 0 && pool) {
    // Stored rounds are 0-based; every view numbers them from 1, as `xparena evolve` prints them.
    views.trajectory = trajectory.map((point) => ({ ...point, round: point.round + 1 }));
    views.anchors = pool.ratings;
    const game = results[0]?.game ?? '';
    plots.push(plotView('rating-trajectory', game, ratingTrajectorySpec(game, trajectory, pool)));
  }
  if (plots.length > 0) views.plots = plots;
  return views;
}

/** The frozen anchor pool an anchored run's spec carries (`xparena evolve`), or undefined for other runs. */
function anchorPool(spec: unknown): RatingPool | undefined {
  const anchors = (spec as { anchors?: unknown } | undefined)?.anchors;
  try {
    return anchors === undefined ? undefined : parseRatingPool(anchors, 'the run spec');
  } catch {
    return undefined;
  }
}

/**
 * One leaderboard per game with scored two-seat matches, games in name order, rated as `xparena tournament` does by
 * default (Glicko-2, one period, rating ± 1.96 RD), from a run's counted results and its agents' summed figures,
 * with the head-to-head cells its heatmap draws.
 */
export function gameLeaderboards(
  results: readonly RunResultRow[],
  agents: readonly RunAgentRow[],
): { readonly board: GameLeaderboard; readonly cells: readonly HeadToHeadCell[] }[] {
  const games = [...new Set(results.map((row) => row.game))].sort();
  const boards: { board: GameLeaderboard; cells: readonly HeadToHeadCell[] }[] = [];
  for (const game of games) {
    const board = kindLeaderboard(summaryKinds(results.filter((row) => row.game === game)), { type: 'glicko2' }, false);
    if (board.lines.length === 0) continue;
    const totals = new Map<string, AgentTotals>();
    for (const row of agents) if (row.game === game) addToTotals(totals, row.agent, row.games, row);
    const figures = new Map(figuresOfTotals(totals).map((line) => [line.agent, line]));
    const rows = board.lines.map((line): LeaderboardRow => {
      const figure = figures.get(line.agent);
      const invalidRate = figure?.invalidRate ?? 0;
      return {
        agent: line.agent,
        rating: line.rating,
        ...(line.deviation === undefined ? {} : { deviation: line.deviation }),
        // Glicko-2 rates every agent, so every line has its interval.
        interval: [line.interval?.low ?? Number.NaN, line.interval?.high ?? Number.NaN],
        wins: line.wins,
        draws: line.draws,
        losses: line.losses,
        winRate: line.winRate,
        invalidRate: Number.isNaN(invalidRate) ? 0 : invalidRate,
        toolCallsPerGame: figure?.toolCallsPerGame ?? 0,
        tokensPerGame: figure?.tokensPerGame ?? 0,
        costPerGame: figure?.costPerGame ?? 0,
      };
    });
    const order = rows.map((row) => row.agent);
    const cells = new Map(board.headToHead.map((cell) => [JSON.stringify([cell.agent, cell.opponent]), cell]));
    const cell = (agent: string, opponent: string) => cells.get(JSON.stringify([agent, opponent]));
    const headToHead: HeadToHead = {
      agents: order,
      rate: order.map((agent) => order.map((opponent) => cell(agent, opponent)?.winRate ?? null)),
      games: order.map((agent) => order.map((opponent) => cell(agent, opponent)?.games ?? 0)),
      interval: order.map((agent) =>
        order.map((opponent) => {
          const found = cell(agent, opponent);
          return found ? ([found.low, found.high] as const) : null;
        }),
      ),
    };
    boards.push({
      board: { game, matches: board.matches, intervals: intervalNote(board.intervals), leaderboard: rows, headToHead },
      cells: board.headToHead,
    });
  }
  return boards;
}
