import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../../core/params.js';
import { playMatch } from '../../../core/play-match.js';
import { trustEvolution } from '../../../games/trust-evolution/index.js';
import { scriptedModel } from '../../../model/scripted-model.js';
import { estimateTokens } from '../../../model/tokens.js';
import { llmAgent } from '../llm-agent.js';
import { fitExperience, withExperience } from './experience-section.js';
import { buildHarness, presetOptions } from './harness-options.js';

const game = trustEvolution.game;

describe('the experience section', () => {
  it('sits right after the rules and keeps the harness name', () => {
    const harness = buildHarness(presetOptions('full'));
    const with_ = withExperience(harness);
    expect(with_.steps.map((step) => step.name)).toEqual([
      'rules',
      'experience',
      ...harness.steps.slice(1).map((step) => step.name),
    ]);
    expect(with_.name).toBe(harness.name);
    expect(withExperience(with_)).toBe(with_);
  });

  it('asks the experience source once per episode and records its calls with the first decision only', async () => {
    const model = scriptedModel(() => 'Answer: collaborate, Score: 2');
    const tipsModel = scriptedModel(['tip']);
    let asked = 0;
    const agent = llmAgent({
      model,
      harness: buildHarness(presetOptions('full')),
      experience: async (turn) => {
        asked++;
        expect(turn.step).toBe(0);
        const exchange = { model: 'scripted/tips', request: {}, text: 'tip', usage: { inputTokens: 5, calls: 1 } };
        await tipsModel.call({ messages: [] });
        return { text: 'Tips: trust copycats.', exchanges: [exchange] };
      },
    });
    const params = resolveParams(game, 'explore', { rounds: 3 });
    const record = await playMatch({ game, params, seed: 1, seats: [{ spec: 'llm:test', agent }] });
    expect(asked).toBe(1);
    expect(model.requests).toHaveLength(3);
    for (const request of model.requests) {
      const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
      expect(user.startsWith('## Experience\nTips: trust copycats.')).toBe(true);
    }
    const moves = record.steps.map((step) => step.moves[0]);
    expect(moves[0]?.exchanges?.map((exchange) => exchange.model)).toEqual(['scripted/tips', 'scripted/model']);
    expect(moves[0]?.usage?.calls).toBe(2);
    expect(moves[1]?.exchanges?.map((exchange) => exchange.model)).toEqual(['scripted/model']);
  });

  it('adds nothing without experience', async () => {
    const model = scriptedModel(() => 'Answer: cheat, Score: 3');
    const agent = llmAgent({ model, harness: buildHarness(presetOptions('full')) });
    const params = resolveParams(game, 'explore', { rounds: 1 });
    await playMatch({ game, params, seed: 1, seats: [{ spec: 'llm:test', agent }] });
    expect(JSON.stringify(model.requests[0])).not.toContain('## Experience');
  });

  it('is cut before the current episode: its oldest blocks go first, the current history stays whole', async () => {
    const blocks = Array.from({ length: 200 }, (_, index) => `Env: block ${index} ${'.'.repeat(80)}`);
    const text = ['Earlier episodes:', ...blocks].join('\n\n');
    const model = scriptedModel(() => 'Answer: collaborate, Score: 2');
    const agent = llmAgent({
      model,
      harness: buildHarness({ ...presetOptions('full'), contextTokens: 3000, reserveTokens: 500 }),
      experience: async () => ({ text }),
      experienceWindow: { contextTokens: 3000, reserveTokens: 500 },
    });
    const params = resolveParams(game, 'explore', { rounds: 4 });
    await playMatch({ game, params, seed: 1, seats: [{ spec: 'llm:test', agent }] });
    const last = model.requests.at(-1);
    const user = last?.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain('Step 0:');
    expect(user).toContain('Step 2:');
    expect(user).not.toContain('earlier turn');
    expect(user).toContain('Env: block 199 ');
    expect(user).not.toContain('Env: block 0 ');
    expect(user).toMatch(/\(\d+ older blocks omitted to fit the context window\)/);
    const total = last?.messages.reduce((sum, message) => sum + message.content.length, 0) ?? 0;
    expect(Math.ceil(total / 4)).toBeLessThanOrEqual(3000 - 500 + 20);
  });

  it('fits text to a budget keeping its heading and newest blocks', () => {
    expect(fitExperience('a\n\nb', 100)).toBe('a\n\nb');
    const cut = fitExperience(['head', 'one'.repeat(40), 'two'.repeat(40), 'three'].join('\n\n'), 40);
    expect(cut.startsWith('head\n\n(2 older blocks omitted')).toBe(true);
    expect(cut.endsWith('three')).toBe(true);
    expect(estimateTokens(cut)).toBeLessThanOrEqual(40);
    const newest = fitExperience(['head', 'one'.repeat(40), 'two'.repeat(40), 'three'].join('\n\n'), 60, 'newest');
    expect(newest).toBe(['head', 'one'.repeat(40), '(2 newer blocks omitted to fit the context window)'].join('\n\n'));
    expect(estimateTokens(newest)).toBeLessThanOrEqual(60);
  });
});
