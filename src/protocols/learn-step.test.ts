// Learning that calls a model, end to end through both protocols and the fake OpenAI-compatible server: the step gets
// the seat's backbone (or the experience's own model), its calls are stored with the snapshot it produced, and a
// resumed run reads stored steps back instead of calling the model again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelExchange } from '../core/agent.js';
import { resolveParams } from '../core/params.js';
import type { Experience } from '../experience/experience.js';
import { findGame } from '../games/registry.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { Store } from '../store/store.js';
import { anchored } from './anchored.js';
import { exploreEvaluate } from './explore-evaluate.js';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({
    respond: (request) => {
      const text = JSON.stringify(request.body);
      // Learning requests get a note; game turns get a legal move of either game.
      if (text.includes('Reflect on')) return { type: 'text', text: 'note: cooperate first' };
      return { type: 'text', text: text.includes('collaborate') ? 'Answer: collaborate' : 'Answer: check' };
    },
  });
});
afterAll(async () => {
  await server.close();
});

interface Notes {
  readonly notes: readonly string[];
}

/**
 * A test double of a model-calling experience (registered as `none`, which adds nothing to prompts, so runners know
 * it): each learning step asks its model for one note. `learned` counts the steps actually learned.
 */
function reflecting(model?: string): Experience<Notes> & { learned: number; models: string[] } {
  const experience = {
    name: 'none',
    version: 1,
    ...(model ? { model } : {}),
    learned: 0,
    models: [] as string[],
    initial: (): Notes => ({ notes: [] }),
    async learn(state: Notes, records: readonly unknown[], tools: Parameters<Experience['learn']>[2]) {
      if (!tools.model) throw new Error('no model for learning');
      experience.learned++;
      experience.models.push(tools.model.id);
      const request = { messages: [{ role: 'user' as const, content: `Reflect on ${records.length} games` }] };
      const response = await tools.model.call(request, tools.signal);
      const exchange: ModelExchange = { model: tools.model.id, request, text: response.text, usage: response.usage };
      return { state: { notes: [...state.notes, response.text] }, usage: response.usage, exchanges: [exchange] };
    },
  };
  return experience;
}

const agent = () => `llm:openai-compatible/backbone?base_url=${server.url}&cache=off`;
const learningRequests = () =>
  server.chatRequests.filter((request) => JSON.stringify(request.body).includes('Reflect on'));

describe('learning with a model', () => {
  it('explore/evaluate: learns with the backbone, stores each step’s calls, and never relearns on resume', async () => {
    const options = {
      module: findGame('trust-evolution'),
      agent: agent(),
      episodes: 4,
      evalEvery: 2,
      evalEpisodes: 1,
      trials: 1,
      seed: 2,
      runId: 'run',
    };
    const store = new Store(':memory:');
    store.startRun({ id: 'run', kind: 'test', spec: {}, codeVersion: 'test' });
    const controller = new AbortController();
    let matches = 0;
    const first = reflecting();
    const before = learningRequests().length;
    const interrupted = await exploreEvaluate({
      ...options,
      experience: first,
      store,
      signal: controller.signal,
      // Stops after the third exploration episode has been learned from (eval, 2 explore, eval, explore).
      onMatch: () => {
        if (++matches === 5) controller.abort();
      },
    });
    expect(interrupted.interrupted).toBe(true);
    expect(first.models.every((id) => id === 'openai-compatible/backbone')).toBe(true);

    const second = reflecting();
    const resumed = await exploreEvaluate({ ...options, experience: second, store });
    expect(resumed.interrupted).toBe(false);
    // Every step was learned exactly once across the two invocations: none was replayed from its records.
    expect(first.learned + second.learned).toBe(4);
    expect(learningRequests().length - before).toBe(4);

    const learned = store.listExperienceSnapshots('run').filter((row) => row.learned);
    expect(learned.map((row) => row.checkpoint)).toEqual([1, 2, 3, 4]);
    for (const row of learned) {
      expect(row.learned?.exchanges).toHaveLength(1);
      expect(row.learned?.exchanges[0]).toMatchObject({
        model: 'openai-compatible/backbone',
        text: 'note: cooperate first',
      });
      expect(row.learned?.usage?.inputTokens).toBeGreaterThan(0);
    }
    // Each step names the snapshot it learned from: the chain is unbroken.
    const final = learned.at(-1)?.state as Notes;
    expect(final.notes).toHaveLength(4);
    const info = store.listExperienceSnapshotInfo('run');
    expect(info.filter((row) => row.calls === 1)).toHaveLength(4);
    store.close();
  });

  it('learns with the experience’s own model when it names one', async () => {
    const experience = reflecting(`openai-compatible/cheap?base_url=${server.url}&cache=off`);
    await exploreEvaluate({
      module: findGame('trust-evolution'),
      agent: 'random',
      experience,
      episodes: 2,
      evalEvery: 2,
      evalEpisodes: 1,
      trials: 1,
    });
    expect(experience.models).toEqual(['openai-compatible/cheap', 'openai-compatible/cheap']);
  });

  it('anchored: stores each round’s learning, skips the last round’s, and never relearns on resume', async () => {
    const module = findGame('kuhn-poker');
    const store = new Store(':memory:');
    store.startRun({ id: 'evolve', kind: 'test', spec: {}, codeVersion: 'test' });
    const run = (experience: Experience, signal?: AbortSignal, onMatch?: () => void) =>
      anchored({
        module,
        params: resolveParams(module.game, 'match'),
        agents: [{ spec: agent(), experience, name: 'llm' }],
        anchors: ['random'],
        rounds: 3,
        gamesPerAnchor: 2,
        store,
        runId: 'evolve',
        ...(signal ? { signal } : {}),
        ...(onMatch ? { onMatch } : {}),
      });
    const controller = new AbortController();
    let matches = 0;
    const first = reflecting();
    const stopped = await run(first, controller.signal, () => {
      // Stops in round 2, after round 1 was learned from.
      if (++matches === 3) controller.abort();
    });
    expect(stopped.interrupted).toBe(true);
    const second = reflecting();
    const finished = await run(second);
    expect(finished.interrupted).toBe(false);
    expect(first.learned + second.learned).toBe(2);
    const rows = store.listExperienceSnapshots('evolve');
    expect(rows.map((row) => [row.checkpoint, row.learned?.exchanges.length ?? 0])).toEqual([
      [0, 0],
      [1, 1],
      [2, 1],
    ]);
    expect(rows[2]?.learned?.parent).toBe(rows[1]?.hash);
    store.close();
  });
});
