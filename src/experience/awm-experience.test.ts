import { describe, expect, it } from 'vitest';
import { testTurn } from '../agents/llm/harness/test-turn.js';
import { deepFreeze } from '../core/json.js';
import { findGame } from '../games/registry.js';
import { scriptedModel } from '../model/scripted-model.js';
import { type AwmState, awmExperience, mergeWorkflows, workflowsHeader } from './awm-experience.js';
import { episodeOutcome } from './episode-text.js';
import { createExperience } from './experience-table.js';
import { testEpisodes } from './test-episodes.js';

const defaults = { max: 10, chars: 12_000 };
const flow = (name: string, steps = ['look at {target}', 'move towards {target}']) => ({
  name,
  description: `use for ${name}`,
  steps,
});
const json = (value: unknown) => JSON.stringify(value);
const turn = () => testTurn(findGame('snake').game, { preset: 'explore' });

describe('awm experience (Agent Workflow Memory, online)', () => {
  it('induces workflows from won episodes only, replacing workflows of the same name', async () => {
    const lost = await testEpisodes('snake', 1);
    const won = await testEpisodes('snake', 2, { agent: 'heuristic' });
    expect([...lost, ...won].map((record) => episodeOutcome(record).won)).toEqual([false, true, true]);
    const model = scriptedModel([
      json({ workflows: [flow('eat apple'), flow('escape corner')] }),
      json({ workflows: [flow('eat apple', ['find the nearest {apple}', 'turn towards it']), flow('finish')] }),
    ]);
    const experience = awmExperience(defaults);
    const initial = deepFreeze(experience.initial());
    const result = await experience.learn(initial, deepFreeze([...lost, ...won]), { model });
    expect(result.state).toEqual({
      ...defaults,
      workflows: [
        flow('escape corner'),
        flow('eat apple', ['find the nearest {apple}', 'turn towards it']),
        flow('finish'),
      ],
    });
    expect(initial.workflows).toEqual([]);
    expect(model.requests).toHaveLength(2);
    const second = JSON.stringify(model.requests[1]?.messages);
    expect(second).toContain('## Workflows so far\\n### eat apple\\nuse for eat apple\\n1. look at {target}');
    expect(second).toContain('## Successful episode\\nStep 1');
    expect(result.exchanges).toHaveLength(2);
  });

  it('keeps the newest max workflows', () => {
    expect(mergeWorkflows([flow('a'), flow('b')], [flow('c'), flow('a')], 2).map((kept) => kept.name)).toEqual([
      'c',
      'a',
    ]);
  });

  it('keeps the state on a malformed reply and records it; lost episodes cost no call', async () => {
    const won = await testEpisodes('snake', 1, { agent: 'heuristic' });
    const experience = awmExperience(defaults);
    const state = deepFreeze({ ...experience.initial(), workflows: [flow('eat apple')] });
    const model = scriptedModel([json({ workflows: [{ name: 'empty', description: 'none', steps: [] }] })]);
    const result = await experience.learn(state, won, { model });
    expect(result.state).toEqual(state);
    expect(result.exchanges).toEqual([expect.objectContaining({ failure: 'model' })]);
    const silent = scriptedModel([]);
    expect(await experience.learn(state, await testEpisodes('snake', 2), { model: silent })).toEqual({ state });
    expect(silent.requests).toHaveLength(0);
  });

  it('shows every workflow in the prompt', async () => {
    const experience = awmExperience(defaults);
    const state: AwmState = deepFreeze({ ...defaults, workflows: [flow('eat apple'), flow('finish', ['END'])] });
    expect(await experience.prompt?.(state, turn(), {})).toEqual({
      title: 'Workflows',
      text: `${workflowsHeader}\n\n### eat apple\nuse for eat apple\n1. look at {target}\n2. move towards {target}\n\n### finish\nuse for finish\n1. END`,
    });
    expect(await experience.prompt?.(experience.initial(), turn(), {})).toBeUndefined();
    expect(experience.turnNote).toBeUndefined();
  });

  it('is registered with its options and model', () => {
    expect(createExperience('awm').initial()).toEqual({ max: 10, chars: 12_000, workflows: [] });
    expect(createExperience('awm?max=3&model=openai/gpt-4o-mini').model).toBe('openai/gpt-4o-mini');
  });
});
