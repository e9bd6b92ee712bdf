// Headless Chromium paging a run of 120 matches and the store's list by keyset: next after the page's last match,
// previous before its first, the last page from the end, each page showing where it sits.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../src/agents/registry.js';
import type { MatchRecord } from '../../src/core/match-record.js';
import { resolveParams } from '../../src/core/params.js';
import { agentSeed, playMatch } from '../../src/core/play-match.js';
import { findGame } from '../../src/games/registry.js';
import { Store } from '../../src/store/store.js';
import { type BrowserSession, startBrowserSession } from './browser-session.js';

const runId = 'pager-run';
const ids = Array.from({ length: 120 }, (_, index) => `m${String(index).padStart(3, '0')}`);

/** One played kuhn-poker record stored 120 times under the ids above, in one run, and once more outside it. */
async function storeRun(home: string): Promise<void> {
  const module = findGame('kuhn-poker');
  const params = resolveParams(module.game, 'match');
  const seats = ['random', 'random'].map((spec, seat) => ({
    spec,
    agent: createAgent(module, spec, { params, seed: agentSeed(1, seat), seat, players: 2 }),
  }));
  const record: MatchRecord = await playMatch({ game: module.game, params, seed: 1, seats });
  const store = new Store(join(home, 'xparena.db'));
  try {
    store.startRun({ id: runId, kind: 'test', spec: {}, codeVersion: 'test' });
    store.commitMatches(ids.map((id, seed) => ({ record: { ...record, id, seed }, runId })));
    store.commitMatch({ ...record, id: 'z-outside' });
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

/** Waits for the pager to read `position`, then answers the ids of the listed matches. */
async function listed(position: string): Promise<string[]> {
  const { page } = session;
  await page.waitForSelector(`.pager-position:text-is("${position}")`);
  return page.locator('table.matches tbody tr td:first-child').allTextContents();
}

/** Follows the pager link named `name`. */
async function follow(name: string): Promise<void> {
  await session.page.getByRole('link', { name }).click();
}

describe('the matches pager', () => {
  it('pages a run forward, to its end, back and to its start, by keyset', async () => {
    const { page } = session;
    await session.open(`#/runs/${runId}`);
    expect(await listed('matches 1–50 of 120')).toEqual(ids.slice(0, 50));
    await expect(page.getByRole('link', { name: '‹ previous' }).count()).resolves.toBe(0);
    await follow('next ›');
    expect(await listed('matches 51–100 of 120')).toEqual(ids.slice(50, 100));
    expect(page.url()).toContain(`#/runs/${runId}?after=m049`);
    await follow('last »');
    expect(await listed('matches 71–120 of 120')).toEqual(ids.slice(70));
    await expect(page.getByRole('link', { name: 'next ›' }).count()).resolves.toBe(0);
    await follow('‹ previous');
    expect(await listed('matches 21–70 of 120')).toEqual(ids.slice(20, 70));
    await follow('« first');
    expect(await listed('matches 1–50 of 120')).toEqual(ids.slice(0, 50));
    expect(session.errors).toEqual([]);
  });

  it('pages every stored match the same way, from a link to the page before a match', async () => {
    await session.open('#/matches?before=m060');
    expect(await listed('matches 11–60 of 121')).toEqual(ids.slice(10, 60));
    await follow('last »');
    expect(await listed('matches 72–121 of 121')).toEqual([...ids.slice(71), 'z-outside']);
    expect(session.errors).toEqual([]);
  });
});
