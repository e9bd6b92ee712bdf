import { describe, expect, it } from 'vitest';
import type { ExperienceItem } from './experience.js';
import { experienceNamed } from './experience-table.js';

/** The items of `state` (the initial state of `name` with `fields` over it). */
function itemsOf(name: string, fields: Readonly<Record<string, unknown>>): readonly ExperienceItem[] | undefined {
  const experience = experienceNamed(name);
  if (!experience) throw new Error(`no experience ${name}`);
  return experience.items?.({ ...(experience.initial() as object), ...fields });
}

describe('experience items', () => {
  it('lists list-like states item by item, keyed so the same item meets itself across checkpoints', () => {
    expect(
      itemsOf('skill-library', { skills: [{ name: 'open', description: 'At start.', body: 'Cooperate.' }] }),
    ).toEqual([{ key: 'open', text: '---\nname: open\ndescription: At start.\n---\n\nCooperate.' }]);
    expect(itemsOf('expel', { lessons: [{ text: 'Cooperate first.', importance: 3 }] })).toEqual([
      { key: 'Cooperate first.', text: 'importance 3: Cooperate first.' },
    ]);
    expect(
      itemsOf('reflexion', {
        reflections: [{ episode: 0, score: 2, status: 'finished', text: 'I cheated too soon.' }],
      }),
    ).toEqual([{ key: 'episode 1', text: 'finished, score 2\nI cheated too soon.' }]);
    expect(itemsOf('memory', { episodes: [{ episode: 1, score: 0, status: 'lost', text: 'Env: …' }] })).toEqual([
      { key: 'episode 2', text: 'Episode 2 (lost, score 0):\nEnv: …' },
    ]);
    expect(
      itemsOf('long-term-memory', { notes: ['Copy them.'], memories: [{ episode: 1, text: 'Episode 1\n…' }] }),
    ).toEqual([
      { key: 'note 1', text: 'Copy them.' },
      { key: 'memory of episode 1', text: 'Episode 1\n…' },
    ]);
    expect(
      itemsOf('reasoning-bank', { items: [{ title: 'Copy', description: 'd', content: 'c', from: 'success' }] }),
    ).toEqual([{ key: 'Copy', text: '### Copy\nd\nc\n(from a success)' }]);
    expect(itemsOf('awm', { workflows: [{ name: 'open', description: 'd', steps: ['a', 'b'] }] })).toEqual([
      { key: 'open', text: '### open\nd\n1. a\n2. b' },
    ]);
    expect(itemsOf('prompt-evolution', { strategy: 'Copy.', failureModes: ['greed', 'fear'] })).toEqual([
      { key: 'strategy', text: 'Copy.' },
      { key: 'failure modes', text: '- greed\n- fear' },
    ]);
    expect(itemsOf('evotest', { guidance: 'Copy.', program: 'return "";' })).toEqual([
      { key: 'guidance', text: 'Copy.' },
      { key: 'program', text: 'return "";' },
    ]);
    const steps = [{ env: 'round 1', answer: 'cooperate', score: 1, reward: null }];
    for (const name of ['history', 'summary']) {
      expect(itemsOf(name, { episodes: [{ episode: 0, steps }] })).toEqual([
        { key: 'episode 1', text: 'Env: round 1\nLLM: Answer: cooperate, Score: 1' },
      ]);
    }
  });

  it('leaves states that are no list without items', () => {
    expect(itemsOf('learner', {})).toBeUndefined();
    expect(itemsOf('none', {})).toBeUndefined();
  });
});
