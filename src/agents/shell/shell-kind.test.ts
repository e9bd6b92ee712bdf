import { afterEach, describe, expect, it } from 'vitest';
import { findGame } from '../../games/registry.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { unsafeNoSandboxVariable } from '../program/unsafe-mode.js';
import { parseAgent, validateAgentSpec } from '../registry.js';

const module = findGame('kuhn-poker');

function usageMessage(spec: string): string {
  try {
    validateAgentSpec(module, spec);
  } catch (error) {
    return (error as Error).message;
  }
  return '(no error)';
}

describe('the shell: kind', () => {
  afterEach(() => {
    delete process.env[unsafeNoSandboxVariable];
  });

  it('parses the four shells and refuses what they do not take', () => {
    expect(usageMessage('shell:claude-code')).toContain('give network=provider to allow it');
    expect(usageMessage('shell:gemini')).toBe(
      "unknown shell 'gemini'; valid shells: claude-code, codex, opencode, command",
    );
    expect(usageMessage('shell:codx')).toBe(
      "unknown shell 'codx' (did you mean 'codex'?); valid shells: claude-code, codex, opencode, command",
    );
    expect(usageMessage('shell:command')).toContain('needs cmd=<command line>');
    expect(usageMessage('shell:codex?network=provider&cmd=ls')).toBe("option 'cmd' is only for shell:command");
    expect(usageMessage('shell:command?cmd=ls&model=x')).toContain('shell:command takes no model');
    expect(usageMessage('shell:opencode?network=everywhere')).toContain('must be one of none, provider');
    expect(usageMessage('shell:opencode?nap=1')).toContain(
      'valid options: decision_ms, max_errors, grace_ms, network, sandbox',
    );
    expect(parseAgent(module, 'shell:codex?network=provider&model=o4-mini').kind).toBe('shell:codex');
  });

  it.skipIf(!sandboxSupport().available)(
    'runs in the sandbox by default, and outside it only with sandbox=off and --unsafe-no-sandbox',
    () => {
      expect(usageMessage('shell:command?cmd=true')).toBe('(no error)');
      expect(usageMessage('shell:command?cmd=true&sandbox=off')).toContain('give --unsafe-no-sandbox too');
      process.env[unsafeNoSandboxVariable] = '1';
      expect(usageMessage('shell:command?cmd=true&sandbox=off')).toBe('(no error)');
      expect(usageMessage('shell:command?cmd=true&dir=/nonexistent')).toBe(
        "option 'dir': /nonexistent is not a directory",
      );
      expect(usageMessage('shell:command?cmd=true&hosts=a b')).toContain("option 'hosts': 'a b' is not valid");
      expect(usageMessage('shell:claude-code?network=provider&model=sonnet')).toMatch(
        /(no error)|'claude' is not on PATH; install the CLI first/,
      );
    },
  );
});
