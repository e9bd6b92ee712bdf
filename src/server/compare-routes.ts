// The viewer's comparison route: `GET /api/compare?runs=a,b[,…]&by=run&baseline=<label>`.
import { Hono } from 'hono';
import { UsageError } from '../core/usage-error.js';
import type { Store } from '../store/store.js';
import { type ComparisonQuery, comparisonView } from './comparison-view.js';
import { badRequest } from './query-params.js';
import type { ComparisonView } from './viewer-api.js';

/** How a comparison is made: in this thread, or elsewhere (`RunViewsThread`) so requests never wait on it. */
export type CompareRuns = (query: ComparisonQuery) => Promise<ComparisonView>;

/** Routes under /api for comparing runs; a bad query (too few runs, an unknown run or name) is a 400 saying what. */
export function compareRoutes(store: Store, home: string, compare?: CompareRuns): Hono {
  const make: CompareRuns = compare ?? (async (query) => comparisonView(store, home, query));
  const app = new Hono();
  app.get('/compare', async (c) => {
    const runs = (c.req.query('runs') ?? '').split(',').filter((id) => id !== '');
    const baseline = c.req.query('baseline');
    const query: ComparisonQuery = { runs, by: c.req.query('by') ?? 'run', ...(baseline ? { baseline } : {}) };
    try {
      return c.json(await make(query));
    } catch (error) {
      if (error instanceof UsageError) throw badRequest(error.message);
      throw error;
    }
  });
  return app;
}
