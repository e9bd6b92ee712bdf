// Headless Chromium against the built app and the real viewer server over a populated store: every page renders
// without console errors, replays match the stored record, model output stays text, and steps load in slices.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../src/games/ptcg/cards/index.js';
import type { PtcgObservation } from '../../src/games/ptcg/ptcg-observe.js';
import type { Page as ApiPage, MatchDetail, RunSummary, StepsResponse } from '../../src/server/viewer-api.js';
import { type RunningViewer, startViewer } from '../../src/server/viewer-server.js';
import { buildApp, launchChromium, requireChromium } from './browser-session.js';
import { populateViewerHome, type ViewerFixture, xparena, xssPayloads } from './viewer-fixture.js';

// The few browser globals the page functions below use (this file compiles without the DOM library).
declare const document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
declare const window: { readonly __xss?: unknown; scrollTo(x: number, y: number): void };

const repository = new URL('../../', import.meta.url).pathname;
// Screenshots for review land under .xparena-test; docs/images holds copies chosen by hand (tests never write to docs).
const screenshotDirs = [join(repository, '.xparena-test/screenshots')];

let workDir: string;
/** The store's home directory. */
let home: string;
let fixture: ViewerFixture;
let viewer: RunningViewer;
let context: BrowserContext;
let page: Page;
/** Console errors and uncaught page errors since the last `resetErrors`. */
let errors: string[];
/** Step slices the app requested, as `matchId from to`. */
let stepRequests: string[] = [];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`api${path}`, viewer.url));
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function open(hash: string): Promise<void> {
  errors.length = 0;
  await page.goto(`${viewer.url}${hash}`);
  await page.waitForLoadState('domcontentloaded');
}

async function expectNoErrors(): Promise<void> {
  // Give late requests (lazy slices, plots) a moment to fail loudly if they are going to.
  await page.waitForTimeout(100);
  expect(errors).toEqual([]);
  await expect(page.locator('.error').count()).resolves.toBe(0);
}

async function position(): Promise<number> {
  return Number(await page.locator('.position').getAttribute('data-position'));
}

async function waitForPosition(expected: number): Promise<void> {
  await page.waitForFunction(
    (value) => document.querySelector('.position')?.getAttribute('data-position') === String(value),
    expected,
  );
  await page.waitForSelector('.loading', { state: 'detached' });
}

/** The name of the Active Pokémon of `player` in a Pokémon TCG observation, or null when the spot is empty. */
function activeName(observation: unknown, player: number): string | null {
  const { cards, players } = observation as PtcgObservation;
  const stack = players[player]?.active?.stack;
  const top = stack?.[stack.length - 1];
  return top === undefined ? null : cardById(cards[top] as string).name;
}

async function screenshot(name: string): Promise<void> {
  for (const dir of screenshotDirs) {
    mkdirSync(dir, { recursive: true });
    // The store path differs per run: masked, so the committed images change only when the app does.
    await page.screenshot({ path: join(dir, name), mask: [page.locator('header .home')], maskColor: '#1d2330' });
  }
}

