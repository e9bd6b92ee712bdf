import { describe, expect, it } from 'vitest';
import { InfraError } from '../../core/agent.js';
import type { Game, InvalidActionPolicy, Params } from '../../core/game.js';
import type { MatchRecord, MoveRecord } from '../../core/match-record.js';
import { playMatch } from '../../core/play-match.js';
import { replay } from '../../core/replay.js';
import { kuhnPoker } from '../../games/kuhn-poker/index.js';
import { trustEvolution } from '../../games/trust-evolution/index.js';
import type { ModelRequest } from '../../model/model.js';
import { type Script, type ScriptedModel, scriptedModel } from '../../model/scripted-model.js';
import { buildHarness, type HarnessPresetName, presetOptions } from './harness/harness-options.js';
import { llmAgent } from './llm-agent.js';

const trust = trustEvolution.game;
const kuhn = kuhnPoker.game;

function userText(request: ModelRequest | undefined): string {
  return request?.messages.find((message) => message.role === 'user')?.content ?? '';
}

function moves(record: MatchRecord, seat = 0): MoveRecord[] {
  return record.steps.flatMap((step) => step.moves.filter((move) => move.player === seat));
}

function invalidCount(record: MatchRecord, seat = 0): number {
  return moves(record, seat).reduce((sum, move) => sum + (move.invalid?.length ?? 0), 0);
}

async function play(
  game: Game,
  models: readonly ScriptedModel[],
  options: {
    preset?: HarnessPresetName;
    actionInterface?: 'text' | 'tools';
    invalid?: InvalidActionPolicy;
    timeLimitMs?: number;
    rounds?: number;
    hands?: number;
  } = {},
): Promise<MatchRecord> {
  const harness = buildHarness(presetOptions(options.preset ?? 'full', options.actionInterface ?? 'text'));
  const params: Params =
    game === trust ? { rounds: options.rounds ?? 4, opponent: 'copycat' } : { hands: options.hands ?? 1 };
  return playMatch({
    game,
    params,
    seed: 5,
    seats: models.map((model, seat) => ({
      spec: `llm:${model.id}#${seat}`,
      agent: llmAgent({ model, harness, players: models.length }),
    })),
    invalid: options.invalid ?? { retries: 2, fallback: 'random' },
    ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
  });
}

