import { describe, expect, it } from 'vitest';
import type { AnchoredLabel, StoredLabel } from '../core/match-label.js';
import { resolveParams } from '../core/params.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { RATING_POOL_FORMAT, type RatingPool } from '../measure/rating-pool.js';
import { roundRatings } from '../measure/round-ratings.js';
import { Store } from '../store/store.js';
import { type AnchoredOptions, anchored } from './anchored.js';

/** The label of a stored anchored match, or null for any other. */
function anchoredLabel(label: StoredLabel | null): AnchoredLabel | null {
  return label?.type === 'anchored' ? label : null;
}

const module = findGame('kuhn-poker');
const pool: RatingPool = {
  formatVersion: RATING_POOL_FORMAT,
  mean: 1500,
  ratings: { heuristic: 1600, random: 1400 },
};

function options(store: Store, runId: string, extra: Partial<AnchoredOptions> = {}): AnchoredOptions {
  store.startRun({ id: runId, kind: 'anchored', spec: {}, codeVersion: 'test' });
  return {
    module,
    params: resolveParams(module.game, 'match'),
    agents: [
      { spec: 'learner', experience: createExperience('learner'), name: 'learner (learner)' },
      { spec: 'learner', experience: createExperience('none'), name: 'learner (none)' },
    ],
    anchors: ['heuristic', 'random'],
    rounds: 3,
    gamesPerAnchor: 2,
    seed: 5,
    store,
    runId,
    ...extra,
  };
}

describe('anchored', () => {
  it('plays every anchor each round with seats balanced, never anchor against anchor', async () => {
    const store = new Store(':memory:');
    const result = await anchored(options(store, 'run'));
    expect(result.played).toBe(3 * 2 * 2 * 2);
    const rows = store.listMatches({ runId: 'run' });
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      const label = anchoredLabel(row.label);
      expect(label).not.toBeNull();
      expect(row.seats.filter((seat) => seat === 'learner')).toHaveLength(1);
      expect(row.seats[label?.seat as number]).toBe('learner');
      expect(row.seats[1 - (label?.seat as number)]).toBe(label?.anchor);
    }
    for (const record of store.records({ runId: 'run' })) {
      const evolving = record.seats.filter((seat) => seat.experience !== undefined);
      expect(evolving).toHaveLength(1);
      expect(evolving[0]?.agent).toBe('learner');
    }
    const seats = rows.map((row) => anchoredLabel(row.label)?.seat);
    expect(seats.filter((seat) => seat === 0)).toHaveLength(12);
  });

  it('stores one snapshot per round and agent, and only the learning agent’s experience changes', async () => {
    const store = new Store(':memory:');
    const result = await anchored(options(store, 'run'));
    const snapshots = store.listExperienceSnapshots('run');
    expect(snapshots.map((row) => [row.trial, row.checkpoint])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    const learner = snapshots.filter((row) => row.trial === 0).map((row) => row.hash);
    expect(new Set(learner).size).toBe(3);
    const none = snapshots.filter((row) => row.trial === 1).map((row) => row.hash);
    expect(new Set(none).size).toBe(1);
    // Round r was played with the snapshot stored for round r, and learned from exactly that round's records.
    for (const round of result.rounds) {
      expect(round.records).toHaveLength(4);
      for (const record of round.records) {
        expect(record.seats.find((seat) => seat.experience)?.experience).toBe(round.experience.hash);
      }
    }
    const last = snapshots.find((row) => row.trial === 0 && row.checkpoint === 2);
    const episodes = (last?.state as { episodes: number } | undefined)?.episodes;
    expect(episodes).toBe(8);
  });

  it('resumes after an interruption with the same snapshots and matches as an uninterrupted run', async () => {
    const whole = new Store(':memory:');
    await anchored(options(whole, 'run'));
    const store = new Store(':memory:');
    const controller = new AbortController();
    let seen = 0;
    const first = await anchored(
      options(store, 'run', {
        signal: controller.signal,
        onMatch: () => {
          if (++seen === 11) controller.abort();
        },
      }),
    );
    expect(first.interrupted).toBe(true);
    expect(store.listMatches({ runId: 'run' }).length).toBeLessThan(24);
    const second = await anchored(options(store, 'run'));
    expect(second.interrupted).toBe(false);
    expect(second.skipped).toBeGreaterThan(0);
    const ids = (s: Store) => s.listMatches({ runId: 'run' }).map((row) => row.id);
    expect(ids(store).sort()).toEqual(ids(whole).sort());
    const hashes = (s: Store) => s.listExperienceSnapshots('run').map((row) => row.hash);
    expect(hashes(store)).toEqual(hashes(whole));
  });

  it('gives one rating per agent and round, whatever the order of the records', async () => {
    const store = new Store(':memory:');
    await anchored(options(store, 'run'));
    const labels = new Map(store.listMatches({ runId: 'run' }).map((row) => [row.id, anchoredLabel(row.label)]));
    const matches = [...store.records({ runId: 'run' })].map((record) => ({
      label: labels.get(record.id) as AnchoredLabel,
      record,
    }));
    const ratings = roundRatings(matches, pool, { count: 200, seed: 3 });
    expect(ratings.map((line) => [line.agent, line.round, line.games])).toEqual([
      ['learner (learner)', 0, 4],
      ['learner (learner)', 1, 4],
      ['learner (learner)', 2, 4],
      ['learner (none)', 0, 4],
      ['learner (none)', 1, 4],
      ['learner (none)', 2, 4],
    ]);
    for (const line of ratings) {
      expect(line.low).toBeLessThanOrEqual(line.rating + 1e-9);
      expect(line.high).toBeGreaterThanOrEqual(line.rating - 1e-9);
      expect(line.rank).toBeGreaterThanOrEqual(1);
      expect(line.rank).toBeLessThanOrEqual(3);
    }
    expect(roundRatings([...matches].reverse(), pool, { count: 200, seed: 3 })).toEqual(ratings);
  });
});
