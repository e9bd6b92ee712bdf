// The `session` experience with an agent shell: one CLI session, in one kept workspace, across a trial's episodes of
// `xparena run learn2play` (the fake shell stands in for a real CLI; the test-only hidden-rule game is registered).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { bundledFakeShell } from '../agents/shell/fixtures/bundled-fake-shell.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import { Store } from '../store/store.js';
import { runCli } from './test-cli.js';

vi.mock('../games/registry.js', async (importOriginal) => {
  const { withHiddenRuleFixtures } = await import('../protocols/test-hidden-rule-game.js');
  return withHiddenRuleFixtures(await importOriginal<typeof import('../games/registry.js')>());
});

const fakeShell = fileURLToPath(new URL('../agents/shell/fixtures/fake-shell.mjs', import.meta.url));

describe('a shell under the session experience', () => {
  it('continues one CLI session in one kept workspace across the episodes of a trial', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-session-'));
    // In the sandbox where the machine has one; else unsandboxed, as the user allowed.
    const sandboxed = sandboxSupport().available;
    const place = sandboxed
      ? `cmd=${encodeURIComponent('node /program/fake-shell.mjs play')}&dir=${await bundledFakeShell()}`
      : `cmd=${encodeURIComponent(`${process.execPath} ${fakeShell} play`)}`;
    const shell = `shell:command?${place}&grace_ms=2000`;
    const flags = ['--agent', shell, '--experience', 'session', '--games', 'hidden-button', '--trials', '1'];
    const result = await runCli([
      '--home',
      home,
      ...(sandboxed ? [] : ['--unsafe-no-sandbox']),
      'run',
      'learn2play',
      ...flags,
      '--episodes',
      '3',
      '--no-progress',
      '--json',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const store = new Store(join(home, 'xparena.db'), { readonly: true });
    const sessions = [...store.records({ runId: JSON.parse(result.stdout).run })]
      .filter((record) => record.seats[0]?.agent === shell)
      .sort((a, b) => Number(a.params.episode) - Number(b.params.episode))
      .map((record) => record.seats[0]?.session);
    store.close();
    expect(sessions).toHaveLength(3);
    const [first] = sessions;
    expect(first).toMatchObject({ id: expect.stringMatching(/^fake-session-/), resumed: false });
    // The later episodes resumed the first one's session, in its workspace, which kept every episode's notes.
    expect(sessions.slice(1)).toEqual([
      { ...first, resumed: true },
      { ...first, resumed: true },
    ]);
    expect(readFileSync(join(first?.workspace ?? '', 'episodes.log'), 'utf8')).toBe('play\nplay\nplay\n');
  });
});
