// Headless Chromium on static exports (`xparena view --export`) opened from file://, with no server: the run page, a
// match replay read from its step files (a tetris one with its pieces' colours), the experience page, and what an
// export does not hold.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRun } from '../../src/server/static-export.js';
import { fixtureRuns, storeTetrisRun, tetrisRun, viewerFixture } from '../../src/server/test-viewer-store.js';
import { buildApp, launchChromium, requireChromium } from './browser-session.js';

// The browser global the page function below uses (this file compiles without the DOM library).
declare const document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };

let workDir: string;
/** The index.html of each exported run, by run id. */
const exports = new Map<string, string>();
let context: BrowserContext;
let page: Page;
let errors: string[];
/** The tetris match of the exported tetris run. */
let tetrisMatch: string;
/** Every URL the page requested that is not a file of an export. */
const foreign: string[] = [];

async function open(run: string, hash = ''): Promise<void> {
  errors.length = 0;
  await page.goto(`file://${exports.get(run)}${hash}`);
  await page.waitForLoadState('domcontentloaded');
}

async function expectNoErrors(): Promise<void> {
  await page.waitForTimeout(100);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
  await expect(page.locator('.error').count()).resolves.toBe(0);
}

async function waitForPosition(expected: number): Promise<void> {
  await page.waitForFunction(
    (value) => document.querySelector('.position')?.getAttribute('data-position') === String(value),
    expected,
  );
  await page.waitForSelector('.loading', { state: 'detached' });
}

beforeAll(async () => {
  requireChromium();
  workDir = mkdtempSync(join(tmpdir(), 'xparena-export-browser-'));
  const staticDir = join(workDir, 'app');
  const [, { store, home }] = await Promise.all([buildApp(staticDir), viewerFixture()]);
  try {
    tetrisMatch = await storeTetrisRun(store);
    for (const run of [fixtureRuns.episodes, fixtureRuns.s3gym, tetrisRun]) {
      const outDir = join(workDir, `export-${run}`);
      // Small step files, so that a replay crosses several of them.
      await exportRun({ store, home, runId: run, outDir, staticDir, stepChunk: 20 });
      exports.set(run, join(outDir, 'index.html'));
    }
  } finally {
    store.close();
  }
  ({ context, page, errors } = await launchChromium(join(workDir, 'profile')));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`file://${workDir}/export-`) && !url.startsWith('data:')) foreign.push(url);
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a static export opened from file://', () => {
  it('opens on its run, then replays a match from its step files, with no server and no console errors', async () => {
    await open(fixtureRuns.episodes);
    await page.waitForSelector('table.matches tbody tr');
    expect(new URL(page.url()).hash).toBe(`#/runs/${fixtureRuns.episodes}`);
    await expect(page.getByText(`static export of run ${fixtureRuns.episodes}`).count()).resolves.toBe(1);
    await expectNoErrors();

    await page.locator('table.matches tbody tr a[href^="#/matches/"]').first().click();
    await page.waitForSelector('.seat-observation');
    await waitForPosition(0);
    await page.keyboard.press('ArrowRight');
    await waitForPosition(1);
    // Past the first step files, then to the end (the final observations).
    await page.locator('input[aria-label="seek"]').fill('45');
    await waitForPosition(45);
    await page.keyboard.press('End');
    await page.waitForSelector('.loading', { state: 'detached' });
    await expect(page.locator('.position').getAttribute('data-position')).resolves.not.toBe('45');
    await expectNoErrors();

    await open(fixtureRuns.episodes, '#/matches');
    await expect(page.locator('table.matches tbody tr').count()).resolves.toBe(2);
    await open(fixtureRuns.episodes, '#/runs');
    await page.waitForSelector('table.runs tbody tr');
    await expect(page.locator('table.runs tbody tr').count()).resolves.toBe(1);
    await expectNoErrors();
  });

  it('draws a tetris replay’s settled cells in their pieces’ colours, mid-match and at the end', async () => {
    const board = page.locator('[aria-label="tetris board"]');
    const expectColoured = async () => {
      await expect(board.locator('[class*="cell-settled-"]').count()).resolves.toBeGreaterThan(0);
      await expect(board.locator('.cell-fixed').count()).resolves.toBe(0);
    };
    await open(tetrisRun, `#/matches/${tetrisMatch}?step=30`);
    await waitForPosition(30);
    await expectColoured();
    // The final board comes with the last step file's final observations.
    await page.keyboard.press('End');
    await page.waitForSelector('.step-panel h3:has-text("match over")');
    await page.waitForSelector('.loading', { state: 'detached' });
    await expectColoured();
    await expectNoErrors();
  });

  it('shows the experience snapshots of a run that has them, and says what an export does not hold', async () => {
    await open(fixtureRuns.s3gym, `#/runs/${fixtureRuns.s3gym}/experience`);
    await page.waitForSelector('.snapshot-list a');
    await page.waitForSelector('pre.diff div');
    await page.locator('.snapshot-list a').nth(1).click();
    await page.waitForSelector('text=changed lines since the previous checkpoint');
    await expectNoErrors();

    await open(fixtureRuns.s3gym, '#/play');
    await page.waitForSelector('text=static export of a run');
    await expectNoErrors();

    await open(fixtureRuns.s3gym, `#/runs/${fixtureRuns.tournament}`);
    await page.waitForSelector('.error');
    await expect(page.locator('.error').first().textContent()).resolves.toMatch(
      new RegExp(`not in this export .*: it holds the pages of run ${fixtureRuns.s3gym} only`),
    );
  });
});
