import { describe, expect, it } from 'vitest';
import { buildHarness, presetOptions } from '../agents/llm/harness/harness-options.js';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { llmAgent } from '../agents/llm/llm-agent.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { seatExperience } from '../runner/seat-experience.js';
import { episodeText } from './episode-text.js';
import { snapshot } from './experience.js';
import { createExperience } from './experience-table.js';
import { type PromptEvolutionState, promptEvolutionExperience } from './prompt-evolution-experience.js';
import { testEpisodes } from './test-episodes.js';

const trust = findGame('trust-evolution');
const options = { recent: 2, chars: 4000, words: 300 };
const userText = (request: unknown) =>
  (request as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'user')
    ?.content ?? '';
const rewrite = (strategy: string, failureModes: string[]) => JSON.stringify({ failure_modes: failureModes, strategy });

describe('prompt-evolution experience (PTCG-Bench prompt evolution)', () => {
  it('rewrites the strategy after each learning step from the recent games, keeping the newest `recent`', async () => {
    const records = await testEpisodes('trust-evolution', 3, { agent: 'heuristic' });
    const model = scriptedModel(
      [
        `Here it is:\n${rewrite('Collaborate first; cheat in the last round.', ['cheated too early'])}`,
        ['```json', rewrite('Collaborate while they do; cheat in round 10.', ['forgot the last round']), '```'].join(
          '\n',
        ),
      ],
      { usdPerToken: 1e-6 },
    );
    const experience = promptEvolutionExperience(options);
    const first = await experience.learn(experience.initial(), records.slice(0, 2), { model });
    const second = await experience.learn(first.state, records.slice(2), { model });
    const game = (index: number, score: number) => ({
      game: index,
      outcome: { score, won: true, status: 'finished' },
      text: episodeText(records[index] as MatchRecord, 4000),
    });
    expect(second.state).toEqual({
      recent: 2,
      chars: 4000,
      words: 300,
      strategy: 'Collaborate while they do; cheat in round 10.',
      failureModes: ['forgot the last round'],
      gamesSeen: 3,
      games: [game(1, 19), game(2, 21)],
    });
    expect(first.state.strategy).toBe('Collaborate first; cheat in the last round.');
    expect(second.exchanges).toHaveLength(1);
    expect(second.usage?.costUsd).toBeGreaterThan(0);

    const [firstAsk, secondAsk] = model.requests.map(userText);
    expect(firstAsk).toContain('## Rules\n');
    expect(firstAsk).toContain('## Current strategy\n(none yet)');
    expect(firstAsk).toContain('### Game 1 (finished, score ');
    expect(firstAsk).toContain('### Game 2 (');
    expect(firstAsk).toContain('at most 300 words');
    expect(firstAsk).toContain('{"failure_modes": ["..."], "strategy": "..."}');
    expect(secondAsk).toContain('## Current strategy\nCollaborate first; cheat in the last round.');
    expect(secondAsk).not.toContain('### Game 1 (');
    expect(secondAsk).toContain('### Game 3 (');
  });

  it('keeps the previous strategy and records the failure when a reply is malformed or empty', async () => {
    const records = await testEpisodes('trust-evolution', 2, { agent: 'heuristic' });
    const model = scriptedModel(['I would collaborate more.', rewrite('   ', ['none'])]);
    const experience = promptEvolutionExperience(options);
    const start: PromptEvolutionState = { ...experience.initial(), strategy: 'Always collaborate.' };
    const prose = await experience.learn(start, records.slice(0, 1), { model });
    expect(prose.state).toMatchObject({ strategy: 'Always collaborate.', failureModes: [], gamesSeen: 1 });
    expect(prose.state.games).toHaveLength(1);
    expect(prose.exchanges?.[0]).toMatchObject({ failure: 'model', error: 'the reply holds no JSON' });
    const empty = await experience.learn(prose.state, records.slice(1), { model });
    expect(empty.state).toMatchObject({ strategy: 'Always collaborate.', gamesSeen: 2 });
    expect(empty.exchanges?.[0]?.failure).toBe('model');
    expect(empty.exchanges?.[0]?.error).toMatch(/wrong shape: strategy/);
  });

  it('makes no call without learnable games, and never mutates its state or the records', async () => {
    const records = deepFreeze(await testEpisodes('trust-evolution', 1, { agent: 'heuristic' }));
    const failed = deepFreeze(records.map((record) => ({ ...record, end: { ...record.end, status: 'error' } })));
    const model = scriptedModel([rewrite('Collaborate.', [])]);
    const experience = promptEvolutionExperience(options);
    const initial = deepFreeze(experience.initial());
    expect((await experience.learn(initial, failed as MatchRecord[], { model })).state).toBe(initial);
    expect(model.requests).toHaveLength(0);
    const { state } = await experience.learn(initial, records, { model });
    expect(state.strategy).toBe('Collaborate.');
    expect(initial).toEqual({ ...options, strategy: '', failureModes: [], gamesSeen: 0, games: [] });
  });

  it('shows the strategy as the Strategy section, and nothing before the first rewrite', async () => {
    const experience = promptEvolutionExperience(options);
    const turn = testTurn(trust.game, { preset: 'explore' });
    expect(await experience.prompt?.(experience.initial(), turn, {})).toBeUndefined();
    const state = { ...experience.initial(), strategy: 'Collaborate while they do.' };
    expect(await experience.prompt?.(state, turn, {})).toEqual({
      text: 'Collaborate while they do.',
      title: 'Strategy',
    });

    // Through the runner's seat experience, an LLM agent's request carries it under its own heading.
    const input = seatExperience(trust, 'random', snapshot(experience, state), undefined);
    const model = scriptedModel(() => 'Answer: collaborate');
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full', 'text')), experience: input.prompt });
    await playMatch({
      game: trust.game,
      params: { rounds: 1, opponent: 'copycat' },
      seed: 1,
      seats: [{ spec: 'llm', agent }],
    });
    expect(userText(model.requests[0])).toContain('## Strategy\nCollaborate while they do.');
  });

  it('is registered with its options and a model of its own', () => {
    const experience = createExperience('prompt-evolution?recent=3&words=100&model=openai/gpt-4o-mini');
    expect(experience.initial()).toMatchObject({ recent: 3, chars: 4000, words: 100, strategy: '' });
    expect(experience.model).toBe('openai/gpt-4o-mini');
    expect(experience.learnsWithModel).toBe(true);
  });
});
