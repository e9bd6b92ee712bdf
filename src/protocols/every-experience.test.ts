// Every registered experience end to end, offline, through the fake OpenAI-compatible server: explore/evaluate on an
// S³Gym game (evaluation episodes never reach learn; an interrupted run resumes without learning any step twice) and
// the anchored protocol on PTCG. Replies to learning prompts are whatever the fake server says, so experiences that
// want JSON record failures and keep their state: these tests check the protocol's contract, each experience's own
// tests check what it learns from well-formed replies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import type { Experience } from '../experience/experience.js';
import { createExperience, experienceNames } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { Store } from '../store/store.js';
import { anchored } from './anchored.js';
import { exploreEvaluate } from './explore-evaluate.js';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

const agent = () => `llm:openai-compatible/fake?base_url=${server.url}&cache=off`;

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

describe.each(experienceNames)('the %s experience', (name) => {
  it('explore/evaluate: learns only from exploration, and a resumed run learns no step twice', async () => {
    const options = {
      module: findGame('trust-evolution'),
      agent: agent(),
      episodes: 3,
      evalEvery: 1,
      evalEpisodes: 1,
      trials: 1,
      seed: 4,
      runId: 'run',
    };
    const whole = new Store(':memory:');
    whole.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const full = counted(createExperience(name));
    const played = await exploreEvaluate({ ...options, experience: full.experience, store: whole });
    expect(played.interrupted).toBe(false);
    const phases = new Map(
      whole.listMatches({ runId: 'run' }).map((row) => [row.id, row.label?.type === 'episode' ? row.label.phase : '']),
    );
    expect(full.seen).toHaveLength(3);
    for (const id of full.seen) expect(phases.get(id)).toBe('explore');

    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const controller = new AbortController();
    let matches = 0;
    const first = counted(createExperience(name));
    const stopped = await exploreEvaluate({
      ...options,
      experience: first.experience,
      store,
      signal: controller.signal,
      onMatch: () => {
        if (++matches === 4) controller.abort();
      },
    });
    expect(stopped.interrupted).toBe(true);
    const second = counted(createExperience(name));
    await exploreEvaluate({ ...options, experience: second.experience, store });
    expect(first.calling() + second.calling()).toBe(full.calling());
    expect(
      store
        .listMatches({ runId: 'run' })
        .map((row) => row.id)
        .sort(),
    ).toEqual(
      whole
        .listMatches({ runId: 'run' })
        .map((row) => row.id)
        .sort(),
    );
    whole.close();
    store.close();
  });

  it('anchored on PTCG: plays its rounds against an anchor and stores a snapshot per round', async () => {
    const module = findGame('ptcg');
    const store = new Store(':memory:');
    store.startRun({ id: 'evolve', kind: 'test', spec: {}, codeVersion: 'test' });
    const result = await anchored({
      module,
      // Two turns (one each) end the game as a draw: the protocol is under test, not a full game's length (a prompt
      // grows with the game, so a full game costs seconds per experience).
      params: { ...resolveParams(module.game, 'aggro'), turnCap: 2 },
      agents: [{ spec: agent(), experience: createExperience(name), name }],
      anchors: ['random'],
      rounds: 2,
      gamesPerAnchor: 1,
      store,
      runId: 'evolve',
    });
    expect(result).toMatchObject({ interrupted: false, played: 2 });
    expect(store.listExperienceSnapshots('evolve').map((row) => row.checkpoint)).toEqual([0, 1]);
    store.close();
  });
});
