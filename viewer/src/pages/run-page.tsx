// One run: an S³Gym run's metrics table and learning curves first, a contest's leaderboard and head-to-head, an
// anchored run's ratings against its frozen anchors (or an AAArena run's results, snapshots and ledger), each with its
// report plot drawn live, then its matches page by page.
import { useEffect, useState } from 'react';
import type { PlotView } from '../../../src/server/viewer-api.js';
import { api } from '../api.js';
import { ArenaRun } from '../components/arena-run.js';
import { LeaderboardTable } from '../components/leaderboard-table.js';
import { LearningMetricsTableView } from '../components/learning-metrics-table.js';
import { LoadState } from '../components/load-state.js';
import { MatchesPager } from '../components/matches-pager.js';
import { MatchesTable } from '../components/matches-table.js';
import { RatingTrajectory } from '../components/rating-trajectory.js';
import { VegaPlot } from '../components/vega-plot.js';
import { formatCost, prettyJson } from '../format.js';
import { type MatchesAt, routeHref } from '../router.js';
import { useApi } from '../use-api.js';

const pageSize = 50;

/** The run page of `id`, showing the page of its matches starting `at`. */
export function RunPage({ id, at }: { readonly id: string; readonly at?: MatchesAt }) {
  // Views the server answers stale (the run grew since it measured them) are asked for again until they are current.
  const [asked, setAsked] = useState(0);
  const detail = useApi((signal) => api.run(id, signal), [id, asked]);
  useEffect(() => {
    if (detail.data?.stale !== true) return;
    const timer = setTimeout(() => setAsked((count) => count + 1), 1000);
    return () => clearTimeout(timer);
  }, [detail.data]);
  const matches = useApi((signal) => api.runMatches(id, at, pageSize, signal), [id, at]);
  const snapshots = useApi((signal) => api.experience(id, signal), [id]);
  const run = detail.data;
  /** The run's plots of `kind` (on `game`, when given). */
  const plotsOf = (kind: PlotView['kind'], game?: string) =>
    (run?.plots ?? []).filter((plot) => plot.kind === kind && (game === undefined || plot.game === game));
  return (
    <section>
      <p>
        <a href={routeHref({ type: 'runs', page: 0 })}>← runs</a>
      </p>
      <h1>Run {id}</h1>
      <LoadState state={detail} />
      {run ? (
        <>
          <p className="run-facts">
            {run.run.kind} · {run.run.status} · {run.run.matches}
            {run.run.planned ? `/${run.run.planned}` : ''} matches · games {run.run.games.join(', ')} · cost{' '}
            {formatCost(run.run.costUsd)} · created {run.run.createdAt}
          </p>
          {run.stale ? <p className="note">The run has grown since these figures were measured; updating…</p> : null}
          {run.arena ? <ArenaRun runId={id} arena={run.arena} /> : null}
          {run.arenaError ? <p className="note">AAArena results not available: {run.arenaError}</p> : null}
          {snapshots.data && snapshots.data.length > 0 ? (
            <p>
              <a href={routeHref({ type: 'experience', id })}>Experience snapshots ({snapshots.data.length})</a>
            </p>
          ) : null}
          {run.learningTable ? (
            <>
              <h2>Learning metrics</h2>
              <LearningMetricsTableView table={run.learningTable} />
            </>
          ) : null}
          {plotsOf('learning-curve').length > 0 ? (
            <>
              <h2>Learning curves</h2>
              {plotsOf('learning-curve').map((plot) => (
                <VegaPlot key={plot.title} title={plot.title} spec={plot.spec} plot={plot.kind} />
              ))}
              {run.curveIntervals ? <p className="note">{run.curveIntervals}</p> : null}
            </>
          ) : null}
          {run.learning !== undefined ? (
            <details className="raw-metrics">
              <summary>All learning metrics as JSON (as `xparena report --format json` gives them)</summary>
              <pre className="json">{prettyJson(run.learning)}</pre>
            </details>
          ) : null}
          {(run.leaderboards ?? []).map((board) => (
            <div key={board.game} className="game-leaderboard">
              <h2>
                Leaderboard: {board.game} ({board.matches} scored matches)
              </h2>
              <LeaderboardTable rows={board.leaderboard} />
              <p className="note">{board.intervals}</p>
              {plotsOf('head-to-head', board.game).map((plot) => (
                <VegaPlot key={plot.title} title={plot.title} spec={plot.spec} fit={false} plot={plot.kind} />
              ))}
            </div>
          ))}
          {run.trajectory && run.trajectory.length > 0 && run.anchors ? (
            <>
              <h2>Ratings against the frozen anchors</h2>
              <RatingTrajectory
                trajectory={run.trajectory}
                anchors={run.anchors}
                plots={plotsOf('rating-trajectory')}
              />
            </>
          ) : null}
          {plotsOf('calibration').length > 0 ? (
            <>
              <h2>Self-judging calibration</h2>
              {plotsOf('calibration').map((plot) => (
                <VegaPlot key={plot.title} title={plot.title} spec={plot.spec} plot={plot.kind} />
              ))}
            </>
          ) : null}
          <details>
            <summary>Spec</summary>
            <pre className="json">{prettyJson(run.spec)}</pre>
          </details>
        </>
      ) : null}
      <h2>Matches</h2>
      <LoadState state={matches} />
      {matches.data ? (
        <>
          <MatchesTable matches={matches.data.items} />
          <MatchesPager page={matches.data} href={(target) => routeHref({ type: 'run', id, at: target })} />
        </>
      ) : null}
    </section>
  );
}
