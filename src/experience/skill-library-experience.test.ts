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
import { snapshot } from './experience.js';
import { createExperience } from './experience-table.js';
import {
  type Skill,
  type SkillLibraryState,
  skillItems,
  skillLibraryExperience,
  skillsIntro,
} from './skill-library-experience.js';
import { testEpisodes } from './test-episodes.js';

const trust = findGame('trust-evolution');
const options = { max: 3, recent: 2, chars: 4000 };
const userText = (request: unknown) =>
  (request as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'user')
    ?.content ?? '';
const reply = (...operations: unknown[]) => JSON.stringify({ operations });
const skill = (name: string, description: string, body: string): Skill => ({ name, description, body });
const opening = skill('open-kindly', 'At the first round, before the opponent has moved.', '**Objective:** probe.');
const punish = skill('punish-cheaters', 'When the opponent cheated last round.', 'Cheat back once.');
const forgive = skill('forgive-once', 'When the opponent returns to collaborating.', 'Collaborate again.');

describe('skill-library experience (PTCG-Bench skill library)', () => {
  it('adds, refines, merges and retires skills after each learning step', async () => {
    const records = await testEpisodes('trust-evolution', 4, { agent: 'heuristic' });
    const model = scriptedModel(
      [
        reply(
          { op: 'add', ...opening },
          { op: 'add', ...punish },
          { op: 'add', ...forgive, description: '  When the opponent\n returns to collaborating. ' },
        ),
        reply(
          { op: 'refine', name: 'open-kindly', body: '**Objective:** build trust.\n- Collaborate in round 1.' },
          {
            op: 'merge',
            names: ['punish-cheaters', 'forgive-once'],
            name: 'tit-for-tat',
            description: 'After every round.',
            body: 'Copy the opponent’s last move.',
          },
        ),
        `Retiring one:\n${reply({ op: 'retire', name: 'open-kindly' }, { op: 'add', name: 'end-game', description: 'In the last round.', body: 'Cheat: no round follows.' })}`,
      ],
      { usdPerToken: 1e-6 },
    );
    const experience = skillLibraryExperience(options);
    const first = await experience.learn(experience.initial(), records.slice(0, 2), { model });
    expect(first.state.skills).toEqual([opening, punish, forgive]);
    const second = await experience.learn(first.state, records.slice(2, 3), { model });
    const third = await experience.learn(second.state, records.slice(3), { model });
    expect(third.state).toEqual({
      max: 3,
      recent: 2,
      chars: 4000,
      skills: [
        { name: 'tit-for-tat', description: 'After every round.', body: 'Copy the opponent’s last move.' },
        { name: 'end-game', description: 'In the last round.', body: 'Cheat: no round follows.' },
      ],
    });
    expect(second.state.skills[0]).toEqual({
      ...opening,
      body: '**Objective:** build trust.\n- Collaborate in round 1.',
    });
    expect(third.exchanges?.[0]?.failure).toBeUndefined();
    expect(third.usage?.costUsd).toBeGreaterThan(0);

    const [firstAsk, secondAsk] = model.requests.map(userText);
    expect(firstAsk).toContain('## Rules\n');
    expect(firstAsk).toContain('## Current skills (0 of at most 3)\n(none yet)');
    expect(firstAsk).toContain('### Game 1 (finished, score ');
    expect(firstAsk).toContain('### Game 2 (');
    expect(firstAsk).toContain('Keep at most 3 skills.');
    expect(secondAsk).toContain(
      '## Current skills (3 of at most 3)\n---\nname: open-kindly\ndescription: At the first round, before the opponent has moved.\n---\n\n**Objective:** probe.',
    );
  });

  it('skips invalid operations, records them, and keeps the state when none is valid', async () => {
    const records = await testEpisodes('trust-evolution', 1, { agent: 'heuristic' });
    const start: SkillLibraryState = { ...options, skills: [opening, punish, forgive] };
    const model = scriptedModel([
      'Add a skill about trust.',
      reply(
        { op: 'add', name: 'Bad Name', description: 'x', body: 'y' },
        { op: 'add', name: 'new-skill', description: 'When.', body: 'Full library.' },
        { op: 'refine', name: 'missing', body: 'b' },
        { op: 'add', name: 'empty-body', description: 'When.', body: '  ' },
        { op: 'merge', names: ['open-kindly'], name: 'solo', description: 'd', body: 'b' },
        { op: 'retire', name: 'missing' },
        { op: 'promote', name: 'open-kindly' },
      ),
      reply({ op: 'retire', name: 'forgive-once' }, { op: 'refine', name: 'open-kindly' }),
      reply(),
    ]);
    const experience = skillLibraryExperience(options);
    const prose = await experience.learn(start, records, { model });
    expect(prose.state).toBe(start);
    expect(prose.exchanges?.[0]).toMatchObject({ failure: 'model', error: 'the reply holds no JSON' });

    const invalid = await experience.learn(start, records, { model });
    expect(invalid.state).toBe(start);
    expect(invalid.exchanges?.[0]?.failure).toBe('model');
    const error = invalid.exchanges?.[0]?.error ?? '';
    expect(error).toMatch(/^no valid operation: operation 1: name: a name is lowercase letters/);
    expect(error).toContain('operation 2: the library is full (3 skills): merge or retire first');
    expect(error).toContain("operation 3: no skill 'missing'");
    expect(error).toMatch(/operation 4: body: /);
    expect(error).toMatch(/operation 5: names: /);
    expect(error).toContain("operation 6: no skill 'missing'");
    expect(error).toMatch(/operation 7: op: /);

    const partial = await experience.learn(start, records, { model });
    expect(partial.state.skills).toEqual([opening, punish]);
    expect(partial.exchanges?.[0]).toMatchObject({ error: 'skipped: operation 2: nothing to refine' });
    expect(partial.exchanges?.[0]?.failure).toBeUndefined();

    const none = await experience.learn(start, records, { model });
    expect(none.state).toEqual(start);
    expect(none.exchanges?.[0]?.failure).toBeUndefined();
  });

  it('makes no call without learnable games, and never mutates its state or the records', async () => {
    const records = deepFreeze(await testEpisodes('trust-evolution', 1, { agent: 'heuristic' }));
    const failed = deepFreeze(records.map((record) => ({ ...record, end: { ...record.end, status: 'infra' } })));
    const model = scriptedModel([reply({ op: 'refine', name: 'open-kindly', description: 'Round 1.' })]);
    const experience = skillLibraryExperience(options);
    const start = deepFreeze({ ...experience.initial(), skills: [opening, punish] });
    expect((await experience.learn(start, failed as MatchRecord[], { model })).state).toBe(start);
    expect(model.requests).toHaveLength(0);
    const { state } = await experience.learn(start, records, { model });
    expect(state.skills.map((each) => each.description)).toEqual(['Round 1.', punish.description]);
    expect(start.skills).toEqual([opening, punish]);
  });

  it('lists names and descriptions under Skills and answers activate_skill with a body', async () => {
    const experience = skillLibraryExperience(options);
    const turn = testTurn(trust.game, { preset: 'explore' });
    expect(await experience.prompt?.(experience.initial(), turn, {})).toBeUndefined();
    const prompt = await experience.prompt?.({ ...experience.initial(), skills: [opening, punish] }, turn, {});
    expect(prompt?.title).toBe('Skills');
    expect(prompt?.text).toBe(
      `${skillsIntro}\n- open-kindly: At the first round, before the opponent has moved.\n- punish-cheaters: When the opponent cheated last round.`,
    );
    const query = prompt?.queries?.[0];
    expect(query?.name).toBe('activate_skill');
    expect(query?.parameters).toMatchObject({ required: ['name'] });
    expect(query?.answer({ name: 'punish-cheaters' })).toBe('Cheat back once.');
    expect(query?.answer({ name: 'trust' })).toBe("No skill named 'trust'; valid skills: open-kindly, punish-cheaters");
    expect(query?.answer('open-kindly')).toBe(
      'activate_skill needs {"name": "<skill>"}; valid skills: open-kindly, punish-cheaters',
    );
  });

  it('lets an LLM agent read a skill through the seat experience the runner builds from a snapshot', async () => {
    const experience = skillLibraryExperience(options);
    const input = seatExperience(
      trust,
      'random',
      snapshot(experience, { ...experience.initial(), skills: [opening, punish] }),
      undefined,
    );
    const model = scriptedModel((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? 'Answer: collaborate'
        : { toolCalls: [{ name: 'activate_skill', input: { name: 'open-kindly' } }] },
    );
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full', 'text')), experience: input.prompt });
    const record = await playMatch({
      game: trust.game,
      params: { rounds: 1, opponent: 'copycat' },
      seed: 1,
      seats: [{ spec: 'llm', agent }],
    });
    expect(record.end.status).toBe('finished');
    expect(model.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['activate_skill']);
    expect(userText(model.requests[0])).toContain(`## Skills\n${skillsIntro}\n- open-kindly: `);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: '**Objective:** probe.' });
    expect(record.steps[0]?.moves[0]?.action).toBe('collaborate');
  });

  it('renders the library as items keyed by skill name in SKILL.md form', () => {
    expect(skillItems({ ...options, skills: [punish] })).toEqual([
      {
        key: 'punish-cheaters',
        text: '---\nname: punish-cheaters\ndescription: When the opponent cheated last round.\n---\n\nCheat back once.',
      },
    ]);
  });

  it('is registered with its options and a model of its own', () => {
    const experience = createExperience('skill-library?max=5&model=openai/gpt-4o-mini');
    expect(experience.initial()).toEqual({ max: 5, recent: 8, chars: 4000, skills: [] });
    expect(experience.model).toBe('openai/gpt-4o-mini');
    expect(experience.learnsWithModel).toBe(true);
  });
});
