// The comparison the viewer shows for a set of runs (`GET /api/compare`): the same tables and figures as
// `xparena compare`, measured off the request thread like a run's views.
import { UsageError } from '../core/usage-error.js';
import { type CompareBy, compareBys, comparedRun, runLabel } from '../report/compared-run.js';
import { comparisonFigureSpecs } from '../report/comparison-figures.js';
import { compareRuns } from '../report/run-comparison.js';
import { runComparisonTables } from '../report/run-comparison-text.js';
import type { Store } from '../store/store.js';
import type { ComparisonView } from './viewer-api.js';

/** What to compare: run ids (two or more), what names them, and the baseline's label. */
export interface ComparisonQuery {
  readonly runs: readonly string[];
  readonly by: string;
  readonly baseline?: string;
}

/** Bootstrap resamples of the viewer's intervals: enough for a page, fewer than the CLI's 1,000. */
export const viewerResamples = 200;

/**
 * The comparison of the query's runs; throws UsageError (the API's 400) for fewer than two runs, an unknown run or
 * `by`, labels that coincide, or an unknown baseline.
 */
export function comparisonView(store: Store, home: string, query: ComparisonQuery): ComparisonView {
  const ids = [...new Set(query.runs)];
  if (ids.length < 2) throw new UsageError('give at least two different runs to compare');
  if (!(compareBys as readonly string[]).includes(query.by))
    throw new UsageError(`by must be one of ${compareBys.join(', ')}, not '${query.by}'`);
  const by = query.by as CompareBy;
  const runs = ids.map((id) => {
    const row = store.getRun(id);
    if (!row) throw new UsageError(`no stored run '${id}'`);
    return comparedRun(store, id, runLabel(row, by), home);
  });
  const labels = runs.map((run) => run.label);
  const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
  if (repeated !== undefined)
    throw new UsageError(`two runs are both '${repeated}' by ${by}: choose another way to name them`);
  if (query.baseline !== undefined && !labels.includes(query.baseline))
    throw new UsageError(`baseline ${query.baseline} is not one of ${labels.join(', ')}`);
  const comparison = compareRuns(runs, {
    ...(query.baseline === undefined ? {} : { baseline: query.baseline }),
    bootstrap: viewerResamples,
  });
  return {
    runs: comparison.runs,
    baseline: comparison.baseline,
    bootstrap: comparison.bootstrap,
    tables: runComparisonTables(comparison),
    plots: comparisonFigureSpecs(comparison, 'compare', 'run').map(({ name, spec }) => ({ name, spec })),
  };
}
