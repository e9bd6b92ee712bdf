import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { episodeText } from './episode-text.js';
import { createExperience } from './experience-table.js';
import {
  type LongTermMemoryState,
  longTermMemoryExperience,
  memoriesHeader,
  notesInstruction,
} from './long-term-memory-experience.js';
import { testEpisodes } from './test-episodes.js';

const defaults = { every: 2, k: 3, max: 200, chars: 1500 };
const memory = (record: MatchRecord | undefined, episode: number) => ({
  episode,
  text: `Episode ${episode}\n${episodeText(record as MatchRecord, 1500)}`,
});
const turn = () => testTurn(findGame('snake').game, { preset: 'explore' });

describe('long-term-memory experience (PTCG-Bench long-term memory)', () => {
  it('stores one memory per episode and summarises strategic notes every N games', async () => {
    const records = deepFreeze(await testEpisodes('snake', 3));
    const experience = longTermMemoryExperience(defaults);
    const model = scriptedModel(['{"notes": ["Head for the nearest apple.", "Do not END early."]}']);
    const initial = deepFreeze(experience.initial());
    const result = await experience.learn(initial, records, { model });
    expect(result.state).toEqual({
      ...defaults,
      episodesSeen: 3,
      sinceNotes: 1,
      memories: [memory(records[0], 1), memory(records[1], 2), memory(records[2], 3)],
      notes: ['Head for the nearest apple.', 'Do not END early.'],
    });
    expect(result.state.memories[0]?.text).toMatch(/^Episode 1\nStep 1\nObservation: #/);
    expect(initial).toEqual({ ...defaults, episodesSeen: 0, sinceNotes: 0, memories: [], notes: [] });
    expect(model.requests).toHaveLength(1);
    const asked = JSON.stringify(model.requests[0]?.messages);
    expect(asked).toContain('## Current notes\\n(none yet)');
    expect(asked).toContain('Episode 1\\nStep 1');
    expect(asked).toContain('Episode 2\\nStep 1');
    expect(asked).not.toContain('Episode 3\\n');
    expect(asked).toContain(JSON.stringify(notesInstruction).slice(1, -1));
    expect(result.exchanges).toHaveLength(1);
    expect(result.usage?.calls).toBe(1);
  });

  it('keeps the newest max memories', async () => {
    const records = await testEpisodes('snake', 3);
    const experience = longTermMemoryExperience({ ...defaults, every: 5, max: 2 });
    const result = await experience.learn(experience.initial(), records, {});
    expect(result.state.memories.map((kept) => kept.episode)).toEqual([2, 3]);
    expect(result.state.episodesSeen).toBe(3);
    expect(result.exchanges).toBeUndefined();
  });

  it('keeps the previous notes on a malformed reply, records it, and retries with the next episode', async () => {
    const records = await testEpisodes('snake', 3);
    const experience = longTermMemoryExperience(defaults);
    const model = scriptedModel(['Notes: head for apples.', '{"notes": ["Head for apples."]}']);
    const first = await experience.learn(experience.initial(), records.slice(0, 2), { model });
    expect(first.state.notes).toEqual([]);
    expect(first.state.sinceNotes).toBe(2);
    expect(first.exchanges?.[0]).toMatchObject({ failure: 'model', error: 'the reply holds no JSON' });
    const second = await experience.learn(deepFreeze(first.state), records.slice(2), { model });
    expect(second.state).toMatchObject({ sinceNotes: 0, notes: ['Head for apples.'] });
    expect(JSON.stringify(model.requests[1]?.messages)).toContain('Episode 3\\nStep 1');
  });

  it('shows the notes for the episode and the memories relevant to each turn', async () => {
    const experience = longTermMemoryExperience({ ...defaults, k: 1 });
    const state: LongTermMemoryState = deepFreeze({
      ...experience.initial(),
      memories: [
        { episode: 1, text: 'Episode 1\nCastled the king early and lost.' },
        { episode: 2, text: 'Episode 2\nSteered the head towards the apples and scored 3.' },
      ],
      notes: ['Head for the nearest apple.'],
    });
    expect(await experience.prompt?.(state, turn(), {})).toEqual({
      title: 'Strategic notes',
      text: '- Head for the nearest apple.',
    });
    expect(await experience.turnNote?.(state, turn(), [], {})).toEqual({
      text: `${memoriesHeader}\n\nEpisode 2\nSteered the head towards the apples and scored 3.`,
    });
    expect(await experience.prompt?.(experience.initial(), turn(), {})).toBeUndefined();
    expect(await experience.turnNote?.(experience.initial(), turn(), [], {})).toBeUndefined();
  });

  it('builds its index once per state', async () => {
    const build = vi.spyOn(MiniSearch.prototype, 'addAll');
    const experience = longTermMemoryExperience(defaults);
    const { state } = await experience.learn(experience.initial(), await testEpisodes('snake', 1), {});
    const frozen = deepFreeze(state);
    for (let step = 0; step < 3; step++) await experience.turnNote?.(frozen, turn(), [], {});
    expect(build).toHaveBeenCalledTimes(1);
    build.mockRestore();
  });

  it('is registered with its options and model', () => {
    const experience = createExperience('long-term-memory?every=3&k=2&max=50&chars=800&model=openai/gpt-4o-mini');
    expect(experience.initial()).toMatchObject({ every: 3, k: 2, max: 50, chars: 800 });
    expect(experience.model).toBe('openai/gpt-4o-mini');
    expect(experience.learnsWithModel).toBe(true);
    expect(createExperience('long-term-memory').initial()).toMatchObject({ every: 5, k: 3, max: 200, chars: 1500 });
  });
});
