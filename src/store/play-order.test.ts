import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { Store } from './store.js';

const adder = (action: number): Agent => ({ name: `add-${action}`, act: () => ({ action }) });
const play = (seed: number) =>
  playMatch({ game: countGame, params: { target: 3 }, seed, seats: [{ spec: 'one', agent: adder(1) }] });

// store-v4.db was written by the schema before play order existed (4 migrations): run-a committed its three matches in
// descending id order; run-b then re-found run-a's last match (linkMatch) and committed one of its own.
const fixtureIds = ['00eb603ec7c7fee1', '8ef33c201ff7f0c8', '96b616b933773d1d', 'abff564dea966d74'];

describe('play order', () => {
  it('backfills the order of an old store from the order its links were written, per run', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xparena-order-')), 'xparena.db');
    copyFileSync(new URL('./fixtures/store-v4.db', import.meta.url), path);
    const before = new Database(path, { readonly: true });
    expect(before.pragma('user_version', { simple: true })).toBe(4);
    before.close();
    const store = new Store(path);
    try {
      const [first, second, third, fourth] = fixtureIds;
      expect(store.playOrder('run-a')).toEqual([fourth, third, second]);
      expect(store.playOrder('run-b')).toEqual([second, first]);
      // New links continue each run's order.
      store.linkMatch('run-b', third as string);
      expect(store.playOrder('run-b')).toEqual([second, first, third]);
      expect(store.listMatches({ runId: 'run-a' })).toHaveLength(3);
    } finally {
      store.close();
    }
  });

  it('records the order matches finish in, not their id order, and moves a replayed match to its new finish', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const records = await Promise.all([1, 2, 3, 4].map(play));
    const descending = [...records].sort((x, y) => (x.id < y.id ? 1 : -1));
    const [a, b, c, d] = descending.map((record) => record.id) as [string, string, string, string];
    for (const record of descending.slice(0, 3)) store.commitMatch(record, { runId: 'r' });
    store.linkMatch('r', a);
    expect(store.playOrder('r')).toEqual([a, b, c]);
    store.commitMatch(descending[0] as (typeof records)[number], { runId: 'r' });
    store.commitMatch(descending[3] as (typeof records)[number], { runId: 'r' });
    expect(store.playOrder('r')).toEqual([b, c, a, d]);
    expect(store.playOrder('other')).toEqual([]);
    // Ratings read the outcomes in the same order, of one game when asked.
    const outcomes = store.runOutcomes('r');
    expect(outcomes.map((outcome) => outcome.id)).toEqual([b, c, a, d]);
    const [listed] = store.listMatches({ runId: 'r' }).filter((row) => row.id === b);
    expect(outcomes[0]).toEqual({
      id: b,
      game: listed?.game,
      seats: listed?.seats,
      status: listed?.status,
      scores: listed?.scores,
    });
    expect(store.runOutcomes('r', countGame.id)).toHaveLength(4);
    expect(store.runOutcomes('r', 'other-game')).toEqual([]);
  });
});
