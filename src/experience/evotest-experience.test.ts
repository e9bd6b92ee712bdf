import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import {
  defaultFakeReply,
  type FakeOpenAIServer,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../model/fake-openai-server.js';
import { scriptedModel } from '../model/scripted-model.js';
import { type EvotestState, evotestExperience, initialGuidance } from './evotest-experience.js';
import { createExperience } from './experience-table.js';
import { testEpisodes } from './test-episodes.js';
import { decisionRequest, exploreOnFakeServer } from './test-explore.js';

const counting = 'function extract(transcript, observation) { return "Turns so far: " + transcript.length; }';
const throwing = 'throw new Error("no ledger yet");';
const reply = (guidance: string, program: string) => JSON.stringify({ guidance, program });

/** Learns each record in turn, as the protocols call `learn` after every exploration episode. */
async function learnEach(
  state: EvotestState,
  records: readonly MatchRecord[],
  model: ReturnType<typeof scriptedModel>,
) {
  const experience = evotestExperience();
  const results = [];
  for (const record of records) {
    const result = await experience.learn(state, [record], { model });
    results.push(result);
    state = result.state;
  }
  return { state, results };
}

describe('evotest experience (EvoTest)', () => {
  it('rewrites guidance and program after every episode, evolving from the best configuration after a worse one', async () => {
    // The heuristic scores 21, 19, 21 on these seeds.
    const records = await testEpisodes('trust-evolution', 3, { agent: 'heuristic' });
    const model = scriptedModel([
      reply('Cooperate first.', counting),
      reply('Cheat the copycat.', throwing),
      reply('Cooperate, then copy.', counting),
    ]);
    const experience = evotestExperience();
    const { state, results } = await learnEach(experience.initial(), records, model);
    expect(state).toEqual({
      limits: { timeMs: 200, memoryBytes: 16 * 1024 * 1024, outputChars: 2000 },
      keep: 3,
      transcriptChars: 12_000,
      revert: true,
      guidance: 'Cooperate, then copy.',
      program: counting,
      generation: 3,
      episodesSeen: 3,
      summaries: [
        { episode: 0, score: 21, won: true, status: 'finished', generation: 0 },
        { episode: 1, score: 19, won: true, status: 'finished', generation: 1 },
        { episode: 2, score: 21, won: true, status: 'finished', generation: 2 },
      ],
      best: { guidance: 'Cheat the copycat.', program: throwing, score: 21, generation: 2 },
      lastError: 'Error: no ledger yet',
    });
    expect(model.requests).toHaveLength(3);
    expect(results.every((result) => result.exchanges?.length === 1 && !result.exchanges[0]?.failure)).toBe(true);
    const [first, second, third] = model.requests.map((request) => JSON.stringify(request.messages));
    expect(first).toContain(initialGuidance);
    expect(first).toContain('(none yet)');
    expect(first).toContain('### Episode 1 (finished, score 21)');
    expect(first).toContain('Observation: ');
    // Episode 2 scored 19 with "Cooperate first.": the Evolver is handed the best configuration (the initial one).
    expect(second).toContain('This is the best configuration so far (score 21)');
    expect(second).toContain(initialGuidance);
    expect(second).not.toContain('Cooperate first.');
    expect(third).toContain('## Program errors\\n- Error: no ledger yet');
    expect(third).toContain('Cheat the copycat.');
  });

  it('keeps the previous configuration and records the failure when the reply is malformed', async () => {
    const records = await testEpisodes('trust-evolution', 3, { agent: 'heuristic' });
    const model = scriptedModel([
      reply('Cooperate first.', counting),
      'I would rather not answer in JSON.',
      JSON.stringify({ guidance: '   ', program: counting }),
    ]);
    const { state, results } = await learnEach(evotestExperience().initial(), records, model);
    expect(state.guidance).toBe('Cooperate first.');
    expect(state.program).toBe(counting);
    expect(state.generation).toBe(1);
    expect(state.episodesSeen).toBe(3);
    expect(results.map((result) => result.exchanges?.[0]?.failure)).toEqual([undefined, 'model', 'model']);
    expect(results[1]?.exchanges?.[0]?.error).toBe('the reply holds no JSON');
    expect(results[2]?.exchanges?.[0]?.error).toMatch(/^the reply's JSON has the wrong shape: guidance/);
    expect(results[2]?.usage?.calls).toBe(1);
  });

  it('shows the guidance under its own title and the program’s notes each turn', async () => {
    const experience = evotestExperience();
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    const episode = [{ step: 0, observation: 'Round 1', answer: 'cooperate' }];
    const base = experience.initial();
    expect(await experience.prompt?.(base, turn, {})).toEqual({ text: initialGuidance, title: 'Guidance' });
    expect(await experience.turnNote?.(base, turn, episode, {})).toBeUndefined();

    const program =
      'return "Seen " + transcript.length + " turns; last: " + transcript[0].answer + "; now: " + observation.slice(0, 5);';
    const observation = turn.game.text.observation(turn.observation, turn.player);
    expect(await experience.turnNote?.({ ...base, program }, turn, episode, {})).toEqual({
      text: `Seen 1 turns; last: cooperate; now: ${observation.slice(0, 5)}`,
    });
    expect(await experience.turnNote?.({ ...base, program: 'while (true) {}' }, turn, episode, {})).toEqual({
      text: '(program error: timed out after 200 ms)',
    });
    expect(await experience.turnNote?.({ ...base, program: 'return 7;' }, turn, episode, {})).toEqual({
      text: '(program error: the program returned number, not a string)',
    });
    expect(await experience.turnNote?.({ ...base, program: 'return "";' }, turn, episode, {})).toBeUndefined();
  });

  it('never mutates its state or the records, and skips episodes that cannot be learned', async () => {
    const records = deepFreeze(await testEpisodes('trust-evolution', 1, { agent: 'heuristic' }));
    const experience = evotestExperience({ keep: 1, revert: false, time: 300 });
    const state = deepFreeze({ ...experience.initial(), program: counting });
    const model = scriptedModel([reply('Cooperate first.', counting)]);
    const { state: next } = await experience.learn(state, records, { model });
    expect(next).toMatchObject({ guidance: 'Cooperate first.', generation: 1, keep: 1, revert: false });
    expect(next.best).toBeUndefined();
    expect(next.limits.timeMs).toBe(300);
    const broken = deepFreeze([{ ...records[0], end: { ...records[0]?.end, status: 'infra' } }] as MatchRecord[]);
    expect((await experience.learn(next, broken, { model })).state).toBe(next);
    expect(model.requests).toHaveLength(1);
  });

  it('is registered with its options and learns with a model', () => {
    const experience = createExperience('evotest?time=50&memory=8&output=100&model=openai/gpt-4o-mini');
    expect(experience.learnsWithModel).toBe(true);
    expect(experience.model).toBe('openai/gpt-4o-mini');
    expect((experience.initial() as EvotestState).limits).toEqual({
      timeMs: 50,
      memoryBytes: 8 * 1024 * 1024,
      outputChars: 100,
    });
  });
});

describe('evotest with an llm agent, against the fake server', () => {
  let server: FakeOpenAIServer;
  const isEvolver = (request: RecordedRequest) => request.rawBody.includes('You are the Evolver');
  const evolved = reply('Evolved: keep cooperating.', 'return "Turns so far: " + transcript.length;');
  beforeAll(async () => {
    server = await startFakeOpenAIServer({
      respond: (request) => (isEvolver(request) ? { type: 'text', text: evolved } : defaultFakeReply(request)),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('learns after each exploration episode and shows the guidance and the program’s notes while playing', async () => {
    const records = await exploreOnFakeServer(server, 'evotest');
    // eval@0, explore 0, eval@1, explore 1, eval@2: one Evolver call after each exploration episode.
    expect(records).toHaveLength(5);
    expect(server.chatRequests.filter(isEvolver)).toHaveLength(2);
    expect(decisionRequest(records[0], 1)).toContain(`## Guidance\\n${initialGuidance}`);
    expect(decisionRequest(records[0], 1)).not.toContain('## Notes');
    for (const record of records.slice(2)) {
      expect(decisionRequest(record, 0)).toContain('## Guidance\\nEvolved: keep cooperating.');
      expect(decisionRequest(record, 1)).toContain('## Notes\\nTurns so far: 1');
      expect(decisionRequest(record, 2)).toContain('## Notes\\nTurns so far: 2');
    }
  });
});
