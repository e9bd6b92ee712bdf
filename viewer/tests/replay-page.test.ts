// Headless Chromium on match replays: the Pokémon TCG spectator table beside each seat's view (hidden cards face
// down, the Active Spot apart from the Bench), the Prizes-over-time chart, one step count everywhere, and the tetris
// well with numbered columns, settled cells in their pieces' colours and the landing ghost of the chosen drop.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParamValue } from '../../src/core/game.js';
import { resolveParams } from '../../src/core/params.js';
import type { PtcgObservation } from '../../src/games/ptcg/ptcg-observe.js';
import { findGame } from '../../src/games/registry.js';
import type { TetrisObservation } from '../../src/games/tetris/tetris-state.js';
import { jobGame } from '../../src/runner/match-job.js';
import { runMatches } from '../../src/runner/run-matches.js';
import type { MatchDetail, StepsResponse } from '../../src/server/viewer-api.js';
import { Store } from '../../src/store/store.js';
import { type BrowserSession, startBrowserSession } from './browser-session.js';

// The few browser globals the page functions below use (this file compiles without the DOM library).
declare const document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
declare function getComputedStyle(element: unknown): { backgroundColor: string; fontSize: string };
interface Box {
  getBoundingClientRect(): { x: number };
}

const screenshotDir = join(new URL('../../', import.meta.url).pathname, '.xparena-test/screenshots');

/** A Pokémon TCG match (heuristic vs random) and a tetris match (heuristic), by game id. */
async function storeMatches(home: string): Promise<Record<string, string>> {
  const games: readonly { game: string; overrides: Record<string, ParamValue>; seats: string[] }[] = [
    { game: 'ptcg', overrides: { decks: 'combo,combo' }, seats: ['heuristic', 'random'] },
    { game: 'tetris', overrides: {}, seats: ['heuristic'] },
  ];
  const store = new Store(join(home, 'xparena.db'));
  const ids: Record<string, string> = {};
  try {
    const jobs = games.map(({ game, overrides, seats }) => {
      const module = findGame(game);
      return { ...jobGame(module), params: resolveParams(module.game, undefined, overrides), seats, seed: 3 };
    });
    await runMatches(jobs, {
      store,
      onMatch: (job, record) => {
        if (record) ids[job.game] = record.id;
      },
    });
  } finally {
    store.close();
  }
  return ids;
}

let session: BrowserSession & { filled: Record<string, string> };

beforeAll(async () => {
  session = await startBrowserSession(storeMatches);
}, 240_000);

afterAll(async () => {
  await session?.close();
});

async function waitForPosition(expected: number): Promise<void> {
  await session.page.waitForFunction(
    (value) => document.querySelector('.position')?.getAttribute('data-position') === String(value),
    expected,
  );
  await session.page.waitForSelector('.loading', { state: 'detached' });
}

async function expectNoErrors(): Promise<void> {
  await session.page.waitForTimeout(100);
  expect(session.errors).toEqual([]);
  await expect(session.page.locator('.error').count()).resolves.toBe(0);
}

describe('a Pokémon TCG replay', () => {
  it('opens on the spectator table: both boards once, hands and Prizes face down, the Active apart from the Bench', async () => {
    const { page } = session;
    const id = session.filled.ptcg as string;
    const steps = await session.api<StepsResponse>(`/matches/${id}/steps?from=0&to=200`);
    // A position in play where both players hold cards.
    const seatZero = (index: number) => steps.steps[index]?.observations[0]?.json as PtcgObservation | undefined;
    const at = steps.steps.findIndex((_, index) => {
      const observation = seatZero(index);
      return index > 20 && observation?.phase === 'play' && observation.players.every((player) => player.handCount > 0);
    });
    expect(at).toBeGreaterThan(0);
    const seen = steps.steps[at]?.observations[0]?.json as PtcgObservation;
    await session.open(`#/matches/${id}?step=${at}`);
    await waitForPosition(at);
    await page.waitForSelector('.spectator-observation .board.ptcg');
    await expect(page.locator('.view-switch button[aria-pressed="true"]').textContent()).resolves.toContain(
      'spectator',
    );
    await expect(page.locator('.seat-observation').count()).resolves.toBe(0);
    const table = page.locator('.spectator-observation');
    await expect(table.locator('.ptcg-side').count()).resolves.toBe(2);
    await expect(table.locator('.ptcg-hand-card').count()).resolves.toBe(0);
    for (const seat of [0, 1]) {
      const side = table.locator(`.ptcg-side[data-seat="${seat}"]`);
      const player = seen.players[seat];
      await expect(side.locator('.ptcg-card-back').count()).resolves.toBe(player?.handCount);
      await expect(side.locator('.ptcg-prize').count()).resolves.toBe(player?.prizeCount);
      // The Active Spot is its own box, left of the Bench and not overlapping it, on another background.
      const active = await side.locator('[data-spot="active"]').boundingBox();
      const bench = await side.locator('[data-spot="bench"]').boundingBox();
      if (!active || !bench) throw new Error('the Active Spot or the Bench is not drawn');
      expect(active.x + active.width).toBeLessThanOrEqual(bench.x);
      await expect(side.locator('[data-spot="active"] .ptcg-spot-label').textContent()).resolves.toBe('Active');
      await expect(side.locator('[data-spot="bench"] .ptcg-spot-label').textContent()).resolves.toMatch(
        /^Bench \d\/5$/,
      );
      const background = (selector: string) =>
        side.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background('[data-spot="active"]')).not.toBe(await background('[data-spot="bench"]'));
    }
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'replay-ptcg-spectator.png'), fullPage: true });
    await expectNoErrors();

    // The view switch shows one seat's view, its own hand by name, and back to every seat.
    await page.locator('.view-switch button[data-view="1"]').click();
    await page.waitForSelector('.seat-observation[data-seat="1"] .board.ptcg');
    await expect(page.locator('.seat-observation').count()).resolves.toBe(1);
    await expect(page.locator('.seat-observation .ptcg-own .ptcg-hand-card').count()).resolves.toBe(
      seen.players[1]?.handCount,
    );
    await page.locator('.view-switch button[data-view="seats"]').click();
    await expect(page.locator('.seat-observation').count()).resolves.toBe(2);
    await expectNoErrors();
  });

  it('charts each player’s Prizes over the match, with one step count in the header, slider and chart', async () => {
    const { page } = session;
    const id = session.filled.ptcg as string;
    const detail = await session.api<MatchDetail>(`/matches/${id}`);
    expect(detail.tracks.map((track) => track.name)).toEqual(['Prizes remaining']);
    const prizes = detail.tracks[0]?.values ?? [];
    expect(prizes).toHaveLength(detail.steps + 1);
    expect(prizes.at(-1)?.some((left) => left < 6)).toBe(true);
    // The page is still on this match (a hash change keeps the cursor): the slider moves it.
    await page.locator('input[aria-label="seek"]').fill('7');
    await waitForPosition(7);
    const chart = page.locator('.replay-chart[data-chart="Prizes remaining"]');
    await chart.locator('svg .mark-line path').first().waitFor({ state: 'attached' });
    // One line per player.
    await expect(chart.locator('svg .mark-line path').count()).resolves.toBe(2);
    await expect(chart.locator('svg').textContent()).resolves.toContain('Prizes remaining');
    await expect(page.locator('.position').textContent()).resolves.toBe(`step 7 / ${detail.steps}`);
    await expect(page.locator('.step-panel h3').first().textContent()).resolves.toContain(`Step 7 / ${detail.steps}`);
    await expectNoErrors();
  });
});

