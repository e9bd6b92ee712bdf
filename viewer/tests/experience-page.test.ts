// Headless Chromium on the experience page of an S³Gym run of two trials: the checkpoint list grouped by trial and
// collapsible, and the diff of a snapshot against the previous checkpoint or any other one chosen in the selector.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3gymRunSpec, runS3gym } from '../../src/protocols/suites/s3gym-suite.js';
import type { ExperienceDetail, ExperienceSummary } from '../../src/server/viewer-api.js';
import { Store } from '../../src/store/store.js';
import { prettyJson } from '../src/format.js';
import { lineDiff } from '../src/line-diff.js';
import { type BrowserSession, startBrowserSession } from './browser-session.js';

const runId = 's3gym-two-trials';
const screenshotDir = join(new URL('../../', import.meta.url).pathname, '.xparena-test/screenshots');

/** An S³Gym learner run on trust-evolution: two trials, a checkpoint every two of six exploration episodes. */
async function storeRun(home: string): Promise<void> {
  const store = new Store(join(home, 'xparena.db'));
  try {
    const spec = parseS3gymRunSpec({
      agent: 'learner',
      games: ['trust-evolution'],
      episodes: 6,
      evalEvery: 2,
      evalEpisodes: 1,
      trials: 2,
    });
    store.startRun({ id: runId, kind: 's3gym', spec, codeVersion: 'test' });
    await runS3gym(spec, { store, runId });
    store.finishRun(runId, 'finished');
  } finally {
    store.close();
  }
}

let session: BrowserSession;

beforeAll(async () => {
  session = await startBrowserSession(storeRun);
}, 240_000);

afterAll(async () => {
  await session?.close();
});

const key = (snapshot: ExperienceSummary) => `${snapshot.game}/${snapshot.trial}/${snapshot.checkpoint}`;

describe('the experience page', () => {
  it('groups the checkpoints by trial, the selected trial open and the others collapsed', async () => {
    const { page } = session;
    const snapshots = await session.api<ExperienceSummary[]>(`/runs/${runId}/experience`);
    const trials = [...new Set(snapshots.map((snapshot) => snapshot.trial))];
    expect(trials).toEqual([0, 1]);
    await session.open(`#/runs/${runId}/experience`);
    await page.waitForSelector('.snapshot-group');
    await expect(page.locator('.snapshot-group').count()).resolves.toBe(2);
    await expect(page.locator('.snapshot-group summary').first().textContent()).resolves.toBe(
      `trust-evolution · trial 0 (${snapshots.filter((snapshot) => snapshot.trial === 0).length} checkpoints)`,
    );
    const second = page.locator('.snapshot-group').nth(1);
    await expect(second.getAttribute('open')).resolves.toBeNull();
    await expect(second.locator('a').first().isVisible()).resolves.toBe(false);
    await second.locator('summary').click();
    await expect(second.locator('a').first().isVisible()).resolves.toBe(true);
    await second.locator('a').last().click();
    await page.waitForSelector('.snapshot h2:has-text("trial 1")');
    expect(session.errors).toEqual([]);
  });

  it('diffs a snapshot against the previous checkpoint by default and against any checkpoint chosen', async () => {
    const { page } = session;
    const snapshots = await session.api<ExperienceSummary[]>(`/runs/${runId}/experience`);
    const trial = snapshots.filter((snapshot) => snapshot.trial === 0);
    const selected = trial.at(-1) as ExperienceSummary;
    const first = trial[0] as ExperienceSummary;
    expect(trial.length).toBeGreaterThan(2);
    const state = async (snapshot: ExperienceSummary) =>
      (
        await session.api<ExperienceDetail>(
          `/runs/${runId}/experience/${snapshot.game}/${snapshot.trial}/${snapshot.checkpoint}`,
        )
      ).state;
    const changed = (before: unknown, after: unknown) =>
      lineDiff(prettyJson(before), prettyJson(after)).filter((line) => line.type !== 'same').length;
    const after = await state(selected);
    const previous = await state(trial.at(-2) as ExperienceSummary);
    const summary = page.locator('.snapshot .diff-summary');

    await session.open(`#/runs/${runId}/experience?snapshot=${encodeURIComponent(key(selected))}`);
    await page.waitForSelector('.snapshot .diff-summary', { state: 'attached' });
    await expect(page.locator('select[aria-label="compare with"]').inputValue()).resolves.toBe('');
    await expect(summary.textContent()).resolves.toBe(
      `${changed(previous, after)} changed lines since the previous checkpoint.`,
    );

    await page.locator('select[aria-label="compare with"]').selectOption(key(first));
    await page.waitForSelector(`.snapshot .diff-summary:has-text("since checkpoint ${first.checkpoint}.")`, {
      state: 'attached',
    });
    await expect(summary.textContent()).resolves.toBe(
      `${changed(await state(first), after)} changed lines since checkpoint ${first.checkpoint}.`,
    );

    // A checkpoint of another trial is named with its trial.
    const other = snapshots.find((snapshot) => snapshot.trial === 1) as ExperienceSummary;
    await page.locator('select[aria-label="compare with"]').selectOption(key(other));
    await page.waitForSelector(`.snapshot .diff-summary:has-text("trial 1, checkpoint ${other.checkpoint}.")`, {
      state: 'attached',
    });
    await expect(summary.textContent()).resolves.toBe(
      `${changed(await state(other), after)} changed lines since trust-evolution · trial 1, checkpoint ${other.checkpoint}.`,
    );
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'experience-against.png'), fullPage: true });
    expect(session.errors).toEqual([]);
    await expect(page.locator('.error').count()).resolves.toBe(0);
  });
});
