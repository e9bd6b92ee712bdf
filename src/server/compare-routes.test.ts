// `GET /api/compare`: two stored tournaments side by side, in the request's thread and in the worker thread the
// served viewer uses (the same answer), and a bad query as a 400 that says what was wrong.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { roundRobin } from '../protocols/round-robin.js';
import { runMatches } from '../runner/run-matches.js';
import { Store } from '../store/store.js';
import { RunViewsThread } from './run-views-thread.js';
import type { ComparisonView } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

const home = mkdtempSync(join(tmpdir(), 'xparena-compare-routes-'));
const path = join(home, 'xparena.db');
const kuhn = findGame('kuhn-poker');

beforeAll(async () => {
  const store = new Store(path);
  for (const hands of [1, 10]) {
    const spec = {
      game: 'kuhn-poker',
      params: { ...resolveParams(kuhn.game, 'match'), hands },
      agents: ['random', 'heuristic'],
    };
    const runId = `tournament-hands-${hands}`;
    store.startRun({ id: runId, kind: 'tournament', spec, codeVersion: '0' });
    const jobs = roundRobin({
      module: kuhn,
      params: spec.params,
      agents: spec.agents,
      gamesPerPair: 4,
      swapSeats: true,
      seed: 0,
    });
    await runMatches(jobs, { store, runId });
    store.finishRun(runId, 'finished');
  }
  store.close();
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('GET /api/compare', () => {
  it('answers the tables and figures of xparena compare, the same in a worker thread, and 400 for a bad query', async () => {
    const store = new Store(path, { readonly: true });
    const thread = new RunViewsThread(path);
    try {
      const app = createViewerApp(store, { home });
      const response = await app.request('/api/compare?runs=tournament-hands-1,tournament-hands-10');
      expect(response.status).toBe(200);
      const view = (await response.json()) as ComparisonView;
      expect(view.runs.map((run) => run.label)).toEqual(['tournament-hands-1', 'tournament-hands-10']);
      expect(view.bootstrap).toBe(200);
      expect(view.tables.map((table) => table.title.split(' (')[0])).toEqual([
        'Runs compared',
        'Ratings per run',
        'Paired score differences per game',
        'Rank agreement',
      ]);
      expect(view.tables[2]?.rows.map((row) => row[0])).toEqual(['heuristic', 'random']);
      expect(view.plots.map((plot) => plot.name)).toEqual([
        'compare-ratings',
        'compare-cost-rating',
        'compare-head-to-head-tournament-hands-1',
        'compare-head-to-head-tournament-hands-10',
      ]);

      const threaded = await thread.compare({ runs: ['tournament-hands-1', 'tournament-hands-10'], by: 'run' }, home);
      expect(threaded).toEqual(view);
      await expect(thread.compare({ runs: ['tournament-hands-1'], by: 'run' }, home)).rejects.toThrow(UsageError);

      for (const [query, message] of [
        ['runs=tournament-hands-1', /at least two different runs/],
        ['runs=tournament-hands-1,nothing', /no stored run 'nothing'/],
        ['runs=tournament-hands-1,tournament-hands-10&by=colour', /by must be one of run, model/],
        ['runs=tournament-hands-1,tournament-hands-10&by=experience', /names no experience/],
      ] as const) {
        const bad = await app.request(`/api/compare?${query}`);
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { error: string }).error).toMatch(message);
      }
    } finally {
      await thread.close();
      store.close();
    }
  });
});
