import { describe, expect, it } from 'vitest';
import type { Game, InvalidActionPolicy } from '../../core/game.js';
import type { MatchRecord, MoveRecord } from '../../core/match-record.js';
import { playMatch } from '../../core/play-match.js';
import { replay } from '../../core/replay.js';
import { trustEvolution } from '../../games/trust-evolution/index.js';
import type { ChatMessage, ModelRequest } from '../../model/model.js';
import { type Script, scriptedModel } from '../../model/scripted-model.js';
import { sumUsage } from '../../model/usage.js';
import { agentFigures } from '../../report/agent-figures.js';
import { parseMatchRecord } from '../../store/match-record-schema.js';
import { buildHarness, type HarnessOptions, presetOptions } from './harness/harness-options.js';
import { llmAgent } from './llm-agent.js';

const trust = trustEvolution.game;

/** The model calls already made in this decision: the assistant messages of the request. */
function stepOf(request: ModelRequest): number {
  return request.messages.filter((message) => message.role === 'assistant').length;
}

function toolMessages(request: ModelRequest | undefined): Extract<ChatMessage, { role: 'tool' }>[] {
  return (request?.messages ?? []).filter((message) => message.role === 'tool');
}

function moves(record: MatchRecord): MoveRecord[] {
  return record.steps.flatMap((step) => step.moves.filter((move) => move.player === 0));
}

async function play(
  script: Script,
  options: { harness?: Partial<HarnessOptions>; rounds?: number; invalid?: InvalidActionPolicy; game?: Game } = {},
) {
  const model = scriptedModel(script);
  const agent = llmAgent({ model, harness: buildHarness({ ...presetOptions('agent'), ...options.harness }) });
  const record = await playMatch({
    game: options.game ?? trust,
    params: { rounds: options.rounds ?? 2, opponent: 'copycat' },
    seed: 3,
    seats: [{ spec: 'llm:scripted/model?harness=agent', agent }],
    invalid: options.invalid ?? { retries: 1, fallback: 'first' },
  });
  return { model, record };
}

