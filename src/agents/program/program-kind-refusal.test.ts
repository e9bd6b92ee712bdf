// The refusal path on a machine that cannot sandbox programs, forced here so that it is tested on every machine.
import { describe, expect, it, vi } from 'vitest';
import { findGame } from '../../games/registry.js';
import { validateAgentSpec } from '../registry.js';
import { unsafeNoSandboxVariable } from './unsafe-mode.js';

vi.mock('../../sandbox/sandbox-support.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../sandbox/sandbox-support.js')>()),
  sandboxSupport: () => ({ available: false, missing: ['bwrap is not installed (apt-get install bubblewrap)'] }),
}));

describe('program: agents without a sandbox', () => {
  it('are refused in one line naming what is missing, unless --unsafe-no-sandbox was given', () => {
    const snake = findGame('snake');
    const saved = process.env[unsafeNoSandboxVariable];
    delete process.env[unsafeNoSandboxVariable];
    try {
      expect(() => validateAgentSpec(snake, 'program:sdk/python/examples/snake-greedy')).toThrow(
        /^cannot sandbox programs on this machine \(bwrap is not installed \(apt-get install bubblewrap\)\); give --unsafe-no-sandbox/,
      );
      process.env[unsafeNoSandboxVariable] = '1';
      expect(() => validateAgentSpec(snake, 'program:sdk/python/examples/snake-greedy')).not.toThrow();
    } finally {
      if (saved === undefined) delete process.env[unsafeNoSandboxVariable];
      else process.env[unsafeNoSandboxVariable] = saved;
    }
  });
});
