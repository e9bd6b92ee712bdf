// One run: its leaderboard or learning curve (or an AAArena run's results, snapshots and ledger), the report plots
// rendered live, and its matches page by page.
import { api } from '../api.js';
import { ArenaRun } from '../components/arena-run.js';
import { HeadToHeadHeatmap } from '../components/head-to-head-heatmap.js';
import { JsonTable } from '../components/json-table.js';
import { LeaderboardTable } from '../components/leaderboard-table.js';
import { LearningCurve } from '../components/learning-curve.js';
import { LoadState } from '../components/load-state.js';
import { MatchesTable } from '../components/matches-table.js';
import { Pager } from '../components/pager.js';
import { RatingTrajectory } from '../components/rating-trajectory.js';
import { VegaPlot } from '../components/vega-plot.js';
import { formatCost, prettyJson } from '../format.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

const pageSize = 50;

/** The run page of `id`, showing matches page `page`. */
export function RunPage({ id, page }: { readonly id: string; readonly page: number }) {
  const detail = useApi((signal) => api.run(id, signal), [id]);
  const matches = useApi((signal) => api.runMatches(id, page * pageSize, pageSize, signal), [id, page]);
  const snapshots = useApi((signal) => api.experience(id, signal), [id]);
  const run = detail.data;
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
          {run.arena ? <ArenaRun runId={id} arena={run.arena} /> : null}
          {run.arenaError ? <p className="note">AAArena results not available: {run.arenaError}</p> : null}
          {snapshots.data && snapshots.data.length > 0 ? (
            <p>
              <a href={routeHref({ type: 'experience', id })}>Experience snapshots ({snapshots.data.length})</a>
            </p>
          ) : null}
          {run.leaderboards && run.leaderboards.length > 0 ? (
            run.leaderboards.map((board) => (
              <div key={board.game} className="game-leaderboard">
                <h2>
                  Leaderboard: {board.game} ({board.matches} scored matches)
                </h2>
                <LeaderboardTable rows={board.leaderboard} />
                <p className="note">{board.intervals}</p>
                <h3>Head to head</h3>
                <HeadToHeadHeatmap headToHead={board.headToHead} />
              </div>
            ))
          ) : (
            <>
              {run.leaderboard ? (
                <>
                  <h2>Leaderboard</h2>
                  <LeaderboardTable rows={run.leaderboard} />
                </>
              ) : null}
              {run.headToHead ? (
                <>
                  <h2>Head to head</h2>
                  <HeadToHeadHeatmap headToHead={run.headToHead} />
                </>
              ) : null}
            </>
          )}
          {run.curve && run.curve.length > 0 ? (
            <>
              <h2>Learning curve (mean over trials)</h2>
              <LearningCurve curve={run.curve} />
              {run.curveIntervals ? <p className="note">{run.curveIntervals}</p> : null}
            </>
          ) : null}
          {run.trajectory && run.trajectory.length > 0 ? (
            <>
              <h2>Rating trajectory</h2>
              <RatingTrajectory trajectory={run.trajectory} anchors={run.anchors} />
            </>
          ) : null}
          {run.learning !== undefined ? (
            <>
              <h2>Learning metrics</h2>
              <details>
                <summary>as `xparena report --format json` gives them</summary>
                <JsonTable value={run.learning} />
              </details>
            </>
          ) : null}
          {run.plots && run.plots.length > 0 ? (
            <>
              <h2>Plots</h2>
              {run.plots.map((plot, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plots come in the report's fixed order
                <VegaPlot key={index} title={plot.title} spec={plot.spec} />
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
          <Pager
            page={page}
            limit={pageSize}
            total={matches.data.total}
            href={(target) => routeHref({ type: 'run', id, page: target })}
          />
        </>
      ) : null}
    </section>
  );
}
