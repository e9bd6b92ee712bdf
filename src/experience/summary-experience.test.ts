import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import type { ModelExchange } from '../core/agent.js';
import { findGame } from '../games/registry.js';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../model/fake-openai-server.js';
import { scriptedModel } from '../model/scripted-model.js';
import { summaryExperience } from './summary-experience.js';
import { testEpisodes } from './test-episodes.js';
import { exploreOnFakeServer } from './test-explore.js';

describe('summary experience (S³Gym Summary Memory)', () => {
  it('compresses the rules and earlier episodes into tips with one model call', async () => {
    const experience = summaryExperience();
    const { state } = await experience.learn(experience.initial(), await testEpisodes('trust-evolution', 2), {});
    const model = scriptedModel(['Strategies to retain: collaborate with copycats.'], { usdPerToken: 1e-6 });
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    const prompt = await experience.prompt?.(state, turn, { model });
    expect(model.requests).toHaveLength(1);
    const request = JSON.stringify(model.requests[0]?.messages);
    expect(request).toContain('## Rules');
    expect(request).toContain('Env: ');
    expect(request).toContain('LLM: Answer: ');
    expect(prompt?.text).toBe('Tips from your earlier episodes:\nStrategies to retain: collaborate with copycats.');
    expect(prompt?.exchanges).toHaveLength(1);
    expect(prompt?.usage?.costUsd).toBeGreaterThan(0);
  });

  it('makes no call before any experience exists', async () => {
    const model = scriptedModel([]);
    const experience = summaryExperience();
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    expect(await experience.prompt?.(experience.initial(), turn, { model })).toBeUndefined();
    expect(model.requests).toHaveLength(0);
  });
});

describe('llm agents with experience, against the fake server', () => {
  let server: FakeOpenAIServer;
  const isSummary = (request: RecordedRequest) => request.rawBody.includes('Directions for the next episode');
  beforeAll(async () => {
    server = await startFakeOpenAIServer({
      respond: (request) =>
        isSummary(request) ? { type: 'text', text: 'Mistakes to avoid: none yet.' } : defaultFakeReply(request),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const run = (experience: string) => exploreOnFakeServer(server, experience);

  it('summary: exactly one compression call at step 0 of each episode with experience, recorded and shown', async () => {
    const records = await run('summary');
    // eval@0, explore 0, eval@1, explore 1, eval@2: the first two play without experience.
    expect(records).toHaveLength(5);
    const summaries = server.chatRequests.filter(isSummary);
    expect(summaries).toHaveLength(3);
    for (const [index, record] of records.entries()) {
      const exchanges = record.steps.flatMap((step) => step.moves.flatMap((move) => move.exchanges ?? []));
      const compressions = exchanges.filter((exchange: ModelExchange) =>
        JSON.stringify(exchange.request).includes('Directions for the next episode'),
      );
      expect(compressions).toHaveLength(index < 2 ? 0 : 1);
      if (index < 2) continue;
      const first = record.steps[0]?.moves[0];
      expect(first?.exchanges?.[0]).toBe(compressions[0]);
      expect(first?.usage?.calls).toBe(2);
      const decision = JSON.stringify(first?.exchanges?.[1]?.request);
      expect(decision).toContain('## Experience\\nTips from your earlier episodes:\\nMistakes to avoid: none yet.');
      const later = JSON.stringify(record.steps[1]?.moves[0]?.exchanges);
      expect(later).toContain('Mistakes to avoid: none yet.');
      expect(later).not.toContain('Directions for the next episode');
    }
  });

  it('history: earlier episodes appear before the current episode, with no extra call', async () => {
    const records = await run('history');
    expect(server.chatRequests.filter(isSummary)).toHaveLength(0);
    const last = records.at(-1);
    const request = JSON.stringify(last?.steps[1]?.moves[0]?.exchanges?.[0]?.request);
    expect(request).toContain('## Experience\\nYour earlier exploration episodes');
    expect(request).toContain('Episode 2:\\nEnv: ');
    expect(request.indexOf('## Experience')).toBeLessThan(request.indexOf('## History'));
    expect(request).not.toContain('Reward:');
  });
});
