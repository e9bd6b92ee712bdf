import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import { playMatch } from '../core/play-match.js';
import { countGame } from '../core/test-game.js';
import { Store } from './store.js';

const adder: Agent = { name: 'add-1', act: () => ({ action: 1 }) };
const play = (seed: number) =>
  playMatch({ game: countGame, params: { target: 3 }, seed, seats: [{ spec: 'one', agent: adder }] });

/** A store with runs `a` and `b` sharing one match, each with one of its own, and one match of no run. */
async function twoRuns(): Promise<{ store: Store; ids: Record<'onlyA' | 'shared' | 'onlyB' | 'loose', string> }> {
  const store = new Store(':memory:');
  const [onlyA, shared, onlyB, loose] = await Promise.all([play(1), play(2), play(3), play(4)]);
  for (const id of ['a', 'b']) store.startRun({ id, kind: 'test', spec: { id }, codeVersion: '0' });
  store.commitMatch(onlyA, { runId: 'a' });
  store.commitMatch(shared, { runId: 'a', label: { type: 'text', text: 'in a' } });
  store.linkMatch('b', shared.id, { type: 'text', text: 'in b' });
  store.commitMatch(onlyB, { runId: 'b' });
  store.commitMatch(loose);
  const snapshot = { game: 'count', trial: 0, checkpoint: 0, experience: 'history', hash: 'h', state: {} };
  store.saveExperienceSnapshot({ runId: 'a', ...snapshot });
  store.saveExperienceSnapshot({ runId: 'b', ...snapshot });
  const rating = { agent: 'one', round: 1, rating: 1500, rank: 1, games: 2, score: 1 };
  store.saveRoundRatings('a', [rating]);
  store.saveRoundRatings('b', [rating]);
  return { store, ids: { onlyA: onlyA.id, shared: shared.id, onlyB: onlyB.id, loose: loose.id } };
}

describe('deleting a run', () => {
  it('says what it would remove without removing anything', async () => {
    const { store } = await twoRuns();
    expect(store.runDeletion('a')).toEqual({ matches: 1, sharedMatches: 1, snapshots: 1, roundRatings: 1 });
    expect(store.getRun('a')).toBeDefined();
    expect(store.countMatches()).toBe(4);
  });

  it('removes the run, its own matches with their steps, snapshots and ratings; keeps what other runs hold', async () => {
    const { store, ids } = await twoRuns();
    expect(store.deleteRun('a')).toEqual({ matches: 1, sharedMatches: 1, snapshots: 1, roundRatings: 1 });
    expect(store.getRun('a')).toBeUndefined();
    expect(store.getMatch(ids.onlyA)).toBeUndefined();
    const steps = store.database.prepare('SELECT COUNT(*) AS n FROM steps WHERE match_id = ?');
    expect(steps.get(ids.onlyA)).toEqual({ n: 0 });
    expect(store.listMatches().map((row) => row.id)).toEqual([ids.shared, ids.onlyB, ids.loose]);
    expect(store.listMatches({ runId: 'b' }).map((row) => [row.id, row.label])).toEqual([
      [ids.shared, { type: 'text', text: 'in b' }],
      [ids.onlyB, null],
    ]);
    expect(store.playOrder('a')).toEqual([]);
    expect(store.listExperienceSnapshots('a')).toEqual([]);
    expect(store.listRoundRatings('a')).toEqual([]);
    expect(store.listExperienceSnapshots('b')).toHaveLength(1);
    expect(store.listRoundRatings('b')).toHaveLength(1);
    // The shared match now belongs to b alone: deleting b removes it, and the match of no run stays.
    expect(store.deleteRun('b')).toMatchObject({ matches: 2, sharedMatches: 0 });
    expect(store.listMatches().map((row) => row.id)).toEqual([ids.loose]);
    expect(store.database.prepare('SELECT COUNT(*) AS n FROM steps').get()).toEqual({ n: 3 });
    // Records go with their matches.
    expect(store.database.prepare('SELECT match_id FROM match_records').all()).toEqual([{ match_id: ids.loose }]);
  });
});
