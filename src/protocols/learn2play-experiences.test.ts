// Every registered experience through the Learn2Play protocol, offline, with an llm: agent on the fake
// OpenAI-compatible server and the test-only hidden-rule game: only the agent's episodes reach learn, never the
// solver's, and an interrupted run resumes to the same matches without learning any step twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import type { Experience } from '../experience/experience.js';
import { createExperience, experienceNames } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { learn2playEpisodes } from '../measure/learn2play-episodes.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { Store } from '../store/store.js';
import { learn2play } from './learn2play.js';

vi.mock('../games/registry.js', async (importOriginal) => {
  const { withHiddenRuleFixtures } = await import('./test-hidden-rule-game.js');
  return withHiddenRuleFixtures(await importOriginal<typeof import('../games/registry.js')>());
});

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

/** `experience` with its learn steps counted: the record ids each learned from, and the steps that called a model. */
function counted(experience: Experience) {
  const seen: string[] = [];
  let calling = 0;
  const learn: Experience['learn'] = async (state, records, tools) => {
    seen.push(...records.map((record: MatchRecord) => record.id));
    const result = await experience.learn(state, records, tools);
    if (result.exchanges?.length) calling++;
    return result;
  };
  return { experience: { ...experience, learn }, seen, calling: () => calling };
}

function labelled(store: Store) {
  const labels = new Map(store.listMatches({ runId: 'run' }).map((row) => [row.id, row.label]));
  return [...store.records({ runId: 'run' })].flatMap((record) => {
    const label = labels.get(record.id);
    return label?.type === 'learn2play' ? [{ label, record }] : [];
  });
}

describe.each(experienceNames)('the %s experience under learn2play', (name) => {
  it('learns only from the agent’s episodes, and a resumed run learns no step twice', async () => {
    const options = {
      module: findGame('hidden-button'),
      agent: `llm:openai-compatible/fake?base_url=${server.url}&cache=off`,
      trials: 1,
      episodes: 3,
      seed: 2,
      runId: 'run',
    };
    const whole = new Store(':memory:');
    whole.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
    const full = counted(createExperience(name));
    expect(await learn2play({ ...options, experience: full.experience, store: whole })).toMatchObject({
      played: 6,
      interrupted: false,
    });
    const roles = new Map(labelled(whole).map(({ label, record }) => [record.id, label.role]));
    expect(full.seen).toHaveLength(2);
    for (const id of full.seen) expect(roles.get(id)).toBe('agent');
    const episodes = learn2playEpisodes(labelled(whole));
    expect(episodes.map((episode) => episode.episode)).toEqual([1, 2, 3]);
    for (const episode of episodes) {
      expect(episode.reference).toBeGreaterThan(0);
      expect(episode.tokens).toBeGreaterThan(0);
    }

    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
    const controller = new AbortController();
    let matches = 0;
    const first = counted(createExperience(name));
    const stopped = await learn2play({
      ...options,
      experience: first.experience,
      store,
      signal: controller.signal,
      onMatch: () => {
        if (++matches === 3) controller.abort();
      },
    });
    expect(stopped.interrupted).toBe(true);
    const second = counted(createExperience(name));
    await learn2play({ ...options, experience: second.experience, store });
    expect(first.calling() + second.calling()).toBe(full.calling());
    const ids = (from: Store) =>
      from
        .listMatches({ runId: 'run' })
        .map((row) => row.id)
        .sort();
    expect(ids(store)).toEqual(ids(whole));
    whole.close();
    store.close();
  });
});