describe('llmAgent in playMatch, text interface', () => {
  it('plays trust-evolution: garbage and illegal answers are counted exactly and re-asked with feedback', async () => {
    const script: Script = ['I am not sure what to do.', 'Answer: betray, Score: 2', 'Hmm.\nAnswer: cheat, Score: 3'];
    const model = scriptedModel((_request, index) => script[index] ?? 'Answer: collaborate, Score: 2');
    const record = await play(trust, [model]);
    expect(record.end.status).toBe('finished');
    expect(replay(trust, record).ok).toBe(true);
    const [first, ...rest] = moves(record);
    expect(first?.invalid?.map((attempt) => attempt.text)).toEqual(['I am not sure what to do.', 'betray']);
    expect(first).toMatchObject({ action: 'cheat', raw: 'cheat', selfScore: 3, note: 'Hmm.' });
    expect(first?.fallback).toBeUndefined();
    expect(rest.every((move) => move.action === 'collaborate' && move.selfScore === 2 && !move.invalid)).toBe(true);
    expect(invalidCount(record)).toBe(2);
    expect(model.requests).toHaveLength(4 + 2);
    // Each retry carries the previous rejection, and the first attempt none.
    expect(userText(model.requests[0])).not.toContain('## Feedback');
    expect(userText(model.requests[1])).toContain(
      `## Feedback\nYour previous answer (I am not sure what to do.) was rejected: ${first?.invalid?.[0]?.error}`,
    );
    expect(userText(model.requests[2])).toContain(
      `## Feedback\nYour previous answer (Answer: betray, Score: 2) was rejected: ${first?.invalid?.[1]?.error}`,
    );
    expect(userText(model.requests[3])).not.toContain('## Feedback');
    // The history of later turns shows the rejected answers of step 0 with their reasons.
    expect(userText(model.requests[3])).toContain('Step 0:');
    expect(userText(model.requests[3])).toContain(`Rejected: ${first?.invalid?.[0]?.error}`);
  });

  it('records every exchange: the request sent, the raw reply, usage and cost, on moves and rejected attempts', async () => {
    const model = scriptedModel((_request, index) => (index === 0 ? 'no idea' : 'Answer: collaborate, Score: 2'), {
      usdPerToken: 1e-6,
    });
    const record = await play(trust, [model], { rounds: 2 });
    const [first] = moves(record);
    const rejected = first?.invalid?.[0]?.exchanges?.[0];
    expect(rejected).toMatchObject({ model: 'scripted/model', text: 'no idea', cached: false, latencyMs: 0 });
    expect(rejected?.failure).toBeUndefined();
    expect((rejected?.request as ModelRequest | undefined)?.messages[0]?.role).toBe('system');
    const accepted = first?.exchanges?.[0];
    expect(accepted?.text).toBe('Answer: collaborate, Score: 2');
    expect(accepted?.request).toEqual(model.requests[1]);
    expect(first?.usage?.calls).toBe(1);
    expect(first?.usage?.inputTokens).toBe(accepted?.usage?.inputTokens);
    expect(first?.usage?.costUsd).toBeGreaterThan(0);
  });

  it('applies the configured fallback once the retries run out', async () => {
    const garbage = () => scriptedModel(() => 'pass the salt');
    const first = await play(trust, [garbage()], { invalid: { retries: 1, fallback: 'first' } });
    expect(first.end.status).toBe('finished');
    expect(moves(first).every((move) => move.fallback && move.action === 'collaborate')).toBe(true);
    expect(invalidCount(first)).toBe(4 * 2);

    const model = garbage();
    const forfeit = await play(trust, [model], { invalid: { retries: 2, fallback: 'forfeit' } });
    expect(forfeit.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(forfeit.end.scores).not.toBeNull();
    expect(model.requests).toHaveLength(3);

    const random = await play(trust, [garbage()], { invalid: { retries: 0, fallback: 'random' } });
    expect(moves(random).every((move) => move.fallback && move.invalid?.length === 1)).toBe(true);
  });

  it('ends the match as infra, with no scores, when the model layer gives up', async () => {
    const model = scriptedModel((_request, index) =>
      index < 2 ? 'Answer: collaborate, Score: 2' : new InfraError('openai: 503 after 5 retries'),
    );
    const record = await play(trust, [model]);
    expect(record.end).toMatchObject({ status: 'infra', scores: null, message: 'openai: 503 after 5 retries' });
    expect(record.steps).toHaveLength(2);
  });

  it('turns a model failure (unusable output) into an invalid attempt with its reason, then re-asks', async () => {
    const model = scriptedModel([
      { failure: 'model', error: 'the reply was cut off', finishReason: 'length' },
      'Answer: cheat, Score: 3',
      ...Array.from({ length: 3 }, () => 'Answer: cheat, Score: 0'),
    ]);
    const record = await play(trust, [model]);
    const [first] = moves(record);
    expect(first?.invalid).toHaveLength(1);
    expect(first?.invalid?.[0]?.exchanges?.[0]).toMatchObject({
      failure: 'model',
      error: expect.stringMatching(
        /^unusable model output: the reply was cut off; legal actions: collaborate \| cheat \| END$/,
      ),
    });
    expect(userText(model.requests[1])).toContain('was rejected: unusable model output: the reply was cut off');
  });

  it('passes the turn signal to the model, so a decision past the time limit is cancelled', async () => {
    const model = scriptedModel((_request, index) => (index === 0 ? new Error('unused') : 'Answer: cheat, Score: 3'));
    let aborted: AbortSignal | undefined;
    const slow = {
      ...model,
      async call(request: ModelRequest, signal?: AbortSignal) {
        if (model.requests.length > 0) return model.call(request, signal);
        model.requests.push(request);
        aborted = signal;
        await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
        return { text: 'too late', toolCalls: [], usage: {}, latencyMs: 50, cached: false, finishReason: 'stop' };
      },
    };
    const record = await play(trust, [slow], { timeLimitMs: 30, rounds: 1 });
    expect(aborted?.aborted).toBe(true);
    const [first] = moves(record);
    expect(first?.invalid?.[0]?.error).toMatch(/time limit of 30 ms/);
    expect(first).toMatchObject({ action: 'cheat' });
    expect(userText(model.requests[1])).toContain('time limit of 30 ms');
  });
  it('plays kuhn poker over several hands: each seat counted apart, the default fallback applied', async () => {
    // Seat 0 answers garbage then a legal action at every decision; seat 1 only ever names an impossible action.
    const opener = scriptedModel((request, index) =>
      index % 2 === 0 ? 'hmm' : `Answer: ${/## Legal actions\n- (\w+)/.exec(userText(request))?.[1]}, Score: 0`,
    );
    const stubborn = scriptedModel(() => 'Answer: raise, Score: 5');
    const record = await play(kuhn, [opener, stubborn], { hands: 3, invalid: { retries: 1, fallback: 'default' } });
    expect(record.end.status).toBe('finished');
    expect(replay(kuhn, record).ok).toBe(true);
    expect(moves(record, 0).every((move) => move.invalid?.length === 1 && !move.fallback)).toBe(true);
    expect(invalidCount(record, 0)).toBe(moves(record, 0).length);
    expect(moves(record, 1).every((move) => move.fallback && move.invalid?.length === 2)).toBe(true);
    expect(invalidCount(record, 1)).toBe(2 * moves(record, 1).length);
    expect(stubborn.requests).toHaveLength(2 * moves(record, 1).length);
    // Without a game-defined default, the default fallback plays the first legal action.
    expect(moves(record, 1).every((move) => move.action === 'check' || move.action === 'call')).toBe(true);
    const retry = stubborn.requests.find((request) => userText(request).includes('## Feedback'));
    expect(userText(retry)).toMatch(
      /Your previous answer \(Answer: raise, Score: 5\) was rejected: could not read 'raise'/,
    );
  });

  it("ends a two-seat match as infra with no scores when one seat's provider gives up", async () => {
    const fine = scriptedModel(() => 'Answer: check, Score: 0');
    const down = scriptedModel(() => new InfraError('anthropic: 529 overloaded'));
    const record = await play(kuhn, [fine, down], { hands: 2 });
    expect(record.end).toMatchObject({ status: 'infra', scores: null, message: 'anthropic: 529 overloaded' });
  });
});

describe('llmAgent in playMatch, tools interface', () => {
  it('plays kuhn poker through one tool per legal action, explaining unknown tools and missing calls', async () => {
    // Seat 0 opens: first no tool call at all, then a tool that is not offered, then a legal one.
    const opener = scriptedModel((request, index) => {
      if (index === 0) return 'I will bet.';
      if (index === 1) return { toolCalls: [{ name: 'raise', input: { score: 2 } }] };
      return { toolCalls: [{ name: request.tools?.[0]?.name ?? '', input: { score: 0 } }] };
    });
    const responder = scriptedModel((request) => ({
      toolCalls: [{ name: request.tools?.at(-1)?.name ?? '', input: { score: -1 } }],
    }));
    const record = await play(kuhn, [opener, responder], { actionInterface: 'tools' });
    expect(record.end.status).toBe('finished');
    expect(replay(kuhn, record).ok).toBe(true);
    expect(opener.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['check', 'bet']);
    expect(opener.requests[0]?.toolChoice).toBe('required');
    const [open] = moves(record, 0);
    expect(open).toMatchObject({ action: 'check', selfScore: 0 });
    expect(open?.invalid).toHaveLength(2);
    const reasons = open?.invalid?.map((attempt) => attempt.exchanges?.[0]?.error);
    expect(reasons).toEqual([
      'the reply called no tool; act by calling exactly one of the tools: check, bet; legal actions: check | bet',
      "there is no tool 'raise'; call one of: check, bet; legal actions: check | bet",
    ]);
    expect(open?.invalid?.[1]?.exchanges?.[0]?.toolCalls).toEqual([{ name: 'raise', input: { score: 2 } }]);
    expect(userText(opener.requests[1])).toContain(`was rejected: ${reasons?.[0]}`);
    expect(userText(opener.requests[2])).toContain(
      `Your previous answer (raise({"score":2})) was rejected: ${reasons?.[1]}`,
    );
    expect(moves(record, 1)[0]).toMatchObject({ action: 'bet', selfScore: -1 });
    expect(open?.exchanges?.[0]?.toolCalls).toEqual([{ name: 'check', input: { score: 0 } }]);
  });

  it('without the mask, plays through the text tool, and playMatch rejects illegal actions with the legal list', async () => {
    const opener = scriptedModel((_request, index) => ({
      toolCalls: [{ name: 'act', input: { action: index === 0 ? 'fold' : 'bet', score: 1 } }],
    }));
    const responder = scriptedModel(() => ({ toolCalls: [{ name: 'act', input: { action: 'call', score: 2 } }] }));
    const record = await play(kuhn, [opener, responder], { preset: 'minimal', actionInterface: 'tools' });
    expect(opener.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['act']);
    expect(userText(opener.requests[0])).not.toContain('Legal actions');
    const [open] = moves(record, 0);
    expect(open?.invalid).toEqual([
      expect.objectContaining({
        text: 'fold',
        error: "'fold' is not possible now (history: none); answer with one of: check, bet",
      }),
    ]);
    expect(userText(opener.requests[1])).toContain("was rejected: 'fold' is not possible now");
    expect(moves(record, 1)[0]).toMatchObject({ action: 'call', selfScore: 2 });
    expect(record.end.status).toBe('finished');
  });

  it('plays trust-evolution with tools, counting invalid calls exactly, with the fallback applied', async () => {
    const model = scriptedModel((_request, index) =>
      index % 3 === 2
        ? { toolCalls: [{ name: 'cheat', input: { score: 'high' } }] }
        : { toolCalls: [{ name: 'defect', input: {} }] },
    );
    const record = await play(trust, [model], { actionInterface: 'tools', invalid: { retries: 1, fallback: 'first' } });
    // Attempts per step: index 0 invalid, 1 invalid → fallback; 2 valid; 3, 4 invalid → fallback; 5 valid…
    const result = moves(record).map((move) => (move.fallback ? 'fallback' : move.action));
    expect(result).toEqual(['fallback', 'cheat', 'fallback', 'cheat']);
    expect(
      moves(record)
        .filter((move) => move.fallback)
        .every((move) => move.action === 'collaborate'),
    ).toBe(true);
    expect(invalidCount(record)).toBe(2 + 0 + 2 + 0);
    expect(model.requests).toHaveLength(6);
    expect(moves(record)[1]?.selfScore).toBeUndefined();
  });

  it('ends the match as infra, with no scores, when the model layer gives up mid-match', async () => {
    const model = scriptedModel((_request, index) =>
      index < 3
        ? { toolCalls: [{ name: index === 1 ? 'defect' : 'cheat', input: {} }] }
        : new InfraError('rate limited'),
    );
    const record = await play(trust, [model], { actionInterface: 'tools' });
    expect(record.end).toMatchObject({ status: 'infra', scores: null, message: 'rate limited' });
    expect(record.steps).toHaveLength(2);
    expect(invalidCount(record)).toBe(1);
  });

  it('keeps per-match memory: later requests show earlier turns in the history', async () => {
    const model = scriptedModel(() => ({ toolCalls: [{ name: 'collaborate', input: { score: 2 } }] }));
    await play(trust, [model], { actionInterface: 'tools' });
    const last = userText(model.requests.at(-1));
    expect(last).toContain('## History');
    expect(last).toContain('Step 0:');
    expect(last).toContain('Step 2:');
    expect(last).toContain('Your answer: collaborate({"score":2})');
  });
});

describe('read-only game queries in the tools interface', () => {
  const history = {
    name: 'count_cheats',
    description: 'How often the opponent has cheated so far.',
    parameters: { type: 'object', properties: {} },
    answer: (observation: unknown) => {
      const rounds = (observation as { history: readonly { other: string }[] }).history;
      return `${rounds.filter((round) => round.other === 'cheat').length} cheat(s)`;
    },
  };
  const queried: Game = { ...trust, queries: [history] } as Game;

  it('answers queries with tool messages, then takes the action, recording every call', async () => {
    const model = scriptedModel((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { toolCalls: [{ name: 'cheat', input: { score: 3 } }] }
        : { toolCalls: [{ name: 'count_cheats', input: {} }] },
    );
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full', 'tools')) });
    const record = await playMatch({
      game: queried,
      params: { rounds: 2, opponent: 'copycat' },
      seed: 1,
      seats: [{ spec: 'llm', agent }],
    });
    expect(record.end.status).toBe('finished');
    const first = moves(record)[0];
    expect(first?.action).toBe('cheat');
    expect(first?.exchanges?.map((exchange) => exchange.toolCalls?.[0]?.name)).toEqual(['count_cheats', 'cheat']);
    const followUp = model.requests[1]?.messages.at(-1);
    expect(followUp).toMatchObject({ role: 'tool', toolName: 'count_cheats', content: '0 cheat(s)' });
    expect(model.requests[0]?.tools?.map((tool) => tool.name)).toContain('count_cheats');
  });

  it('stops answering after the query limit: the next query is an invalid attempt', async () => {
    const model = scriptedModel((request, index) =>
      index < 6 || request.messages.at(-1)?.role === 'tool'
        ? { toolCalls: [{ name: 'count_cheats', input: {} }] }
        : { toolCalls: [{ name: 'collaborate', input: {} }] },
    );
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full', 'tools')), maxQueries: 2 });
    const record = await playMatch({
      game: queried,
      params: { rounds: 1, opponent: 'copycat' },
      seed: 1,
      seats: [{ spec: 'llm', agent }],
      invalid: { retries: 0, fallback: 'first' },
    });
    const move = moves(record)[0];
    expect(move?.fallback).toBe(true);
    expect(move?.invalid?.[0]?.exchanges).toHaveLength(3);
  });
});
