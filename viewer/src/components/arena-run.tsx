// An AAArena run on its run page: the report's results table, then per repetition its plots, its snapshots (each
// with the code diff against its parent) and its ledger, whose small matches link to their stored games.
import { useState } from 'react';
import type { ArenaRepetitionView, ArenaView, TableView } from '../../../src/server/viewer-api.js';
import { formatNumber, prettyJson, shortJson } from '../format.js';
import { routeHref } from '../router.js';
import { SnapshotDiff } from './snapshot-diff.js';
import { VegaPlot } from './vega-plot.js';

/** A table as `xparena report` prints it. */
function ReportTableView({ table, className }: { readonly table: TableView; readonly className: string }) {
  return (
    <>
      <table className={className}>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the headers
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="note">{table.note}</p>
    </>
  );
}

const short = (id: string) => id.slice(0, 10);

function Repetition({ runId, view }: { readonly runId: string; readonly view: ArenaRepetitionView }) {
  const [selected, setSelected] = useState<string>();
  const { repetition } = view;
  return (
    <section className="arena-repetition" data-repetition={repetition}>
      <h2>Repetition {repetition}</h2>
      <p className="run-facts">{shortJson(view.config, 200)}</p>
      {view.plots.map((plot) => (
        <VegaPlot key={plot.title} title={plot.title} spec={plot.spec} />
      ))}
      <h3>Snapshots ({view.snapshots.length})</h3>
      <table className="arena-snapshots">
        <thead>
          <tr>
            <th>snapshot</th>
            <th>parent</th>
            <th>created</th>
            <th>files</th>
            <th>bytes</th>
            <th>submissions</th>
            <th>best evaluation</th>
            <th>diff</th>
          </tr>
        </thead>
        <tbody>
          {view.snapshots.map((snapshot) => (
            <tr key={snapshot.id} className={snapshot.id === selected ? 'selected' : undefined}>
              <td>
                <code title={snapshot.id}>{short(snapshot.id)}</code>
                {snapshot.champion ? ' ★ champion' : ''}
              </td>
              <td>{snapshot.parent ? <code title={snapshot.parent}>{short(snapshot.parent)}</code> : 'starter'}</td>
              <td>{snapshot.createdAt}</td>
              <td>{snapshot.files}</td>
              <td>{snapshot.bytes}</td>
              <td>{snapshot.submissions.join(', ')}</td>
              <td>
                {snapshot.evaluation
                  ? `rank ${snapshot.evaluation.rank}, Elo ${formatNumber(snapshot.evaluation.elo, 0)}`
                  : ''}
              </td>
              <td>
                <button type="button" onClick={() => setSelected(snapshot.id === selected ? undefined : snapshot.id)}>
                  {snapshot.id === selected ? 'hide' : 'diff'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected ? <SnapshotDiff runId={runId} repetition={repetition} snapshot={selected} /> : null}
      <h3>Ledger ({view.ledger.length} submissions)</h3>
      <table className="arena-ledger">
        <thead>
          <tr>
            <th>seq</th>
            <th>kind</th>
            <th>opponents</th>
            <th>cost</th>
            <th>state</th>
            <th>snapshot</th>
            <th>result</th>
            <th>delivered</th>
            <th>matches</th>
          </tr>
        </thead>
        <tbody>
          {view.ledger.map((row) => (
            <tr key={row.id} className={`state-${row.state}`}>
              <td title={row.id}>{row.seq}</td>
              <td>{row.kind === 'full' ? (row.baseline ? 'full (baseline)' : 'full') : 'small'}</td>
              <td>{row.kind === 'small' ? row.opponents.join(', ') : 'whole pool'}</td>
              <td>{row.cost}</td>
              <td>{row.state}</td>
              <td>
                <code title={row.snapshotId}>{short(row.snapshotId)}</code>
              </td>
              <td>
                {row.summary}
                {row.result !== null ? (
                  <details>
                    <summary>result</summary>
                    <pre className="json">{prettyJson(row.result)}</pre>
                  </details>
                ) : null}
              </td>
              <td>{row.deliveredAt ?? 'not yet'}</td>
              <td className="arena-matches">
                {row.matches.map((match, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one link per game, in the result's order
                  <a key={`${match}-${index}`} href={routeHref({ type: 'match', id: match, step: 0 })} title={match}>
                    {index + 1}
                  </a>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The arena part of an AAArena run's page. */
export function ArenaRun({ runId, arena }: { readonly runId: string; readonly arena: ArenaView }) {
  return (
    <div className="arena-run">
      <h2>{arena.table.title}</h2>
      <ReportTableView table={arena.table} className="arena-results" />
      {arena.repetitions.map((view) => (
        <Repetition key={view.repetition} runId={runId} view={view} />
      ))}
    </div>
  );
}
