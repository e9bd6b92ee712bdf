import { describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { learn2playEpisodes } from '../measure/learn2play-episodes.js';
import { learn2playMetrics } from '../measure/learn2play-metrics.js';
import { Store } from '../store/store.js';
import { learn2play, learn2playGameInfo, learn2playTrialSeed } from './learn2play.js';
import { hiddenButton, hiddenButtonSteps } from './test-hidden-rule-game.js';

vi.mock('../games/registry.js', async (importOriginal) => {
  const { withHiddenRuleFixtures } = await import('./test-hidden-rule-game.js');
  return withHiddenRuleFixtures(await importOriginal<typeof import('../games/registry.js')>());
});

/** The run's Learn2Play matches with their labels, as the report reads them. */
function stored(store: Store, runId = 'run') {
  const labels = new Map(store.listMatches({ runId }).map((row) => [row.id, row.label]));
  return [...store.records({ runId })].flatMap((record) => {
    const label = labels.get(record.id);
    return label?.type === 'learn2play' ? [{ label, record }] : [];
  });
}

async function run(experience: string, options: { trials?: number; episodes?: number; store?: Store } = {}) {
  const store = options.store ?? new Store(':memory:');
  if (!options.store) store.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
  const result = await learn2play({
    module: findGame('hidden-button'),
    agent: 'learner',
    experience: createExperience(experience),
    trials: options.trials ?? 3,
    episodes: options.episodes,
    seed: 4,
    store,
    runId: 'run',
  });
  return { store, result };
}

describe('learn2play', () => {
  it('plays each trial’s episodes on one seed with params.episode 1..E, beside the solver on the same instance', async () => {
    const { store, result } = await run('none');
    expect(result).toEqual({ played: 3 * 5 * 2, skipped: 0, interrupted: false });
    const matches = stored(store);
    const seeds = new Set<number>();
    for (const { label, record } of matches) {
      expect(record.seed).toBe(learn2playTrialSeed(4, label.trial));
      expect(record.params.episode).toBe(label.episode);
      expect(record.seats[0]?.agent).toBe(label.role === 'agent' ? 'learner' : 'solver');
      expect(record.seats[0]?.experience === undefined).toBe(label.role === 'reference');
      seeds.add(record.seed);
      if (label.role === 'reference')
        expect(record.end.scores).toEqual([hiddenButtonSteps - hiddenButton(record.seed)]);
    }
    expect(seeds.size).toBe(3);
    expect(
      matches.filter(({ label }) => label.role === 'agent').map(({ label }) => [label.trial, label.episode]),
    ).toEqual([0, 1, 2].flatMap((trial) => [1, 2, 3, 4, 5].map((episode) => [trial, episode])));
    store.close();
  });

  it('plays 10 episodes of a challenge game unless told otherwise', async () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
    const module = findGame('hidden-button-challenge');
    const base = { module, agent: 'random', experience: createExperience('none'), trials: 1, store, runId: 'run' };
    expect((await learn2play(base)).played).toBe(20);
    expect((await learn2play({ ...base, episodes: 3, seed: 9 })).played).toBe(6);
    store.close();
  });

  it('measures learning: the learner’s experience raises its normalised score while none stays flat', async () => {
    const metrics = async (experience: string) => {
      const { store } = await run(experience, { trials: 4 });
      const episodes = learn2playEpisodes(stored(store));
      store.close();
      return learn2playMetrics(episodes, (game) => learn2playGameInfo(findGame(game)), { bootstrap: 100 }).games[0];
    };
    const naive = await metrics('none');
    const learner = await metrics('learner');
    // Without experience the learner replays the trial's seed: the same actions and score every episode.
    expect(naive?.gain.value).toBe(0);
    expect(naive?.slope.value).toBeCloseTo(0, 12);
    expect(naive?.similarity?.value).toBe(1);
    expect(learner?.gain.value).toBeGreaterThan(30);
    expect(learner?.slope.value).toBeGreaterThan(5);
    expect(learner?.max.value).toBeGreaterThan(naive?.max.value ?? Number.POSITIVE_INFINITY);
  });

  it('resumes after an interruption: no finished episode is replayed, and the results equal an uninterrupted run', async () => {
    const summary = (store: Store) =>
      stored(store)
        .map(({ label, record }) => [record.id, label, record.end.scores] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1));
    const { store: whole } = await run('learner');
    const resumed = new Store(':memory:');
    resumed.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
    const controller = new AbortController();
    let seen = 0;
    const first = await learn2play({
      module: findGame('hidden-button'),
      agent: 'learner',
      experience: createExperience('learner'),
      trials: 3,
      seed: 4,
      store: resumed,
      runId: 'run',
      signal: controller.signal,
      onMatch: () => {
        if (++seen === 13) controller.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    const kept = resumed.listMatches({ runId: 'run' }).length;
    const played: MatchRecord[] = [];
    const second = await learn2play({
      module: findGame('hidden-button'),
      agent: 'learner',
      experience: createExperience('learner'),
      trials: 3,
      seed: 4,
      store: resumed,
      runId: 'run',
      onMatch: (_job, record) => {
        if (record) played.push(record);
      },
    });
    expect(second).toMatchObject({ interrupted: false, played: 30 - kept });
    expect(played).toHaveLength(30 - kept);
    expect(summary(resumed)).toEqual(summary(whole));
    whole.close();
    resumed.close();
  });
});
