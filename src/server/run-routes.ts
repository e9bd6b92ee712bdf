// The viewer's run routes: a page of runs, one run with its measured views, and a page of its matches.
import { Hono } from 'hono';
import type { Store } from '../store/store.js';
import { arenaView } from './arena-view.js';
import { matchFilter, matchPage, matchPageStart } from './match-routes.js';
import { notFound, pageLimit, pageQuery } from './query-params.js';
import type { RunMetrics } from './run-metrics.js';
import type { RunSummaries } from './run-summary.js';
import type { Page, RunDetail, RunSummary } from './viewer-api.js';

/** An AAArena run's views: read from its arena directory under `home`, or why they cannot be (yet). */
function arenaViews(home: string, runId: string, spec: unknown): Pick<RunDetail, 'arena' | 'arenaError'> {
  try {
    return { arena: arenaView(home, runId, spec) };
  } catch (error) {
    return { arenaError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Routes under /api/runs (experience snapshots are in experience-routes, arena snapshots in arena-routes); `home` is
 * the store's home directory, where AAArena runs keep their arena directories.
 */
export function runRoutes(store: Store, summaries: RunSummaries, metrics: RunMetrics, home: string): Hono {
  const app = new Hono();

  app.get('/runs', (c) => {
    const { offset, limit } = pageQuery(c);
    const page = store.pageRuns({ offset, limit });
    const body: Page<RunSummary> = {
      total: page.total,
      offset,
      limit,
      items: page.rows.map((run) => summaries.summary(run)),
    };
    return c.json(body);
  });

  app.get('/runs/:id', async (c) => {
    const id = c.req.param('id');
    const run = store.getRun(id);
    const version = store.runVersion(id);
    if (!run || !version) throw notFound(`no stored run '${id}'`);
    // An AAArena run is measured by its ledgers, not by rating its snapshots' matches as a tournament.
    const measured = run.kind === 'aaarena' ? undefined : await metrics.views(id, version);
    const detail: RunDetail = {
      run: summaries.summary({ ...run, ...version }),
      spec: run.spec,
      ...(measured ? measured.views : arenaViews(home, id, run.spec)),
      ...(measured?.stale ? { stale: true } : {}),
    };
    return c.json(detail);
  });

  app.get('/runs/:id/matches', (c) => {
    const id = c.req.param('id');
    if (!store.getRun(id)) throw notFound(`no stored run '${id}'`);
    return c.json(matchPage(store, { runId: id, limit: pageLimit(c), start: matchPageStart(c), ...matchFilter(c) }));
  });

  return app;
}
