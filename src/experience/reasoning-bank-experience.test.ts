import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { createExperience } from './experience-table.js';
import {
  failureInstruction,
  itemsHeader,
  type ReasoningBankState,
  reasoningBankExperience,
  successInstruction,
  trajectoryText,
} from './reasoning-bank-experience.js';
import { testEpisodes } from './test-episodes.js';

const defaults = { k: 1, chars: 12_000 };
const item = (title: string) => ({ title, description: `about ${title}`, content: `apply ${title}` });
const json = (value: unknown) => JSON.stringify(value);
const turn = () => testTurn(findGame('snake').game, { preset: 'explore' });
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

describe('reasoning-bank experience (ReasoningBank)', () => {
  it('judges each episode itself, then distils strategies from successes and pitfalls from failures', async () => {
    const records = deepFreeze([
      ...(await testEpisodes('snake', 1)),
      ...(await testEpisodes('snake', 1, { agent: 'heuristic' })),
    ]);
    const model = scriptedModel([
      json({ success: false, why: 'It ended the game before eating.' }),
      json({ items: [item('Never END early')] }),
      json({ success: true, why: 'It ate many apples.' }),
      json({ items: [item('Chase the nearest apple'), item('Avoid walls')] }),
    ]);
    const experience = reasoningBankExperience(defaults);
    const initial = deepFreeze(experience.initial());
    const result = await experience.learn(initial, records, { model });
    expect(result.state).toEqual({
      ...defaults,
      items: [
        { ...item('Never END early'), from: 'failure' },
        { ...item('Chase the nearest apple'), from: 'success' },
        { ...item('Avoid walls'), from: 'success' },
      ],
    });
    expect(initial.items).toEqual([]);
    const asked = model.requests.map((request) => JSON.stringify(request.messages));
    expect(asked[0]).toContain('## Rules\\n');
    expect(asked[0]).toContain('## Trajectory\\nStep 1\\nObservation: ');
    expect(asked[1]).toContain('## Judgement\\nIt ended the game before eating.');
    expect(asked[1]).toContain(escaped(failureInstruction));
    expect(asked[3]).toContain(escaped(successInstruction));
    expect(result.exchanges).toHaveLength(4);
    expect(result.usage?.calls).toBe(4);
  });

  it('shows the judge observations, actions and the final observation, never a reward or score', async () => {
    const [record] = await testEpisodes('snake', 1, { agent: 'heuristic' });
    if (!record) throw new Error('no episode');
    const whole = trajectoryText(record, 1_000_000);
    expect(whole).toMatch(/^## Rules\n[\s\S]*\n\n## Trajectory\nStep 1\nObservation: #/);
    expect(whole).toMatch(/\n\nFinal observation: #[\s\S]*\nEnd: finished$/);
    expect(whole.slice(whole.indexOf('## Trajectory'))).not.toMatch(/Reward|score/i);
    expect(whole.match(/^Step \d+$/gm)).toHaveLength(record.steps.length);
    const cut = trajectoryText(record, 3000);
    expect(cut).toMatch(/\n\(\d+ steps omitted\)\n/);
    expect(cut).toContain('Step 1\n');
    expect(cut).toContain(`Step ${record.steps.length}\n`);
    expect(cut.length).toBeLessThan(3000 + whole.indexOf('## Trajectory') + 100);
  });

  it('keeps the state and skips distillation when the judgement is malformed, and on a malformed distillation', async () => {
    const records = await testEpisodes('snake', 1);
    const experience = reasoningBankExperience(defaults);
    const state = deepFreeze({
      ...experience.initial(),
      items: [{ ...item('Avoid walls'), from: 'success' as const }],
    });
    const judge = scriptedModel(['It went well, I think.']);
    const judged = await experience.learn(state, records, { model: judge });
    expect(judged.state).toEqual(state);
    expect(judge.requests).toHaveLength(1);
    expect(judged.exchanges).toEqual([expect.objectContaining({ failure: 'model' })]);
    const distil = scriptedModel([json({ success: true, why: 'ok' }), json({ items: [] })]);
    const distilled = await experience.learn(state, records, { model: distil });
    expect(distilled.state).toEqual(state);
    expect(distilled.exchanges?.map((exchange) => exchange.failure)).toEqual([undefined, 'model']);
  });

  it('shows the k items most relevant to the turn', async () => {
    const experience = reasoningBankExperience(defaults);
    const state: ReasoningBankState = deepFreeze({
      ...defaults,
      items: [
        { title: 'Castle early', description: 'King safety.', content: 'Castle before move ten.', from: 'success' },
        {
          title: 'Chase apples',
          description: 'When apples are near the head.',
          content: 'Turn the head towards the closest one.',
          from: 'failure',
        },
      ],
    });
    expect(await experience.turnNote?.(state, turn(), [], {})).toEqual({
      text: `${itemsHeader}\n\n### Chase apples\nWhen apples are near the head.\nTurn the head towards the closest one.`,
    });
    expect(experience.prompt).toBeUndefined();
    expect(await experience.turnNote?.(experience.initial(), turn(), [], {})).toBeUndefined();
  });

  it('is registered with the paper’s default of one item per turn', () => {
    expect(createExperience('reasoning-bank').initial()).toEqual({ k: 1, chars: 12_000, items: [] });
    expect(createExperience('reasoning-bank?k=3&model=openai/gpt-4o-mini').model).toBe('openai/gpt-4o-mini');
  });
});