describe('a tetris replay', () => {
  it('numbers the columns, colours settled cells by piece and draws the landing ghost of the drop played from the board', async () => {
    const { page } = session;
    const id = session.filled.tetris as string;
    const steps = await session.api<StepsResponse>(`/matches/${id}/steps?from=0&to=10`);
    const at = 5;
    const step = steps.steps[at];
    const observation = step?.observations[0]?.json as TetrisObservation;
    const move = step?.record.moves[0]?.text ?? '';
    const [column] = move.split(' ').map(Number);
    await session.open(`#/matches/${id}?step=${at}`);
    await waitForPosition(at);
    await page.waitForSelector('.seat-observation .board.tetris');
    await expect(page.locator('.view-switch').count()).resolves.toBe(0);
    const numbers = await page.locator('.tetris-well .cell-column').allTextContents();
    expect(numbers).toEqual(Array.from({ length: observation.rules.width }, (_, index) => String(index + 1)));
    const ghost = page.locator(`.tetris-well .cell-ghost-${observation.current}`);
    await expect(ghost.count()).resolves.toBe(4);
    // The ghost's leftmost cell is under the number of the drop column.
    const boxes = await ghost.evaluateAll((cells) =>
      cells.map((cell) => (cell as unknown as Box).getBoundingClientRect().x),
    );
    const label = await page
      .locator('.tetris-well .cell-column')
      .nth((column ?? 1) - 1)
      .boundingBox();
    expect(Math.min(...boxes)).toBeCloseTo(label?.x ?? -1, 0);
    await expect(page.locator('.board.tetris .board-caption').textContent()).resolves.toContain(
      `drops ${observation.current} at column ${column}`,
    );
    // Text in the well reads at 1×: no smaller than 13 px.
    const size = await page
      .locator('.tetris-well .cell-column')
      .first()
      .evaluate((cell) => getComputedStyle(cell).fontSize);
    expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(13);
    // After five drops, every settled cell has the colour of the piece the server derived for it; none is grey.
    const pieces = step?.cells ?? [];
    const settled = observation.board.flatMap((row, at) =>
      [...row].flatMap((symbol, column) => (symbol === '.' ? [] : [`cell-settled-${pieces[at]?.[column]}`])),
    );
    expect(settled.length).toBeGreaterThan(0);
    for (const kind of settled) expect(kind).toMatch(/^cell-settled-[IJLOSTZ]$/);
    const board = page.locator('[aria-label="tetris board"] .cell');
    const drawn = await board.evaluateAll((cells) =>
      cells.map((cell) => (cell as unknown as { className: string }).className.replace('cell ', '')),
    );
    expect(drawn.filter((kind) => /settled|fixed/.test(kind))).toEqual(settled);
    const colour = await page
      .locator('.tetris-well .cell-fixed, .tetris-well [class*="cell-settled-"]')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(colour).not.toBe('rgb(107, 115, 133)');
    await page.screenshot({ path: join(screenshotDir, 'replay-tetris-ghost.png') });
    await expectNoErrors();
  });
});
