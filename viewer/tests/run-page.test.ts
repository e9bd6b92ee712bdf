// Headless Chromium on run pages: an S³Gym run leads with its metrics table and learning curves, a tournament has one
// head-to-head heatmap, an anchored run shows frozen anchors and per-round ratings numbered from 1 on an axis fitted to
// the data, every chart is one Vega plot at the page's width, and labels and seats read as the user typed them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveParams } from '../../src/core/params.js';
import { createExperience } from '../../src/experience/experience-table.js';
import { findGame } from '../../src/games/registry.js';
import { anchored } from '../../src/protocols/anchored.js';
import { roundRobin } from '../../src/protocols/round-robin.js';
import { parseS3gymRunSpec, runS3gym } from '../../src/protocols/suites/s3gym-suite.js';
import { runMatches } from '../../src/runner/run-matches.js';
import type { Page as ApiPage, MatchSummary, RunDetail } from '../../src/server/viewer-api.js';
import { Store } from '../../src/store/store.js';
import { type BrowserSession, startBrowserSession } from './browser-session.js';

const repository = new URL('../../', import.meta.url).pathname;
const screenshotDir = join(repository, '.xparena-test/screenshots');
const runs = { tournament: 'tournament-run-page', s3gym: 's3gym-run-page', anchored: 'anchored-run-page' };
/** The evolving agent's ratings in rounds 1–3: a climb from 1,450 to 1,750 past the anchors at 1,500 and 1,700. */
const climb = [1450, 1600, 1750];
const anchors = { heuristic: 1700, random: 1500 };

let session: BrowserSession;
let page: Page;

/** A kuhn-poker tournament, a two-trial S³Gym run of the learner, and a three-round anchored run of it. */
async function populate(home: string): Promise<void> {
  const store = new Store(join(home, 'xparena.db'));
  try {
    const kuhn = findGame('kuhn-poker');
    const params = resolveParams(kuhn.game, 'match');
    const tournament = { game: 'kuhn-poker', params, agents: ['random', 'mcts?iterations=30'], gamesPerPair: 2 };
    store.startRun({ id: runs.tournament, kind: 'tournament', spec: { ...tournament, seed: 0 }, codeVersion: 'test' });
    await runMatches(roundRobin({ module: kuhn, ...tournament, swapSeats: true, seed: 0, label: 'round robin' }), {
      store,
      runId: runs.tournament,
    });
    store.finishRun(runs.tournament, 'finished');

    const s3gym = parseS3gymRunSpec({
      agent: 'learner',
      games: ['trust-evolution'],
      episodes: 4,
      evalEvery: 2,
      evalEpisodes: 2,
      trials: 2,
    });
    store.startRun({ id: runs.s3gym, kind: 's3gym', spec: s3gym, codeVersion: 'test' });
    await runS3gym(s3gym, { store, runId: runs.s3gym });
    store.finishRun(runs.s3gym, 'finished');

    const pool = { formatVersion: 1 as const, mean: 1600, ratings: anchors };
    const spec = { game: 'kuhn-poker', params, anchors: pool, rounds: 3, gamesPerAnchor: 2 };
    store.startRun({ id: runs.anchored, kind: 'anchored', spec, codeVersion: 'test' });
    const name = 'learner (learner)';
    await anchored({
      module: kuhn,
      params,
      agents: [{ spec: 'learner', experience: createExperience('learner'), name }],
      anchors: Object.keys(anchors),
      rounds: 3,
      store,
      runId: runs.anchored,
    });
    // Ratings as `xparena evolve` stores them (0-based rounds), chosen so the trajectory spans 1,450–1,750.
    const ratings = climb.map((rating, round) => ({
      agent: name,
      round,
      rating,
      rank: 3 - round,
      games: 4,
      score: 0.5,
    }));
    store.saveRoundRatings(
      runs.anchored,
      ratings.map((line) => ({ ...line, low: line.rating - 60, high: line.rating + 60 })),
    );
    store.finishRun(runs.anchored, 'finished');
  } finally {
    store.close();
  }
}

const api = <T>(path: string): Promise<T> => session.api<T>(path);
const open = (hash: string): Promise<void> => session.open(hash);

async function expectNoErrors(): Promise<void> {
  await page.waitForTimeout(100);
  expect(session.errors).toEqual([]);
  await expect(page.locator('.error').count()).resolves.toBe(0);
}

/** Waits for every Vega plot on the page to have drawn its SVG. */
async function waitForPlots(count: number): Promise<void> {
  await page.waitForFunction((expected) => document.querySelectorAll('.vega-plot svg').length === expected, count, {
    timeout: 20_000,
  });
}

