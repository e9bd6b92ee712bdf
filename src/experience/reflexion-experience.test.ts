import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { learningTools } from './experience.js';
import { createExperience } from './experience-table.js';
import { initialReflexion, type ReflexionState, reflexionExperience } from './reflexion-experience.js';
import { testEpisodes } from './test-episodes.js';

const turn = () => testTurn(findGame('trust-evolution').game, { preset: 'explore' });

describe('reflexion experience (Shinn et al. 2023)', () => {
  it('writes one reflection per learnable game, keeping the last `keep`', async () => {
    // Random play on seeds 1–3: scores 0 (ended at once), 1 and 4.
    const records = deepFreeze(await testEpisodes('trust-evolution', 3));
    const broken = deepFreeze({ ...records[0], end: { ...records[0]?.end, status: 'error' } } as MatchRecord);
    const model = scriptedModel(['Ending at once scored nothing: play rounds.', ' Cheaters cheat back. ', 'Good.']);
    const experience = reflexionExperience({ keep: 2 });
    const initial = deepFreeze(experience.initial());
    const first = await experience.learn(initial, [records[0] as MatchRecord, broken], { model });
    const second = await experience.learn(deepFreeze(first.state), records.slice(1), { model });
    expect(second.state).toEqual({
      k: 3,
      keep: 2,
      transcriptChars: 12_000,
      episodesSeen: 3,
      reflections: [
        { episode: 1, score: 1, status: 'finished', text: 'Cheaters cheat back.' },
        { episode: 2, score: 4, status: 'finished', text: 'Good.' },
      ],
    } satisfies ReflexionState);
    expect(initial).toEqual(initialReflexion({ keep: 2 }));
    expect(first.exchanges).toHaveLength(1);
    expect(second.exchanges).toHaveLength(2);
    expect(second.usage?.calls).toBe(2);
    // The call reads the rules, the earlier reflections and the episode with its outcome.
    const asked = model.requests[1]?.messages[1]?.content as string;
    expect(asked).toContain('## Rules\n');
    expect(asked).toContain(
      '## Your earlier reflections\nEpisode 1 (finished, score 0):\nEnding at once scored nothing: play rounds.',
    );
    expect(asked).toContain('## Episode 2 (finished, score 1)\nStep 1\nObservation: Round 1 of 10');
    expect(asked).toContain('Action: collaborate\nReward: -1');
    expect(asked).toContain('## Task\nReflect on the episode above');
  });

  it('keeps the previous reflections after an empty or failed reply, and records the failure', async () => {
    const records = await testEpisodes('trust-evolution', 2);
    const model = scriptedModel(['First lesson.', '   ', { text: 'x', failure: 'model', error: 'bad tool call' }]);
    const experience = reflexionExperience();
    const { state } = await experience.learn(experience.initial(), records.slice(0, 1), { model });
    const frozen = deepFreeze(state);
    const empty = await experience.learn(frozen, records.slice(1), { model });
    expect(empty.state.reflections).toEqual(frozen.reflections);
    expect(empty.state.episodesSeen).toBe(2);
    expect(empty.exchanges?.[0]).toMatchObject({ failure: 'model', error: 'empty reflection' });
    const failed = await experience.learn(frozen, records.slice(1), { model });
    expect(failed.state.reflections).toEqual(frozen.reflections);
    expect(failed.exchanges?.[0]).toMatchObject({ failure: 'model', error: 'bad tool call' });
  });

  it('shows the most recent k reflections under Reflections', async () => {
    const records = await testEpisodes('trust-evolution', 3);
    const model = scriptedModel(['One.', 'Two.', 'Three.']);
    const experience = createExperience('reflexion?k=2');
    const { state } = await experience.learn(experience.initial(), records, { model });
    expect(await experience.prompt?.(deepFreeze(state), turn(), {})).toEqual({
      title: 'Reflections',
      text: [
        'Your reflections on your most recent earlier episodes, oldest first:',
        'Episode 2 (finished, score 1):\nTwo.',
        'Episode 3 (finished, score 4):\nThree.',
      ].join('\n\n'),
    });
    expect(await experience.prompt?.(experience.initial(), turn(), {})).toBeUndefined();
  });

  it('learns with a model: a run without one is refused before play', () => {
    const experience = createExperience('reflexion?model=openai/gpt-4o-mini');
    expect(experience.model).toBe('openai/gpt-4o-mini');
    expect(() => learningTools(createExperience('reflexion'), undefined)).toThrow(/learns with a model/);
  });
});
