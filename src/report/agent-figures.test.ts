import { describe, expect, it } from 'vitest';
import { buildHarness, presetOptions } from '../agents/llm/harness/harness-options.js';
import { llmAgent } from '../agents/llm/llm-agent.js';
import type { ModelExchange } from '../core/agent.js';
import { MATCH_RECORD_FORMAT, type MatchEnd, type MatchRecord, type StepRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { trustEvolution } from '../games/trust-evolution/index.js';
import { scriptedModel } from '../model/scripted-model.js';
import { agentFigures, agentFiguresTable } from './agent-figures.js';

const call = (input: number, output: number, costUsd: number, toolCalls = 0, cached = false): ModelExchange => ({
  model: 'm/x',
  request: {},
  text: '',
  usage: { inputTokens: input, outputTokens: output, costUsd, calls: 1 },
  cached,
  ...(toolCalls ? { toolCalls: Array.from({ length: toolCalls }, () => ({ name: 'act', input: {} })) } : {}),
});

function record(seats: readonly string[], steps: readonly StepRecord[], end: Partial<MatchEnd> = {}): MatchRecord {
  return {
    formatVersion: MATCH_RECORD_FORMAT,
    id: `m${Math.random()}`,
    game: 'g',
    version: 1,
    params: {},
    seed: 1,
    seats: seats.map((agent) => ({ agent, name: agent })),
    steps,
    end: { status: 'finished', scores: seats.map(() => 0), stateHash: '', ...end },
  };
}

describe('agentFigures', () => {
  const llm = 'llm:m/x';
  const records = [
    record(
      [llm, 'random'],
      [
        {
          moves: [
            // Two rejected attempts (one parse failure with a call, one timeout without), then an accepted move.
            {
              player: 0,
              action: 'a',
              text: 'a',
              selfScore: 1,
              exchanges: [call(100, 10, 0.01, 1)],
              invalid: [{ text: '??', error: 'unparseable', exchanges: [call(90, 5, 0.005, 1)] }, { error: 'late' }],
            },
            { player: 1, action: 'b', text: 'b' },
          ],
        },
        {
          moves: [
            // Retries ran out: one rejected attempt, then the fallback move.
            {
              player: 0,
              action: 'c',
              text: 'c',
              fallback: true,
              invalid: [{ action: 'z', error: 'illegal', exchanges: [call(50, 5, 0.002, 2, true)] }],
            },
          ],
        },
      ],
    ),
    record(
      [llm],
      [{ moves: [{ player: 0, action: 'a', text: 'a', usage: { inputTokens: 40, outputTokens: 4, calls: 1 } }] }],
      {
        status: 'infra',
        scores: null,
      },
    ),
    record([llm], [], { status: 'forfeit', player: 0, scores: [-1] }),
  ];

  it('counts invalid attempts over all attempts, fallbacks, forfeits, tool calls, tokens and dollars per game', () => {
    const [first, second] = agentFigures(records);
    expect(first).toMatchObject({
      agent: llm,
      games: 3,
      unscored: 1,
      forfeits: 1,
      decisions: 3,
      attempts: 3 + 1 + 1,
      invalid: 3,
      fallbacks: 1,
      selfScored: 1,
      modelCalls: 4,
      cachedCalls: 1,
      toolCalls: 4,
      inputTokens: 100 + 90 + 50 + 40,
      outputTokens: 10 + 5 + 5 + 4,
    });
    expect(first?.invalidRate).toBeCloseTo(3 / 5);
    expect(first?.toolCallsPerGame).toBeCloseTo(4 / 3);
    expect(first?.tokensPerGame).toBeCloseTo(304 / 3);
    expect(first?.costUsd).toBeCloseTo(0.017);
    expect(first?.costPerGame).toBeCloseTo(0.017 / 3);
    expect(second).toMatchObject({ agent: 'random', games: 1, attempts: 1, invalid: 0, invalidRate: 0, modelCalls: 0 });
  });

  it('gives the same figures for the records in any order, and counts each seat of a self-play match', () => {
    expect(agentFigures([...records].reverse())).toEqual(agentFigures(records));
    const selfPlay = record(
      ['x', 'x'],
      [
        {
          moves: [
            { player: 0, action: 1, text: '1' },
            { player: 1, action: 1, text: '1' },
          ],
        },
      ],
    );
    expect(agentFigures([selfPlay])[0]).toMatchObject({ games: 2, decisions: 2, attempts: 2 });
  });

  it("counts a forfeit's rejected attempts, and the usage of attempts that recorded no exchanges", () => {
    // The reported case: forfeited episodes showed "attempts 11, invalid 0, 0.0%" because their attempts were dropped.
    const forfeited = record([llm], [], {
      status: 'forfeit',
      player: 0,
      scores: [0],
      attempts: [
        { text: '??', error: 'unparseable', exchanges: [call(100, 10, 0.01)], usage: call(100, 10, 0.01).usage },
      ],
    });
    const timedOut = record(
      [llm],
      [
        {
          moves: [
            {
              player: 0,
              action: 'a',
              text: 'a',
              usage: { inputTokens: 40, outputTokens: 4, calls: 1 },
              invalid: [{ error: 'unusable', usage: { inputTokens: 30, outputTokens: 3, costUsd: 0.003, calls: 1 } }],
            },
          ],
        },
      ],
    );
    expect(agentFigures([forfeited, timedOut])[0]).toMatchObject({
      forfeits: 1,
      attempts: 1 + 2,
      invalid: 1 + 1,
      modelCalls: 1 + 2,
      inputTokens: 100 + 30 + 40,
      outputTokens: 10 + 3 + 4,
    });
    expect(agentFigures([forfeited, timedOut])[0]?.costUsd).toBeCloseTo(0.013);
    // A forfeit by the other seat is not this agent's.
    const theirs = record([llm, 'x'], [], { ...forfeited.end, player: 1 });
    expect(agentFigures([theirs])[0]).toMatchObject({ attempts: 0, invalid: 0 });
    expect(agentFigures([theirs])[1]).toMatchObject({ attempts: 1, invalid: 1, forfeits: 1 });
  });

  it("adds the usage a seat's agent reported at its end (an external CLI's) to its tokens and dollars", () => {
    const shell = 'shell:codex';
    const played = record([shell], [{ moves: [{ player: 0, action: 1, text: '1', exchanges: [call(0, 0, 0, 3)] }] }]);
    const reported = {
      ...played,
      seats: [{ agent: shell, name: shell, usage: { inputTokens: 900, outputTokens: 100, costUsd: 0.5, calls: 4 } }],
    };
    expect(agentFigures([reported])[0]).toMatchObject({
      toolCalls: 3,
      modelCalls: 5,
      tokensPerGame: 1000,
      costPerGame: 0.5,
    });
  });

  it('reports no rate without attempts, and renders a table', () => {
    expect(agentFigures([record(['x'], [])])[0]?.invalidRate).toBeNaN();
    const table = agentFiguresTable(agentFigures(records));
    expect(table.split('\n')[0]).toMatch(
      /^agent\s+games\s+attempts\s+invalid\s+invalid %\s+fallbacks\s+tool calls\/game/,
    );
    expect(table).toContain('60.0%');
    expect(agentFiguresTable(agentFigures([record(['x'], [])]))).toContain(' -');
  });
});

describe('agentFigures of a played match', () => {
  it('counts exactly the invalid tool calls an LLM agent made', async () => {
    // Steps 0 and 3 call an unknown tool twice before a valid call, the other steps once.
    const bad = { toolCalls: [{ name: 'defect', input: {} }] };
    const good = { toolCalls: [{ name: 'cheat', input: { score: 3 } }] };
    const perStep = [
      [bad, bad, good],
      [bad, good],
      [bad, good],
    ];
    const model = scriptedModel([...perStep, ...perStep].flat());
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full', 'tools')), players: 1 });
    const played = await playMatch({
      game: trustEvolution.game,
      params: { rounds: 6, opponent: 'copycat' },
      seed: 1,
      seats: [{ spec: 'llm:scripted', agent }],
      invalid: { retries: 3, fallback: 'random' },
    });
    const [figures] = agentFigures([played]);
    // 2 + 1 + 1 + 2 + 1 + 1 invalid attempts and 6 accepted ones, each one tool call.
    expect(figures).toMatchObject({ games: 1, decisions: 6, invalid: 8, attempts: 14, fallbacks: 0, toolCalls: 14 });
    expect(figures?.modelCalls).toBe(model.requests.length);
    expect(figures?.selfScored).toBe(6);
    expect(figures?.inputTokens).toBeGreaterThan(0);
  });
});
