import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { createExperience } from './experience-table.js';
import { initialMemory, learnMemory, type MemoryState, memoryExperience, memoryText } from './memory-experience.js';
import { testEpisodes } from './test-episodes.js';

// Random play of trust-evolution on seeds 1 and 2: an episode that ENDs at once, then one of three steps.
const endedAtOnce = [
  'Step 1',
  'Observation: Round 1 of 10, against the hidden opponent.',
  'No rounds played yet.',
  'Your move: collaborate or cheat (or END to stop).',
  'Action: END',
  'Reward: 0',
  '',
  'Outcome: finished, score 0',
].join('\n');
const threeSteps = [
  'Step 1',
  'Observation: Round 1 of 10, against the hidden opponent.',
  'No rounds played yet.',
  'Your move: collaborate or cheat (or END to stop).',
  'Action: collaborate',
  'Reward: 2',
  '',
  'Step 2',
  'Observation: Round 2 of 10, against the hidden opponent.',
  'round | you         | opponent',
  '1     | collaborate | collaborate',
  'Your move: collaborate or cheat (or END to stop).',
  'Action: collaborate',
  'Reward: -1',
  '',
  'Step 3',
  'Observation: Round 3 of 10, against the hidden opponent.',
  'round | you         | opponent',
  '1     | collaborate | collaborate',
  '2     | collaborate | cheat',
  'Your move: collaborate or cheat (or END to stop).',
  'Action: END',
  'Reward: 0',
  '',
  'Outcome: finished, score 1',
].join('\n');

describe('memory experience (Learn2Play Memory)', () => {
  it('appends each episode’s raw transcript, in play order, skipping episodes that do not count', async () => {
    const records = deepFreeze(await testEpisodes('trust-evolution', 2));
    const broken = deepFreeze({ ...records[0], end: { ...records[0]?.end, status: 'infra' } } as MatchRecord);
    const experience = memoryExperience();
    const initial = deepFreeze(experience.initial());
    const first = await experience.learn(initial, [records[0] as MatchRecord, broken], {});
    const { state } = await experience.learn(deepFreeze(first.state), [records[1] as MatchRecord], {});
    expect(state).toEqual({
      budgetTokens: 100_000,
      episodesSeen: 2,
      droppedEpisodes: 0,
      episodes: [
        { episode: 0, score: 0, status: 'finished', text: endedAtOnce },
        { episode: 1, score: 1, status: 'finished', text: threeSteps },
      ],
    } satisfies MemoryState);
    expect(first.exchanges).toBeUndefined();
    expect(initial).toEqual(initialMemory());
  });

  it('shows every kept transcript under its episode heading, the oldest first and droppable first', async () => {
    const experience = createExperience('memory');
    const { state } = await experience.learn(experience.initial(), await testEpisodes('trust-evolution', 2), {});
    const turn = testTurn(findGame('trust-evolution').game, { preset: 'explore' });
    expect(await experience.prompt?.(deepFreeze(state), turn, {})).toEqual({
      title: 'Earlier episodes',
      drop: 'oldest',
      text: [
        'The transcripts of your earlier episodes of this game, oldest first:',
        `Episode 1 (finished, score 0):\n${endedAtOnce}`,
        `Episode 2 (finished, score 1):\n${threeSteps}`,
      ].join('\n\n'),
    });
    expect(await experience.prompt?.(experience.initial(), turn, {})).toBeUndefined();
  });

  it('drops the oldest whole episodes only once the budget is full, and cuts an episode larger than it', async () => {
    const records = await testEpisodes('trust-evolution', 3, { agent: 'heuristic' });
    const full = learnMemory(initialMemory(), records).state;
    const fullTokens = Math.ceil((memoryText(full) ?? '').length / 4);
    expect(full.droppedEpisodes).toBe(0);
    const budget = fullTokens - 10;
    const cut = learnMemory(initialMemory(budget), records).state;
    expect(cut.droppedEpisodes).toBe(1);
    expect(cut.episodes).toEqual(full.episodes.slice(1));
    const text = memoryText(cut) ?? '';
    expect(text.length / 4).toBeLessThanOrEqual(budget);
    expect(text).toContain(`(1 oldest episodes were dropped to fit ${budget} tokens)`);
    expect(text).not.toContain('Episode 1 (');
    const tiny = learnMemory(initialMemory(300), records).state;
    expect(tiny.episodes.map((episode) => episode.episode)).toEqual([2]);
    expect(tiny.episodes[0]?.text).toMatch(/\(\d+ steps omitted\)/);
    expect((memoryText(tiny) ?? '').length / 4).toBeLessThanOrEqual(300);
  });

  it('takes its budget as an option', () => {
    expect(createExperience('memory?budget=5000').initial()).toEqual(initialMemory(5000));
    expect(() => createExperience('memory?budget=abc')).toThrow(/budget/);
  });
});