/** The rendered width of the first plot of `kind`. */
async function plotWidth(kind: string): Promise<number> {
  return Number(await page.locator(`.vega-plot[data-plot="${kind}"] svg`).first().getAttribute('width'));
}

/** True when every number in `text` has at most 3 significant digits. */
function threeSignificant(text: string): boolean {
  return (text.match(/\d[\d.]*/g) ?? []).every(
    (number) => number.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length <= 3,
  );
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

describe('run pages in a browser', () => {
  it('lead an S³Gym run with its metrics table and learning curves, the raw JSON behind a toggle', async () => {
    const detail = await api<RunDetail>(`/runs/${runs.s3gym}`);
    const table = detail.learningTable;
    if (!table) throw new Error('the S³Gym run has no metrics table');
    await open(`#/runs/${runs.s3gym}`);
    await page.waitForSelector('table.learning-metrics tbody tr');
    await waitForPlots(detail.plots?.length ?? 0);
    const headings = await page.locator('h2').allTextContents();
    expect(headings.slice(0, 2)).toEqual(['Learning metrics', 'Learning curves']);
    await expect(page.locator('table.learning-metrics th').allTextContents()).resolves.toEqual([
      'game',
      'experience',
      'trials',
      ...table.columns,
    ]);
    const cells = await page.locator('table.learning-metrics tbody tr').first().locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual([table.rows[0]?.game, table.rows[0]?.experience, '2']);
    for (const cell of cells.slice(3)) expect(threeSignificant(cell), cell).toBe(true);
    // NABA: the point to 3 significant digits, then its interval.
    const naba = table.rows[0]?.cells[4];
    expect(cells[3 + 4]?.startsWith(String(Number(naba?.value?.toPrecision(3))))).toBe(true);
    // One Vega chart per quantity and game; no hand-drawn chart beside it.
    await expect(page.locator('.vega-plot[data-plot="learning-curve"]').count()).resolves.toBe(1);
    await expect(page.locator('.line-chart, .learning-curve').count()).resolves.toBe(0);
    const plots = page.locator('.vega-plot');
    const titles = await Promise.all(
      Array.from({ length: await plots.count() }, (_, index) => plots.nth(index).getAttribute('aria-label')),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(await plotWidth('learning-curve')).toBeGreaterThan(900);
    await expect(page.locator('details.raw-metrics pre.json').isVisible()).resolves.toBe(false);
    await page.locator('details.raw-metrics summary').click();
    await expect(page.locator('details.raw-metrics pre.json').textContent()).resolves.toContain('"naba"');
    // The matches' labels name their fields.
    await expect(page.locator('table.matches td.match-label').first().textContent()).resolves.toMatch(
      /^(evaluation|exploration) · experience \S+ · trial \d · checkpoint \d · episode \d$/,
    );
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'viewer-run-s3gym.png'), fullPage: true });
    await expectNoErrors();
  });

  it('draws a tournament’s head-to-head once, as a Vega heatmap with its values in the cells', async () => {
    await open(`#/runs/${runs.tournament}`);
    await page.waitForSelector('table.leaderboard tbody tr');
    await waitForPlots(1);
    await expect(page.locator('.vega-plot[data-plot="head-to-head"]').count()).resolves.toBe(1);
    await expect(page.locator('table.heatmap').count()).resolves.toBe(0);
    await expect(
      page.locator('.vega-plot[data-plot="head-to-head"] svg text', { hasText: /^\d+% \[/ }).count(),
    ).resolves.toBe(2);
    // Agents are the specs typed, in the leaderboard and in the matches' seats alike.
    const leaderboard = await page.locator('table.leaderboard tbody td:nth-child(2)').allTextContents();
    expect(leaderboard.sort()).toEqual(['mcts?iterations=30', 'random']);
    await page.waitForSelector('table.matches tbody tr');
    const seats = await page.locator('table.matches tbody td:nth-child(4)').allTextContents();
    expect(new Set(seats.flatMap((text) => text.split(' vs ')))).toEqual(new Set(leaderboard));
    await expectNoErrors();
  });

  it('shows an anchored run’s frozen anchors and per-round ratings, rounds from 1, on an axis fitted to the data', async () => {
    const detail = await api<RunDetail>(`/runs/${runs.anchored}`);
    expect(detail.leaderboards).toBeUndefined();
    await open(`#/runs/${runs.anchored}`);
    await page.waitForSelector('table.anchored-ladder tbody tr');
    await waitForPlots(1);
    await expect(page.locator('table.leaderboard').count()).resolves.toBe(0);
    // The ladder: anchors at their frozen ratings, the evolving agent's rating per round.
    await expect(page.locator('table.anchored-ladder th').allTextContents()).resolves.toEqual([
      'agent',
      'role',
      'round 1',
      'round 2',
      'round 3',
    ]);
    const ladder = page.locator('table.anchored-ladder tbody tr');
    const rows: string[][] = [];
    for (let row = 0; row < (await ladder.count()); row++)
      rows.push(await ladder.nth(row).locator('td').allTextContents());
    expect(rows).toEqual([
      ['learner (learner)', 'evolving', '1450 [1390, 1510]', '1600 [1540, 1660]', '1750 [1690, 1810]'],
      ['heuristic', 'anchor', '1700 (frozen)'],
      ['random', 'anchor', '1500 (frozen)'],
    ]);
    await expect(page.locator('table.trajectory tbody td:nth-child(2)').allTextContents()).resolves.toEqual([
      '1',
      '2',
      '3',
    ]);
    // The plot: rounds 1–3, a rating axis around the data (not from 0) with ticks between its ends.
    const plot = page.locator('.vega-plot[data-plot="rating-trajectory"] svg');
    const yAxis = await plot.locator('[aria-label^="Y-axis"]').getAttribute('aria-label');
    const [low = 0, high = 0] = (/values from ([\d,]+) to ([\d,]+)/.exec(yAxis ?? '') ?? [])
      .slice(1)
      .map((value) => Number(value.replace(/,/g, '')));
    expect(low).toBeGreaterThan(1000);
    expect(low).toBeLessThanOrEqual(1390);
    expect(high).toBeGreaterThanOrEqual(1810);
    const ticks = await plot.locator('[aria-label^="Y-axis"] .role-axis-label text').allTextContents();
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks).not.toContain('0');
    await expect(plot.locator('[aria-label^="X-axis"]').getAttribute('aria-label')).resolves.toMatch(
      /values from 1 to 3$/,
    );
    await expect(plot.locator('text', { hasText: 'heuristic (frozen 1700)' }).count()).resolves.toBe(1);
    expect(await plotWidth('rating-trajectory')).toBeGreaterThan(900);
    // The matches' labels count rounds as the ladder does.
    await page.waitForSelector('table.matches tbody tr');
    const labels = await page.locator('table.matches td.match-label').allTextContents();
    expect(new Set(labels.map((label) => /^round (\d+) · /.exec(label)?.[1]))).toEqual(new Set(['1', '2', '3']));
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'viewer-run-anchored.png'), fullPage: true });
    await expectNoErrors();
  });

  it('draws a replay’s running score with the same Vega plots, its cursor following the replay', async () => {
    const matches = await api<ApiPage<MatchSummary>>(`/runs/${runs.tournament}/matches?limit=1`);
    const id = matches.items[0]?.id;
    await open(`#/matches/${id}?step=0`);
    await waitForPlots(1);
    await expect(page.locator('.line-chart').count()).resolves.toBe(0);
    const rule = page.locator('.vega-plot[data-plot="score"] svg .mark-rule.role-mark line');
    const before = await rule.getAttribute('transform');
    await page.keyboard.press('End');
    await page.waitForFunction(
      (start) =>
        document.querySelectorAll(`.vega-plot[data-plot="score"] svg .mark-rule.role-mark line[transform="${start}"]`)
          .length === 0,
      before,
    );
    await expectNoErrors();
  });
  it('marks figures the server answers stale as updating, and asks again until they are current', async () => {
    // The server answers stale while it re-measures a run that grew (tested in viewer-server.test.ts); here the
    // answers are made stale until the note shows, so the page's handling is seen however fast the server measures.
    let stale = true;
    let answered = 0;
    await page.route(`**/api/runs/${runs.tournament}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      answered++;
      await route.fulfill({ status: response.status(), json: stale ? { ...body, stale: true } : body });
    });
    try {
      await open(`#/runs/${runs.tournament}`);
      await page.waitForSelector('p.note:has-text("updating")');
      await page.waitForSelector('table.leaderboard tbody tr');
      const before = answered;
      stale = false;
      await page.waitForSelector('p.note:has-text("updating")', { state: 'detached', timeout: 10_000 });
      expect(answered).toBeGreaterThan(before);
      await expectNoErrors();
    } finally {
      await page.unroute(`**/api/runs/${runs.tournament}`);
    }
  });
});
