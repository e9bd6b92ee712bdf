// Runs side by side (`#/compare?runs=a,b&by=run`): `xparena compare`'s tables and figures, with the choice of what
// names each run.
import { api } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { VegaPlot } from '../components/vega-plot.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

/** What can name a run, as `xparena compare --by` takes it. */
const bys = ['run', 'model', 'experience', 'harness', 'deck', 'arm'] as const;

export function ComparePage({ runs, by }: { readonly runs: readonly string[]; readonly by: string }) {
  const view = useApi((signal) => api.compare(runs, by, signal), [runs.join(','), by]);
  return (
    <section>
      <h1>Comparing {runs.length} runs</h1>
      <p>
        Name each run by{' '}
        <select
          aria-label="name runs by"
          value={by}
          onChange={(event) => {
            window.location.hash = routeHref({ type: 'compare', runs, by: event.target.value });
          }}
        >
          {bys.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>{' '}
        · the same as{' '}
        <code>
          xparena compare {runs.join(' ')} --by {by}
        </code>{' '}
        (with {view.data?.bootstrap ?? '…'} resamples here, 1,000 there)
      </p>
      <LoadState state={view} />
      {view.data ? (
        <>
          {view.data.tables.map((table) => (
            <div key={table.title} className="comparison-table">
              <h2>{table.title}</h2>
              {table.rows.length === 0 && table.empty ? (
                <p>{table.empty}</p>
              ) : (
                <table>
                  <thead>
                    <tr>
                      {table.headers.map((header, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: headers repeat (run, run) and never reorder
                        <th key={index}>{header}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one answer
                      <tr key={index}>
                        {row.map((cell, column) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed for one answer
                          <td key={column}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          ))}
          {view.data.plots.map((plot) => (
            <VegaPlot key={plot.name} title={plot.name} spec={plot.spec} plot={plot.name} />
          ))}
        </>
      ) : null}
    </section>
  );
}