describe('the multi-step agent (harness=agent) in playMatch', () => {
  it('observes, evaluates, keeps notes over the episode, then acts; every call is in the record', async () => {
    const { model, record } = await play((request) => {
      const calls = [
        { name: 'observe', input: {} },
        { name: 'evaluate', input: { code: '6 * 7' } },
        { name: 'notes_read', input: {} },
        { name: 'notes_write', input: { text: 'seen 42', append: true } },
        { name: 'cheat', input: { score: 1 } },
      ];
      return { text: 'thinking', toolCalls: [calls[stepOf(request)] ?? { name: 'cheat' }] };
    });
    expect(record.end.status).toBe('finished');
    const [first, second] = moves(record);
    expect(first?.action).toBe('cheat');
    expect(first?.selfScore).toBe(1);
    expect(first?.invalid).toBeUndefined();
    expect(first?.exchanges?.map((exchange) => exchange.toolCalls?.[0]?.name)).toEqual([
      'observe',
      'evaluate',
      'notes_read',
      'notes_write',
      'cheat',
    ]);
    // Each call sends the conversation so far: the observation, then 42, then the (still empty) notes.
    const answers = toolMessages(model.requests[4]).map((message) => message.content);
    expect(model.requests[0]?.messages.find((message) => message.role === 'user')?.content).toContain(answers[0]);
    expect(answers.slice(1)).toEqual(['42', '(your scratchpad is empty)', 'saved 7 characters']);
    // The second decision reads the notes the first one wrote.
    expect(toolMessages(model.requests[8])[2]?.content).toBe('seen 42');
    expect(second?.exchanges).toHaveLength(5);
    expect(model.requests).toHaveLength(10);
    expect(model.requests[0]?.toolChoice).toBe('required');
    expect(model.requests[0]?.tools?.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['cheat', 'collaborate', 'observe', 'rules', 'feedback', 'notes_write', 'evaluate']),
    );
    expect(first?.usage).toEqual(sumUsage(first?.exchanges ?? []));
    expect(first?.usage?.calls).toBe(5);
    // The figures count the model calls and tool calls of every step; the record replays and passes the store's schema.
    expect(agentFigures([record])[0]).toMatchObject({ modelCalls: 10, toolCalls: 10, decisions: 2, invalid: 0 });
    expect(replay(trust, record).ok).toBe(true);
    expect(parseMatchRecord(JSON.parse(JSON.stringify(record))).ok).toBe(true);
  });

  it('feeds a rejected action back within the loop, where feedback shows it, then takes a legal one', async () => {
    const { model, record } = await play(
      (request) => {
        const calls = [
          { name: 'act', input: { action: 'defect' } },
          { name: 'feedback', input: {} },
          { name: 'act', input: { action: 'collaborate', score: 2 } },
        ];
        return { toolCalls: [calls[stepOf(request)] ?? { name: 'act', input: { action: 'cheat' } }] };
      },
      { harness: { mask: false }, rounds: 1 },
    );
    const [move] = moves(record);
    expect(move?.action).toBe('collaborate');
    expect(move?.invalid).toBeUndefined();
    expect(move?.exchanges).toHaveLength(3);
    expect(move?.exchanges?.[0]).toMatchObject({ failure: 'model', error: expect.stringMatching(/^rejected: /) });
    expect(move?.exchanges?.[2]?.failure).toBeUndefined();
    const [rejection, feedback] = toolMessages(model.requests[2]);
    expect(rejection?.content).toMatch(/^rejected: .*defect/);
    expect(feedback?.content).toContain(`Last rejection: ${rejection?.content.slice('rejected: '.length)}`);
  });

  it('answers every tool call of a reply, and ignores calls after the accepted action', async () => {
    const { model, record } = await play(
      (request) =>
        stepOf(request) === 0
          ? {
              toolCalls: [
                { name: 'notes_write', input: { text: 'a' } },
                { name: 'rules', input: {} },
              ],
            }
          : {
              toolCalls: [
                { name: 'cheat', input: {} },
                { name: 'notes_write', input: { text: 'b' } },
              ],
            },
      { rounds: 1 },
    );
    expect(toolMessages(model.requests[1]).map((message) => message.toolName)).toEqual(['notes_write', 'rules']);
    expect(moves(record)[0]?.action).toBe('cheat');
    expect(moves(record)[0]?.exchanges?.[1]?.toolCalls).toHaveLength(2);
  });

  it('recovers from unusable replies (a model failure, no tool call) within the budget', async () => {
    const script: Script = [
      { failure: 'model', error: 'invalid call of tool x' },
      'I will think first.',
      { toolCalls: [{ name: 'collaborate' }] },
    ];
    const { model, record } = await play(script, { rounds: 1 });
    expect(moves(record)[0]).toMatchObject({ action: 'collaborate' });
    expect(moves(record)[0]?.exchanges?.map((exchange) => exchange.error)).toEqual([
      'unusable model output: invalid call of tool x',
      'the reply called no tool',
      undefined,
    ]);
    expect(model.requests[2]?.messages.at(-1)).toMatchObject({ role: 'user', content: /^the reply called no tool/ });
  });

  it("turns a decision that spends its steps into an invalid attempt; the referee's retry and fallback apply", async () => {
    const { model, record } = await play(() => ({ toolCalls: [{ name: 'observe' }] }), {
      harness: { maxSteps: 3 },
      rounds: 1,
    });
    const [move] = moves(record);
    expect(move?.fallback).toBe(true);
    expect(move?.invalid).toHaveLength(2);
    expect(move?.invalid?.[0]?.error).toMatch(/^no accepted action within the 3 model calls of this decision/);
    expect(move?.invalid?.[0]?.exchanges).toHaveLength(3);
    expect(move?.invalid?.[0]?.usage?.calls).toBe(3);
    // The retry is a fresh decision budget, and its prompt says why the first attempt failed.
    expect(model.requests).toHaveLength(6);
    expect(model.requests[3]?.messages.at(-1)?.content).toMatch(/## Feedback\n.*no accepted action within the 3/s);
  });

  it("answers the game's queries and the experience's queries inside the loop", async () => {
    const model = scriptedModel((request) => {
      const calls = [{ name: 'count_cheats' }, { name: 'activate_skill', input: { name: 'mirror' } }];
      return { toolCalls: [calls[stepOf(request)] ?? { name: 'collaborate' }] };
    });
    const countCheats = {
      name: 'count_cheats',
      description: 'How often the opponent has cheated so far.',
      parameters: { type: 'object', properties: {} },
      answer: () => '0 cheat(s)',
    };
    const skill = {
      name: 'activate_skill',
      description: 'The full text of a skill.',
      parameters: { type: 'object', properties: { name: { type: 'string' } } },
      answer: (input: unknown) => `skill ${(input as { name: string }).name}: copy their last move`,
    };
    const agent = llmAgent({
      model,
      harness: buildHarness(presetOptions('agent')),
      experience: () => Promise.resolve({ text: 'Use the mirror skill.', queries: [skill] }),
    });
    const record = await playMatch({
      game: { ...trust, queries: [countCheats] } as Game,
      params: { rounds: 1, opponent: 'copycat' },
      seed: 3,
      seats: [{ spec: 'llm', agent }],
    });
    expect(moves(record)[0]?.action).toBe('collaborate');
    expect(toolMessages(model.requests[2]).map((message) => message.content)).toEqual([
      '0 cheat(s)',
      'skill mirror: copy their last move',
    ]);
  });

  it('stops calling the model once the episode budget is spent', async () => {
    const { model, record } = await play(
      (request) => ({ toolCalls: [{ name: stepOf(request) === 0 ? 'observe' : 'collaborate' }] }),
      { harness: { maxEpisodeSteps: 5 }, rounds: 4 },
    );
    expect(record.end.status).toBe('finished');
    expect(model.requests).toHaveLength(5);
    const played = moves(record);
    expect(played.map((move) => move.fallback ?? false)).toEqual([false, false, true, true]);
    expect(played[2]?.invalid?.[0]?.error).toMatch(/^the episode's budget of 5 model calls is spent/);
    expect(played[2]?.invalid?.[0]?.exchanges).toHaveLength(1);
    expect(played[3]?.invalid?.[1]?.exchanges).toEqual([]);
  });
});