beforeAll(async () => {
  requireChromium();
  workDir = mkdtempSync(join(tmpdir(), 'xparena-viewer-browser-'));
  const staticDir = join(workDir, 'app');
  home = join(workDir, 'home');
  mkdirSync(home);
  // Build the app fresh (never a stale dist/viewer) while the store fills.
  const [, populated] = await Promise.all([buildApp(staticDir), populateViewerHome(home)]);
  fixture = populated;
  viewer = await startViewer({ home, port: 0, host: '127.0.0.1', staticDir });
  ({ context, page, errors } = await launchChromium(join(workDir, 'profile')));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /^\/api\/matches\/([^/]+)\/steps$/.exec(url.pathname);
    if (match) stepRequests.push(`${match[1]} ${url.searchParams.get('from')} ${url.searchParams.get('to')}`);
  });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await viewer?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the viewer in a browser', () => {
  it('lists the runs and opens every run page with its views and plots', async () => {
    const runs = await api<ApiPage<RunSummary>>('/runs');
    expect(runs.items.map((run) => run.id).sort()).toEqual(Object.values(fixture.runs).sort());
    await open('#/runs');
    await page.waitForSelector('table.runs tbody tr');
    for (const run of runs.items) await expect(page.getByText(run.id, { exact: true }).count()).resolves.toBe(1);
    await expectNoErrors();

    await open(`#/runs/${fixture.runs.tournament}`);
    await page.waitForSelector('table.leaderboard tbody tr');
    await page.waitForSelector('.vega-plot[data-plot="head-to-head"] svg');
    await page.waitForSelector('table.matches tbody tr');
    await expect(page.locator('table.leaderboard tbody tr').count()).resolves.toBe(2);
    await page.waitForSelector('.vega-plot svg');
    await expectNoErrors();

    await open(`#/runs/${fixture.runs.s3gym}`);
    await page.waitForSelector('table.learning-metrics tbody tr');
    await page.waitForSelector('.vega-plot svg .mark-line path', { state: 'attached' });
    await page.waitForSelector('a[href$="/experience"]');
    await page.waitForSelector('table.matches tbody tr');
    await expectNoErrors();

    await open(`#/runs/${fixture.runs.anchored}`);
    await page.waitForSelector('.rating-trajectory .vega-plot svg');
    await expect(page.locator('table.trajectory tbody tr').count()).resolves.toBe(2);
    await page.waitForSelector('.vega-plot svg');
    await page.waitForSelector('table.matches tbody tr');
    await expectNoErrors();
  });

  it('opens the matches list, every match replay and the experience page without console errors', async () => {
    await open('#/matches');
    await page.waitForSelector('table.matches tbody tr');
    await expectNoErrors();
    for (const [game, id] of Object.entries(fixture.boards)) {
      await open(`#/matches/${id}?step=1`);
      await page.waitForSelector('.seat-observation .board-grid');
      await waitForPosition(1);
      await expect(page.locator('.renderer-fallback').count(), `${game} fell back to text`).resolves.toBe(0);
      await expectNoErrors();
      mkdirSync(screenshotDirs[0] as string, { recursive: true });
      await page.screenshot({ path: join(screenshotDirs[0] as string, `board-${game}.png`) });
    }
    await open(`#/runs/${fixture.runs.s3gym}/experience`);
    await page.waitForSelector('.snapshot-list a');
    await page.waitForSelector('pre.diff div');
    const checkpoints = await page.locator('.snapshot-list a').count();
    expect(checkpoints).toBeGreaterThan(1);
    await page.locator('.snapshot-list a').nth(1).click();
    await page.waitForSelector('text=changed lines since the previous checkpoint');
    await expectNoErrors();
  });

  it('diffs skill-library and evotest snapshots item by item and shows the model calls that learned them', async () => {
    const experiencePage = (run: string, checkpoint: number) =>
      `#/runs/${run}/experience?snapshot=${encodeURIComponent(`trust-evolution/0/${checkpoint}`)}`;
    const items = (type: string) => page.locator(`.item-diff > li.item-${type} .item-key`).allTextContents();

    // Checkpoint 1: the first update added two skills; checkpoint 2 refined one and added another.
    await open(experiencePage(fixture.runs.skillLibrary, 1));
    await page.waitForSelector('.item-diff');
    await expect(items('added')).resolves.toEqual(['open-strong', 'punish-defection']);
    await page.waitForSelector('.exchange');
    await expect(page.locator('.exchange').count()).resolves.toBe(1);
    await expect(page.getByText('"op":"add"').count()).resolves.toBeGreaterThan(0);
    await expectNoErrors();
    await open(experiencePage(fixture.runs.skillLibrary, 2));
    await page.waitForSelector('.item-diff');
    await expect(items('changed')).resolves.toEqual(['open-strong']);
    await expect(items('added')).resolves.toEqual(['forgive-once-2']);
    await expect(items('removed')).resolves.toEqual([]);
    await expect(page.locator('.item-changed .diff-added').allTextContents()).resolves.toEqual([
      '+ Cooperate first, then copy (update 2).',
    ]);
    await expect(page.locator('.item-unchanged summary').textContent()).resolves.toBe('1 unchanged item');
    await page.waitForSelector('.exchange');
    await screenshot('experience-skill-library.png');
    await expectNoErrors();

    // EvoTest's guidance and program change together at every generation.
    await open(experiencePage(fixture.runs.evotest, 2));
    await page.waitForSelector('.item-diff');
    await expect(items('changed')).resolves.toEqual(['guidance', 'program']);
    await expect(page.locator('.item-changed .diff-added').allTextContents()).resolves.toEqual([
      '+ Generation 2 guidance: cooperate until cheated.',
      "+   return 'turns so far: ' + transcript.length + ' (v2)';",
    ]);
    await page.waitForSelector('.exchange');
    await expect(page.locator('.exchange').count()).resolves.toBe(1);
    await expectNoErrors();
  });

  it('draws a Pokémon TCG replay as a card table showing the Active Pokémon its observations hold', async () => {
    const id = fixture.ptcgMatch;
    const detail = await api<MatchDetail>(`/matches/${id}`);
    expect(detail.steps).toBeGreaterThan(100);
    const steps = await api<StepsResponse>(`/matches/${id}/steps?from=0&to=${Math.min(detail.steps, 200)}`);
    // Positions where both seats have an Active Pokémon (setup and promotions leave the spot empty for a while).
    const full = steps.steps.flatMap((step, index) =>
      [0, 1].every((seat) => activeName(step.observations[seat]?.json, seat) !== null) ? [index] : [],
    );
    const positions = [full[Math.floor(full.length / 3)], full[Math.floor((2 * full.length) / 3)]];
    for (const at of positions) {
      if (at === undefined) throw new Error('the Pokémon TCG match has no position with both Active Pokémon');
      const observations = steps.steps[at]?.observations ?? [];
      // The first position opens by link, the next one by the seek slider (the page keeps its cursor on a hash change).
      if (at === positions[0]) {
        await open(`#/matches/${id}?step=${at}`);
        await page.locator('.view-switch button[data-view="seats"]').click();
      } else await page.locator('input[aria-label="seek"]').fill(String(at));
      await waitForPosition(at);
      await page.waitForSelector('.seat-observation .board.ptcg');
      await expect(page.locator('.renderer-fallback').count()).resolves.toBe(0);
      for (const seat of [0, 1]) {
        const panel = page.locator(`.seat-observation[data-seat="${seat}"]`);
        const json = observations[seat]?.json;
        await expect(panel.locator('.ptcg-own [data-spot="active"] .ptcg-name').textContent()).resolves.toBe(
          activeName(json, seat),
        );
        await expect(panel.locator('.ptcg-opponent [data-spot="active"] .ptcg-name').textContent()).resolves.toBe(
          activeName(json, 1 - seat),
        );
      }
      await expectNoErrors();
    }
    await screenshot('board-ptcg.png');
  });

  it('steps through a replay with keys, buttons and the slider, showing what the record holds', async () => {
    const id = fixture.boards.tetris as string;
    const detail = await api<MatchDetail>(`/matches/${id}`);
    const steps = await api<StepsResponse>(`/matches/${id}/steps?from=0&to=${Math.min(detail.steps, 200)}`);
    const expectStep = async (index: number) => {
      await waitForPosition(index);
      const step = steps.steps[index];
      if (!step) throw new Error(`no step ${index}`);
      await expect(page.locator('.action-text').allTextContents()).resolves.toEqual(
        step.record.moves.map((move) => move.text),
      );
      await expect(page.locator('.seat-observation pre.observation-text').first().textContent()).resolves.toBe(
        step.observations[0]?.text,
      );
    };
    await open(`#/matches/${id}`);
    await page.waitForSelector('.seat-observation');
    await expectStep(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(2);
    await page.getByRole('button', { name: 'step forward' }).click();
    await expectStep(3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(2);
    await page.getByRole('button', { name: 'step back' }).click();
    await expectStep(1);
    await page.locator('input[aria-label="seek"]').fill('5');
    await expectStep(5);
    await page.keyboard.press('End');
    await waitForPosition(detail.steps);
    await expect(page.locator('.seat-observation pre.observation-text').first().textContent()).resolves.toBe(
      steps.final?.[0]?.text,
    );
    await page.keyboard.press('Home');
    await expectStep(0);
    expect(page.url()).toContain(`#/matches/${id}`);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => Number(document.querySelector('.position')?.getAttribute('data-position')) >= 2);
    await page.keyboard.press(' ');
    const paused = await position();
    await page.waitForTimeout(600);
    expect(await position()).toBe(paused);
    await page.keyboard.press('ArrowRight');
    await expectStep(paused + 1);
    await expectNoErrors();
  });

  it('shows a model reply with script and img payloads as text, with its rejected attempt, and runs neither', async () => {
    await open(`#/matches/${fixture.llmMatch}`);
    await page.waitForSelector('.exchange');
    await expect(page.locator('.reply-text').allTextContents()).resolves.toContain(
      `${xssPayloads[1]}\nAnswer: check, Score: 0`,
    );
    await expect(page.locator('.attempt-text, .invalid-attempt .reply-text').allTextContents()).resolves.toContain(
      `${xssPayloads[0]}\nAnswer: raise-to-the-moon, Score: 1`,
    );
    await expect(page.locator('.rejection-reason').first().textContent()).resolves.toContain(
      "could not read 'raise-to-the-moon' as an action",
    );
    await expect(page.locator('.note-text').first().textContent()).resolves.toBe(xssPayloads[1]);
    await expect(page.getByText('self-judged score 0 vs reward 0').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/tokens \d+ in · \d+ out/).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('img').count()).resolves.toBe(0);
    await expect(page.locator('main script').count()).resolves.toBe(0);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    await expectNoErrors();
  });

  it("shows a model's reasoning, its rejected attempt with the reason, and the call's tokens and time", async () => {
    await open(`#/matches/${fixture.exchangeMatch}`);
    await page.waitForSelector('.exchange');
    await expect(page.locator('.rejection-reason').first().textContent()).resolves.toContain(
      "could not read 'raise' as an action",
    );
    await expect(page.locator('.reply-text').allTextContents()).resolves.toContainEqual(
      expect.stringMatching(/^There is no raise here, only check or bet\. .*\nAnswer: bet, Score: 0$/),
    );
    await expect(page.getByText(/openai\/gpt-4o-mini · tokens \d+ in · \d+ out/).count()).resolves.toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot('viewer-llm-step.png');
    await expectNoErrors();
  });

  it("shows a program's log and stderr in the step panel, and its last stderr at the forfeit", async () => {
    await open(`#/matches/${fixture.programMatch}`);
    await page.waitForSelector('.program-log');
    await expect(page.locator('.program-log').textContent()).resolves.toBe('first legal at turn 1');
    await expect(page.locator('.step-panel .program-stderr').textContent()).resolves.toMatch(
      /^weighing \d+ moves at turn 1$/,
    );
    await page.keyboard.press('End');
    await page.waitForSelector('.forfeit-stderr');
    await expect(page.locator('.end-facts').textContent()).resolves.toMatch(/forfeit · .*exited with code 3/);
    await expect(page.locator('.forfeit-stderr .program-stderr').textContent()).resolves.toMatch(
      /^weighing \d+ moves at turn 4\nout of ideas$/,
    );
    await screenshot('viewer-program-forfeit.png');
    await expectNoErrors();
  });

  it('loads a long replay in slices as the cursor moves, never all at once', async () => {
    const id = fixture.longMatch;
    const detail = await api<MatchDetail>(`/matches/${id}`);
    expect(detail.steps).toBe(400);
    stepRequests = [];
    await open(`#/matches/${id}?step=10`);
    await waitForPosition(10);
    await page.waitForSelector('.seat-observation .board-grid');
    expect(stepRequests).toEqual([`${id} 0 100`]);
    await screenshot('viewer-replay-snake.png');
    await page.keyboard.press('End');
    await waitForPosition(400);
    await page.locator('input[aria-label="seek"]').fill('250');
    await waitForPosition(250);
    const slices = stepRequests.map((request) => request.split(' ').slice(1).map(Number));
    for (const [from = 0, to = 0] of slices) expect(to - from).toBeLessThanOrEqual(200);
    expect(stepRequests).toEqual([`${id} 0 100`, `${id} 300 400`, `${id} 200 300`]);
    await expectNoErrors();
  });
  it('lets a person play kuhn poker on the play page; the finished match is stored and listed in run human-play', async () => {
    await open('#/play?game=kuhn-poker');
    await page.locator('input[aria-label="your name"]').fill('carol');
    await page.locator('input[aria-label="seed"]').fill('4');
    await page.getByRole('button', { name: 'start' }).click();
    await page.waitForSelector('.play-observation');
    await expect(page.locator('.play-status').textContent()).resolves.toContain('kuhn-poker · seed 4 · you are seat 0');
    // An action typed by hand that the game cannot read is refused with the game's reason, and the same turn stays.
    await page.locator('input[aria-label="action text"]').fill('raise-to-the-moon');
    await page.getByRole('button', { name: 'play', exact: true }).click();
    await page.waitForSelector('.rejection');
    for (let moves = 0; moves < 20 && (await page.locator('.play-result').count()) === 0; moves++) {
      await page.locator('.legal-action').first().click();
      await page.waitForFunction(() => document.querySelector('.play-match button[disabled]') === null);
    }
    await page.waitForSelector('.play-result');
    await screenshot('viewer-play-kuhn.png');
    const link = await page.locator('.play-result a').first().textContent();
    const matches =
      await api<ApiPage<{ id: string; seats: { agent: string; name: string }[] }>>('/runs/human-play/matches');
    const stored = matches.items.find((row) => row.id === link);
    expect(stored?.seats.map((seat) => seat.agent)).toEqual(['human?name=carol', 'random']);
    await page.locator('.play-result a').first().click();
    await page.waitForSelector('.seat-observation');
    await expect(page.locator('h1').textContent()).resolves.toContain(link ?? '?');
    await expectNoErrors();
  });
  it('lets a person play an episode of a hidden-rule game, and the Learn2Play report lists them as a human baseline', async () => {
    await open('#/play?game=dye-works');
    await page.locator('input[aria-label="your name"]').fill('erin');
    await page.locator('input[aria-label="seed"]').fill('5');
    await page.locator('input[aria-label="params"]').fill('episode=1');
    await page.getByRole('button', { name: 'start' }).click();
    await page.waitForSelector('.play-observation');
    // Two turns by hand, then quit: the game plays out the remaining turns, so quitting banks nothing early.
    for (let turn = 0; turn < 2; turn++) {
      await page.locator('.legal-action').first().click();
      await page.waitForFunction(() => document.querySelector('.play-match button[disabled]') === null);
    }
    await page.getByRole('button', { name: 'quit', exact: true }).first().click();
    await page.waitForSelector('.play-result');
    await expect(page.locator('.play-result').textContent()).resolves.toMatch(/forfeit|finished/);
    const out = join(workDir, 'l2p-report');
    mkdirSync(out, { recursive: true });
    const report = ['report', fixture.runs.learn2play, '--format', 'json', '--no-plots', '--bootstrap', '0'];
    const json = JSON.parse(await xparena(home, [...report, '--out', out])) as {
      humans: { name: string; games: { game: string; trials: number; episodes: number }[] }[];
    };
    expect(json.humans).toMatchObject([{ name: 'erin', games: [{ game: 'dye-works', trials: 1, episodes: 1 }] }]);
    await expectNoErrors();
  });
});
