// The shell kind on a machine that cannot sandbox, forced here so that the path is tested on every machine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findGame } from '../../games/registry.js';
import { unsafeNoSandboxVariable } from '../program/unsafe-mode.js';
import { createAgent, validateAgentSpec } from '../registry.js';
import type { ShellAgent } from './shell-agent.js';

vi.mock('../../sandbox/sandbox-support.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../sandbox/sandbox-support.js')>()),
  sandboxSupport: () => ({ available: false, missing: ['bwrap is not installed (apt-get install bubblewrap)'] }),
}));

describe('shell: agents without a sandbox', () => {
  afterEach(() => {
    delete process.env[unsafeNoSandboxVariable];
  });

  it('are refused in one line naming what is missing, and run unsandboxed only with --unsafe-no-sandbox', () => {
    const module = findGame('kuhn-poker');
    expect(() => validateAgentSpec(module, 'shell:command?cmd=true')).toThrow(
      /^cannot sandbox agent shells on this machine \(bwrap is not installed \(apt-get install bubblewrap\)\); give --unsafe-no-sandbox/,
    );
    process.env[unsafeNoSandboxVariable] = '1';
    expect(() => validateAgentSpec(module, 'shell:command?cmd=true')).not.toThrow();
    const agent = createAgent(module, 'shell:command?cmd=true', { params: {}, seed: 1, seat: 0, players: 2 });
    expect((agent as ShellAgent).sandboxed).toBe(false);
  });
});
