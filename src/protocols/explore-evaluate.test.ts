import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import type { Experience } from '../experience/experience.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { Store } from '../store/store.js';
import { checkpoints, episodeSeed, exploreEvaluate } from './explore-evaluate.js';

/**
 * A `none` experience that records every record it learns from; its state counts them (so snapshots change). It takes
 * a registered name because runners refuse snapshots of experiences they do not know.
 */
function spyExperience(): Experience<{ learned: number }> & { readonly seen: MatchRecord[] } {
  const seen: MatchRecord[] = [];
  return {
    name: 'none',
    version: 1,
    seen,
    initial: () => ({ learned: 0 }),
    learn(state, records) {
      if (!Object.isFrozen(state)) throw new Error('the experience state handed to learn is not frozen');
      seen.push(...records);
      return { state: { learned: state.learned + records.length } };
    },
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('exploreEvaluate', () => {
  it('checkpoints at 0, k, 2k, … and N', () => {
    expect(checkpoints(30, 3)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(checkpoints(10, 3)).toEqual([0, 3, 6, 9, 10]);
    expect(checkpoints(0, 3)).toEqual([0]);
  });

  it('draws exploration and evaluation seeds from disjoint streams', () => {
    const explore = new Set<number>();
    const evaluate = new Set<number>();
    for (const seed of [0, 1, 7]) {
      for (let trial = 0; trial < 5; trial++) {
        for (let index = 0; index < 200; index++) {
          explore.add(episodeSeed(seed, trial, 'explore', index));
          evaluate.add(episodeSeed(seed, trial, 'eval', index));
        }
      }
    }
    expect(explore.size).toBe(3 * 5 * 200);
    expect(evaluate.size).toBe(3 * 5 * 200);
    for (const seed of explore) expect(evaluate.has(seed)).toBe(false);
  });

  it('never lets an evaluation episode reach learn, and labels every episode', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const experience = spyExperience();
    const module = findGame('trust-evolution');
    const result = await exploreEvaluate({
      module,
      agent: 'random',
      experience,
      episodes: 5,
      evalEvery: 2,
      evalEpisodes: 2,
      trials: 2,
      seed: 3,
      store,
      runId: 'run',
    });
    expect(result).toMatchObject({ played: 2 * (5 + 4 * 2), skipped: 0, interrupted: false });
    const rows = store.listMatches({ runId: 'run' });
    const labels = rows.map((row) => ({ row, label: row.label?.type === 'episode' ? row.label : null }));
    const evalIds = new Set(labels.filter(({ label }) => label?.phase === 'eval').map(({ row }) => row.id));
    expect(evalIds.size).toBe(2 * 4 * 2);
    expect(experience.seen).toHaveLength(2 * 5);
    for (const record of experience.seen) {
      expect(evalIds.has(record.id)).toBe(false);
      expect(record.params.opponent).toBe('biased');
      expect(record.seed % 2).toBe(0);
    }
    for (const { row, label } of labels) {
      const record = store.getMatch(row.id) as MatchRecord;
      expect(label).toMatchObject({ type: 'episode', game: 'trust-evolution', pathway: 'none' });
      expect(record.seed % 2).toBe(label?.phase === 'eval' ? 1 : 0);
      expect(record.params.opponent).toBe(label?.phase === 'eval' ? 'uniform' : 'biased');
      if (label?.phase === 'explore') expect(label.checkpoint).toBe(Math.floor(label.episode / 2) * 2);
    }
    const snapshots = store.listExperienceSnapshots('run');
    expect(snapshots.map((row) => [row.trial, row.checkpoint])).toEqual([
      [0, 0],
      [0, 2],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 2],
      [1, 4],
      [1, 5],
    ]);
    expect(snapshots.map((row) => row.state)).toEqual([0, 2, 4, 5, 0, 2, 4, 5].map((learned) => ({ learned })));
    expect(result.curve.map((point) => point.scores.length)).toEqual(Array(8).fill(2));
    store.close();
  });

  it('resumes after an interruption with the same stored results as an uninterrupted run', async () => {
    const options = {
      module: findGame('snake'),
      agent: 'learner',
      episodes: 6,
      evalEvery: 2,
      evalEpisodes: 2,
      trials: 2,
      seed: 5,
      runId: 'run',
    };
    const stored = (store: Store) => ({
      matches: store
        .listMatches({ runId: 'run' })
        .map((row) => [row.id, row.label, row.scores])
        .sort(),
      snapshots: store.listExperienceSnapshots('run'),
    });
    const whole = new Store(':memory:');
    whole.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const full = await exploreEvaluate({ ...options, experience: createExperience('learner'), store: whole });

    const resumed = new Store(':memory:');
    resumed.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const controller = new AbortController();
    let seen = 0;
    const first = await exploreEvaluate({
      ...options,
      experience: createExperience('learner'),
      store: resumed,
      signal: controller.signal,
      onMatch: () => {
        if (++seen === 9) controller.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    expect(resumed.listMatches({ runId: 'run' })).toHaveLength(9);
    const second = await exploreEvaluate({ ...options, experience: createExperience('learner'), store: resumed });
    expect(second).toMatchObject({ interrupted: false, skipped: 9, played: full.played - 9 });
    expect(second.curve).toEqual(full.curve);
    expect(stored(resumed)).toEqual(stored(whole));
    whole.close();
    resumed.close();
  });
});

describe('the offline learner', () => {
  it.each(['trust-evolution', 'snake', 'tetris'])(
    'scores higher at the last checkpoint than at checkpoint 0 on %s',
    async (game) => {
      const result = await exploreEvaluate({
        module: findGame(game),
        agent: 'learner',
        experience: createExperience('learner'),
        episodes: 24,
        evalEvery: 12,
        evalEpisodes: 20,
        trials: 6,
        seed: 1,
      });
      const at = (checkpoint: number) =>
        mean(result.curve.filter((point) => point.checkpoint === checkpoint).flatMap((point) => point.scores));
      expect(at(24)).toBeGreaterThan(at(0));
      // The figures this run reaches are in docs/explore-evaluate.md (the offline learner), with their command.
      expect(at(24)).toBeGreaterThan(at(0) + (game === 'snake' ? 3 : 2));
    },
  );
});
