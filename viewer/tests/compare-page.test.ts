// Headless Chromium on the comparison: two tournaments ticked on the runs page open side by side with the tables and
// the cost-versus-rating figure of `xparena compare`, and naming the runs another way that cannot tell them apart says
// why instead of showing a wrong comparison.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParams } from '../../src/core/params.js';
import { findGame } from '../../src/games/registry.js';
import { roundRobin } from '../../src/protocols/round-robin.js';
import { runMatches } from '../../src/runner/run-matches.js';
import { Store } from '../../src/store/store.js';
import { type BrowserSession, startBrowserSession } from './browser-session.js';

const runs = ['tournament-one-hand', 'tournament-ten-hands'];
let session: BrowserSession;
let page: Page;

/** Two kuhn-poker tournaments of the same agents on the same seeds, one hand and ten hands per match. */
async function populate(home: string): Promise<void> {
  const store = new Store(join(home, 'xparena.db'));
  try {
    const kuhn = findGame('kuhn-poker');
    for (const [index, hands] of [1, 10].entries()) {
      const params = { ...resolveParams(kuhn.game, 'match'), hands };
      const tournament = { game: 'kuhn-poker', params, agents: ['random', 'heuristic'], gamesPerPair: 3 };
      const runId = runs[index] as string;
      store.startRun({ id: runId, kind: 'tournament', spec: { ...tournament, seed: 0 }, codeVersion: 'test' });
      await runMatches(roundRobin({ module: kuhn, ...tournament, swapSeats: true, seed: 0 }), { store, runId });
      store.finishRun(runId, 'finished');
    }
  } finally {
    store.close();
  }
}

// The few browser globals the page functions use (this file compiles without the DOM library).
declare const document: { querySelectorAll(selector: string): { length: number } };

beforeAll(async () => {
  session = await startBrowserSession(populate);
  page = session.page;
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('comparing runs in a browser', () => {
  it('opens the runs ticked on the runs page side by side, with the tables and figures of xparena compare', async () => {
    await session.open('#/runs');
    await page.waitForSelector('table.runs tbody tr');
    await expect(page.locator('.compare-link').count()).resolves.toBe(0);
    for (const run of runs) await page.getByLabel(`compare ${run}`).check();
    await page.locator('.compare-link').click();
    await page.waitForSelector('.comparison-table');
    expect(page.url()).toContain(`#/compare?runs=${runs.join(',')}`);
    const titles = await page.locator('.comparison-table h2').allTextContents();
    expect(titles.map((title) => title.split(' (')[0])).toEqual([
      'Runs compared',
      'Ratings per run',
      'Paired score differences per game',
      'Rank agreement',
    ]);
    // Both agents paired on their 6 games each (same opponent, seed and seat in both runs).
    const paired = page.locator('.comparison-table').nth(2).locator('tbody tr');
    await expect(paired.count()).resolves.toBe(2);
    await expect(paired.first().locator('td').nth(2).textContent()).resolves.toBe('6');
    // The rating bars, the cost-versus-rating scatter and each run's head-to-head heatmap.
    await page.waitForFunction(() => document.querySelectorAll('.vega-plot svg').length === 4, undefined, {
      timeout: 20_000,
    });
    await page.waitForTimeout(100);
    expect(session.errors).toEqual([]);
  });

  it('says why when the runs cannot be told apart by what names them', async () => {
    await session.open(`#/compare?runs=${runs.join(',')}`);
    await page.waitForSelector('.comparison-table');
    await page.getByLabel('name runs by').selectOption('deck');
    await page.waitForSelector('.error');
    await expect(page.locator('.error').textContent()).resolves.toMatch(/names no deck/);
    expect(page.url()).toContain('by=deck');
  });
});
