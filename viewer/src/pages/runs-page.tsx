// The runs list: every stored run, newest first, one page at a time; runs ticked here open side by side.
import { useState } from 'react';
import { api } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { NumberedPager } from '../components/pager.js';
import { formatCost, formatPercent } from '../format.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

const pageSize = 50;

/** Id, kind, status, progress, games, agents and cost of each run, linking to the run page. */
export function RunsPage({ page }: { readonly page: number }) {
  const runs = useApi((signal) => api.runs(page * pageSize, pageSize, signal), [page]);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id]));
  return (
    <section>
      <h1>Runs</h1>
      <p>
        <a href={routeHref({ type: 'matches' })}>All stored matches</a>
        {' · '}
        {chosen.length >= 2 ? (
          <a className="compare-link" href={routeHref({ type: 'compare', runs: chosen, by: 'run' })}>
            Compare the {chosen.length} ticked runs
          </a>
        ) : (
          <span className="hint">tick two or more runs to compare them</span>
        )}
      </p>
      <LoadState state={runs} />
      {runs.data ? (
        runs.data.items.length === 0 ? (
          <p>No runs stored yet: try `xparena tournament` or `xparena run s3gym`.</p>
        ) : (
          <>
            <table className="runs">
              <thead>
                <tr>
                  <th>compare</th>
                  <th>run</th>
                  <th>kind</th>
                  <th>status</th>
                  <th>progress</th>
                  <th>games</th>
                  <th>agents</th>
                  <th>cost</th>
                  <th>updated</th>
                </tr>
              </thead>
              <tbody>
                {runs.data.items.map((run) => (
                  <tr key={run.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`compare ${run.id}`}
                        checked={chosen.includes(run.id)}
                        onChange={() => toggle(run.id)}
                      />
                    </td>
                    <td>
                      <a href={routeHref({ type: 'run', id: run.id })}>{run.id}</a>
                    </td>
                    <td>{run.kind}</td>
                    <td>{run.status}</td>
                    <td>
                      {run.planned ? (
                        <>
                          <progress max={run.planned} value={Math.min(run.matches, run.planned)} /> {run.matches}/
                          {run.planned} ({formatPercent(run.matches / run.planned)})
                        </>
                      ) : (
                        `${run.matches} matches`
                      )}
                    </td>
                    <td>{run.games.join(', ')}</td>
                    <td>{run.agents.join(', ')}</td>
                    <td>{formatCost(run.costUsd)}</td>
                    <td>{run.updatedAt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <NumberedPager
              page={page}
              limit={pageSize}
              total={runs.data.total}
              href={(target) => routeHref({ type: 'runs', page: target })}
            />
          </>
        )
      ) : null}
    </section>
  );
}
