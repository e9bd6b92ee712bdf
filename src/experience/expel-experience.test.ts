import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { applyOperations, type ExpelState, expelExperience, initialExpel, readOperations } from './expel-experience.js';
import { createExperience } from './experience-table.js';
import { testEpisodes } from './test-episodes.js';

// Random play of trust-evolution on seeds 1–3: a failure (ended at once, score 0), then wins scoring 1 and 4.
const episodes = async () => deepFreeze(await testEpisodes('trust-evolution', 3));
const json = (value: unknown) => `Here you go:\n\`\`\`json\n${JSON.stringify(value)}\n\`\`\``;
const userText = (model: ReturnType<typeof scriptedModel>, call: number) =>
  model.requests[call]?.messages[1]?.content as string;

describe('expel experience (Zhao et al. 2024)', () => {
  it('edits the lessons after every learning step, applying the valid operations of each reply', async () => {
    const [failure, small, big] = (await episodes()) as MatchRecord[];
    const model = scriptedModel([
      json({ operations: [{ op: 'ADD', text: 'Never END before playing rounds.' }] }),
      json({
        operations: [
          { op: 'UPVOTE', index: 1 },
          { op: 'ADD', text: 'Keep collaborating while the opponent does.' },
          { op: 'EDIT', index: 7, text: 'no such lesson' },
          { op: 'ADD', text: '  ' },
          { op: 'FORGET', index: 1 },
        ],
      }),
    ]);
    const experience = expelExperience();
    const initial = deepFreeze(experience.initial());
    const first = await experience.learn(initial, [failure as MatchRecord], { model });
    const second = await experience.learn(deepFreeze(first.state), [small as MatchRecord, big as MatchRecord], {
      model,
    });
    expect(second.state).toEqual({
      k: 10,
      every: 1,
      transcriptChars: 6000,
      episodesSeen: 3,
      lessons: [
        { text: 'Never END before playing rounds.', importance: 3 },
        { text: 'Keep collaborating while the opponent does.', importance: 2 },
      ],
      batch: { episodes: 0 },
    } satisfies ExpelState);
    expect(initial).toEqual(initialExpel());
    expect(second.exchanges).toHaveLength(1);
    expect(second.exchanges?.[0]?.failure).toBeUndefined();
    // One kind per batch: the episodes are read against the current lessons.
    expect(userText(model, 0)).toContain('## Episode: episode 1 (failure: finished, score 0)\nStep 1\n');
    expect(userText(model, 0)).toContain('## Current lessons\n(none yet)');
    expect(userText(model, 1)).toContain('## Best episode: episode 3 (success: finished, score 4)');
    expect(userText(model, 1)).toContain('## Worst episode: episode 2 (success: finished, score 1)');
    expect(userText(model, 1)).toContain('## Current lessons\n1. Never END before playing rounds. (importance 2)');
    expect(userText(model, 1)).toContain('## Task\nRead the episodes above against the current lessons.');
  });

  it('batches `every` episodes and compares the best success with the worst failure', async () => {
    const records = await episodes();
    const model = scriptedModel([json([{ op: 'ADD', text: 'Play every round; collaborate first.' }])]);
    const experience = expelExperience({ every: 3 });
    const waiting = await experience.learn(experience.initial(), records.slice(0, 1), { model });
    expect(model.requests).toHaveLength(0);
    expect(waiting.exchanges).toBeUndefined();
    expect(waiting.state.batch).toMatchObject({ episodes: 1, best: { episode: 0 }, worst: { episode: 0 } });
    const { state } = await experience.learn(deepFreeze(waiting.state), records.slice(1), { model });
    expect(model.requests).toHaveLength(1);
    const asked = userText(model, 0);
    expect(asked).toContain('## Rules\n');
    expect(asked).toContain('## Successful episode: episode 3 (success: finished, score 4)\nStep 1\n');
    expect(asked).toContain('## Failed episode: episode 1 (failure: finished, score 0)\nStep 1\n');
    expect(asked).not.toContain('episode 2 (');
    expect(asked).toContain('## Task\nCompare the successful episode with the failed one.');
    expect(state.lessons).toEqual([{ text: 'Play every round; collaborate first.', importance: 2 }]);
    expect(state.batch).toEqual({ episodes: 0 });
  });

  it('keeps the lessons and the batch after an unusable reply, and records the failure', async () => {
    const records = await episodes();
    const model = scriptedModel([
      json({ operations: [{ op: 'ADD', text: 'A lesson.' }] }),
      'You should collaborate more.',
      json({
        operations: [
          { op: 'UPVOTE', index: 2 },
          { op: 'EDIT', index: 1 },
        ],
      }),
    ]);
    const experience = expelExperience();
    const { state } = await experience.learn(experience.initial(), records.slice(0, 1), { model });
    const frozen = deepFreeze(state);
    const prose = await experience.learn(frozen, records.slice(1, 2), { model });
    expect(prose.state.lessons).toEqual(frozen.lessons);
    expect(prose.state.batch).toMatchObject({ episodes: 1, best: { episode: 1 } });
    expect(prose.exchanges?.[0]).toMatchObject({
      failure: 'model',
      error: 'the reply holds no JSON list of operations',
    });
    const invalid = await experience.learn(frozen, records.slice(1, 2), { model });
    expect(invalid.state.lessons).toEqual(frozen.lessons);
    expect(invalid.exchanges?.[0]).toMatchObject({
      failure: 'model',
      error: 'no valid operation among the 2 in the reply',
    });
  });

  it('applies the paper’s importance rules, with indexes naming the lessons as shown', () => {
    const lessons = deepFreeze([
      { text: 'a', importance: 1 },
      { text: 'b', importance: 2 },
      { text: 'c', importance: 2 },
    ]);
    const operations = readOperations(
      JSON.stringify([
        { op: 'DOWNVOTE', index: 1 },
        { op: 'EDIT', index: 2, text: 'b, rewritten' },
        { op: 'UPVOTE', index: 1 },
        { op: 'DOWNVOTE', index: 3 },
        { op: 'ADD', text: 'd' },
        { op: 'UPVOTE', index: 4 },
      ]),
      lessons,
    );
    if (!operations.ok) throw new Error(operations.error);
    expect(operations.value).toHaveLength(5);
    expect(applyOperations(lessons, operations.value)).toEqual([
      { text: 'b, rewritten', importance: 3 },
      { text: 'c', importance: 1 },
      { text: 'd', importance: 2 },
    ]);
  });

  it('shows the k most important lessons under Lessons', async () => {
    const experience = createExperience('expel?k=2');
    const state = deepFreeze({
      ...(experience.initial() as ExpelState),
      lessons: [
        { text: 'rarely useful', importance: 1 },
        { text: 'confirmed twice', importance: 4 },
        { text: 'new', importance: 2 },
      ],
    });
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    expect(await experience.prompt?.(state, turn, {})).toEqual({
      title: 'Lessons',
      text: 'Lessons learned from your earlier episodes, the most important first:\n1. confirmed twice\n2. new',
    });
    expect(await experience.prompt?.(experience.initial(), turn, {})).toBeUndefined();
    expect(experience.learnsWithModel).toBe(true);
  });
});
