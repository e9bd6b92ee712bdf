import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../core/usage-error.js';
import { buildHarness, describeHarness, parseHarnessOptions, presetOptions } from './harness-options.js';

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

  it.each([
    [
      { harness: 'maximal' },
      "unknown harness 'maximal'; valid harnesses: full, minimal, no-structure, no-mask, no-history",
    ],
    [{ interface: 'voice' }, "option 'interface' must be one of text, tools, got 'voice'"],
    [{ history: 'last:x' }, "option 'history' must be full, none or last:<k> (e.g. last:5), got 'last:x'"],
    [{ mask: 'yes' }, "option 'mask' must be one of true, false, got 'yes'"],
    [{ context: '12' }, "option 'context' must be a whole number of at least 256, got '12'"],
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
    for (const preset of ['full', 'minimal', 'no-structure', 'no-mask', 'no-history'] as const) {
      expect(describeHarness(presetOptions(preset, 'tools'))).toBe(`${preset}/tools`);
      expect(buildHarness(presetOptions(preset)).name).toBe(`${preset}/text`);
    }
  });
});
