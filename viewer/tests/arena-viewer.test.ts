// Headless Chromium on an AAArena run's page (a fixture arena run directory and two stored lantern-maze matches its
// small matches link to): the results table, every repetition's plots, a snapshot's code diff, the ledger and its links.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParams } from '../../src/core/params.js';
import { findGame } from '../../src/games/registry.js';
import { type ArenaFixture, writeArenaRunFixture } from '../../src/report/test-arena-run.js';
import { jobGame } from '../../src/runner/match-job.js';
import { runMatches } from '../../src/runner/run-matches.js';
import type { RunDetail } from '../../src/server/viewer-api.js';
import { type RunningViewer, startViewer } from '../../src/server/viewer-server.js';
import { Store } from '../../src/store/store.js';
import { buildApp, launchChromium, requireChromium } from './browser-session.js';

const repository = new URL('../../', import.meta.url).pathname;
const screenshotDir = join(repository, '.xparena-test/screenshots');

let workDir: string;
let fixture: ArenaFixture;
let matchIds: string[];
let viewer: RunningViewer;
let context: BrowserContext;
let page: Page;
let errors: string[];

/** Two random lantern-maze matches stored in the arena run, for its small matches to link to. */
async function storeMatches(home: string, runId: string): Promise<string[]> {
  const module = findGame('lantern-maze');
  const store = new Store(join(home, 'xparena.db'));
  const ids: string[] = [];
  try {
    const jobs = [1, 2].map((seed) => ({
      ...jobGame(module),
      params: resolveParams(module.game, undefined, {}),
      seats: ['random', 'random'],
      seed,
    }));
    await runMatches(jobs, { store, runId, onMatch: (_job, record) => record && ids.push(record.id) });
  } finally {
    store.close();
  }
  return ids;
}

beforeAll(async () => {
  requireChromium();
  workDir = mkdtempSync(join(tmpdir(), 'xparena-arena-browser-'));
  const staticDir = join(workDir, 'app');
  const home = join(workDir, 'home');
  mkdirSync(home);
  const runId = 'aaarena-viewer-test';
  const [, ids] = await Promise.all([
    buildApp(staticDir),
    // The store run first (the fixture starts it), then its matches.
    (async () => {
      const store = new Store(join(home, 'xparena.db'));
      store.startRun({ id: runId, kind: 'aaarena', spec: {}, codeVersion: 'test' });
      store.close();
      return storeMatches(home, runId);
    })(),
  ]);
  matchIds = ids;
  fixture = writeArenaRunFixture(home, { runId, matchIds });
  viewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir });
  ({ context, page, errors } = await launchChromium(join(workDir, 'profile')));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await viewer?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('an AAArena run in the viewer', () => {
  it('shows the results, every repetition’s plots, a snapshot’s diff and the ledger with its match links', async () => {
    const detail = (await (await fetch(new URL(`api/runs/${fixture.runId}`, viewer.url))).json()) as RunDetail;
    const repetitions = detail.arena?.repetitions ?? [];
    expect(repetitions).toHaveLength(3);

    errors.length = 0;
    await page.goto(`${viewer.url}#/runs/${fixture.runId}`);
    await page.waitForSelector('table.arena-results tbody tr');
    await expect(page.locator('table.arena-results tbody tr').count()).resolves.toBe(4);
    await expect(page.locator('table.arena-results tbody tr').last().textContent()).resolves.toContain('1 gold');
    // Three plots per repetition, each drawn (an SVG with marks).
    await page.waitForFunction(() => document.querySelectorAll('.arena-repetition .vega-plot svg').length === 9);
    await expect(page.locator('.arena-repetition .vega-plot .error').count()).resolves.toBe(0);

    const first = page.locator('.arena-repetition[data-repetition="1"]');
    await expect(first.locator('table.arena-ledger tbody tr').count()).resolves.toBe(repetitions[0]?.ledger.length);
    await expect(first.locator('table.arena-snapshots tbody tr').count()).resolves.toBe(fixture.snapshots[0]?.length);
    await expect(first.locator('table.arena-ledger tr.state-rejected').count()).resolves.toBe(1);

    // The second snapshot against the starter: one parameter changed.
    await first.locator('table.arena-snapshots tbody tr').nth(1).getByRole('button', { name: 'diff' }).click();
    await page.waitForSelector(`.snapshot-diff[data-snapshot="${fixture.snapshots[0]?.[1]}"]`);
    await expect(first.locator('.snapshot-diff .diff-removed').allTextContents()).resolves.toEqual([
      '- AGGRESSION = 0.3',
    ]);
    await expect(first.locator('.snapshot-diff .diff-added').allTextContents()).resolves.toEqual([
      '+ AGGRESSION = 0.4',
    ]);
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'arena-run.png'), fullPage: true });
    expect(errors).toEqual([]);

    // A small match's games link to their stored matches.
    const link = first.locator('td.arena-matches a').first();
    const href = await link.getAttribute('href');
    expect(matchIds.map((id) => `#/matches/${id}`)).toContain(href);
    await link.click();
    await page.waitForSelector('.position');
    expect(page.url()).toContain(href ?? '');
    expect(errors).toEqual([]);
  });
});

declare const document: { querySelectorAll(selector: string): { length: number } };
