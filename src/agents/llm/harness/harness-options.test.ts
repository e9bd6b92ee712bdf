import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../core/usage-error.js';
import {
  buildHarness,
  describeHarness,
  parseHarnessOptions,
  presetOptions,
  s3gymContextTokens,
  s3gymOutputTokens,
} from './harness-options.js';

describe('parseHarnessOptions', () => {
  it('defaults to the full preset with the text interface, and leaves model options alone', () => {
    const parsed = parseHarnessOptions({ base_url: 'http://x', temperature: '0' });
    expect(parsed.harness).toEqual(presetOptions('full'));
    expect(parsed.name).toBe('full/text');
    expect(parsed.rest).toEqual({ base_url: 'http://x', temperature: '0' });
  });

  it('reads the preset, the interface and per-switch overrides', () => {
    const parsed = parseHarnessOptions({ harness: 'no-mask', interface: 'tools', history: 'last:5', context: '8000' });
    expect(parsed.harness).toEqual({
      observation: 'structured',
      mask: false,
      history: { type: 'last', turns: 5 },
      interface: 'tools',
      contextTokens: 8000,
    });
    expect(parsed.name).toBe('no-mask,history=last:5/tools');
    expect(parseHarnessOptions({ harness: 'minimal', observation: 'structured', mask: 'true' }).name).toBe(
      'minimal,observation=structured,mask=true/text',
    );
  });

  it('keeps room for the reply from max_tokens', () => {
    expect(parseHarnessOptions({ max_tokens: '2000' }).harness.reserveTokens).toBe(2000);
  });

  it("reads the s3gym profile: no legal actions, full history, the paper's output cap and a 128k context window", () => {
    const parsed = parseHarnessOptions({ harness: 's3gym', temperature: '0' });
    expect(parsed.harness).toEqual({
      observation: 'structured',
      mask: false,
      history: { type: 'full' },
      interface: 'text',
      contextTokens: 131_072,
      reserveTokens: 14_000,
    });
    expect([s3gymContextTokens, s3gymOutputTokens]).toEqual([131_072, 14_000]);
    // The output cap goes to the model as max_tokens, unless the spec gives its own.
    expect(parsed.rest).toEqual({ temperature: '0', max_tokens: '14000' });
    expect(parsed.name).toBe('s3gym/text');
    const own = parseHarnessOptions({ harness: 's3gym', max_tokens: '8000', context: '200000' });
    expect(own.rest).toEqual({ max_tokens: '8000' });
    expect(own.harness).toMatchObject({ reserveTokens: 8000, contextTokens: 200_000 });
    expect(own.name).toBe('s3gym,context=200000/text');
    // Room for History ICL's whole budget, the reply and the rest of the prompt.
    expect(s3gymContextTokens - s3gymOutputTokens).toBeGreaterThan(100_000 + 16_000);
    expect(parseHarnessOptions({}).rest).toEqual({});
  });

  it('reads the multi-step agent: harness=agent, its budgets, and interface=agent under another preset', () => {
    const agent = parseHarnessOptions({ harness: 'agent' });
    expect(agent.harness).toEqual({
      observation: 'structured',
      mask: true,
      history: { type: 'none' },
      interface: 'agent',
    });
    expect(agent.name).toBe('agent');
    const budgeted = parseHarnessOptions({ harness: 'agent', max_steps: '3', max_episode_steps: '40', mask: 'false' });
    expect(budgeted.harness).toMatchObject({ maxSteps: 3, maxEpisodeSteps: 40, mask: false, interface: 'agent' });
    expect(budgeted.name).toBe('agent,mask=false,max_steps=3,max_episode_steps=40');
    expect(buildHarness(budgeted.harness).actionInterface.name).toBe('agent');
    expect(parseHarnessOptions({ harness: 'no-mask', interface: 'agent' }).name).toBe('no-mask/agent');
  });

  it.each([
    [
      { harness: 'maximal' },
      "unknown harness 'maximal' (did you mean 'minimal'?); valid harnesses: full, minimal, no-structure, no-mask, no-history, s3gym, agent",
    ],
    [
      { harness: 'no-struct' },
      "unknown harness 'no-struct' (did you mean 'no-structure'?); valid harnesses: full, minimal, no-structure, no-mask, no-history, s3gym, agent",
    ],
    [{ interface: 'voice' }, "option 'interface' must be one of text, tools, agent, got 'voice'"],
    [{ max_steps: '0' }, "option 'max_steps' must be a whole number of at least 1, got '0'"],
    [
      { harness: 'agent', max_episode_steps: 'x' },
      "option 'max_episode_steps' must be a whole number of at least 1, got 'x'",
    ],
    [{ max_steps: '3' }, "option 'max_steps' applies only to the multi-step agent: add harness=agent"],
    [{ harness: 'agent', interface: 'text' }, 'harness=agent acts through interface=agent; drop interface=text'],
    [{ history: 'last:x' }, "option 'history' must be full, none or last:<k> (e.g. last:5), got 'last:x'"],
    [{ mask: 'yes' }, "option 'mask' must be one of true, false, got 'yes'"],
    [{ context: '12' }, "option 'context' must be a whole number of at least 256, got '12'"],
    [{ context: '1e6' }, "option 'context' must be a whole number of at least 256, got '1e6'"],
    [{ history: 'last:-1' }, "option 'history' must be full, none or last:<k> (e.g. last:5), got 'last:-1'"],
    // Not a preset, though every object has it.
    [
      { harness: 'toString' },
      "unknown harness 'toString'; valid harnesses: full, minimal, no-structure, no-mask, no-history, s3gym, agent",
    ],
  ])('rejects %j with a UsageError naming the valid values', (options, message) => {
    expect(() => parseHarnessOptions(options)).toThrow(new UsageError(message));
  });
});

describe('buildHarness', () => {
  it('names each preset after itself and lists its steps in prompt order', () => {
    expect(buildHarness(presetOptions('full')).steps.map((step) => step.name)).toEqual([
      'rules',
      'history',
      'observation',
      'mask',
      'feedback',
    ]);
    expect(buildHarness(presetOptions('minimal', 'tools')).steps.map((step) => step.name)).toEqual([
      'rules',
      'observation',
      'feedback',
    ]);
    expect(buildHarness({ ...presetOptions('full'), history: { type: 'last', turns: 3 } }).steps[1]?.name).toBe(
      'history-last-3',
    );
    expect(buildHarness(presetOptions('s3gym')).steps.map((step) => step.name)).toEqual([
      'rules',
      'history',
      'observation',
      'feedback',
    ]);
    for (const preset of ['full', 'minimal', 'no-structure', 'no-mask', 'no-history', 's3gym'] as const) {
      expect(describeHarness(presetOptions(preset, 'tools'))).toBe(`${preset}/tools`);
      expect(buildHarness(presetOptions(preset)).name).toBe(`${preset}/text`);
    }
  });
});
