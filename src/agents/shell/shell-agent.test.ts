import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { findGame } from '../../games/registry.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { unsafeNoSandboxVariable } from '../program/unsafe-mode.js';
import { createAgent } from '../registry.js';
import { bundledFakeShell } from './fixtures/bundled-fake-shell.js';
import type { ShellAgent } from './shell-agent.js';

const fakeShell = fileURLToPath(new URL('./fixtures/fake-shell.mjs', import.meta.url));
const module = findGame('kuhn-poker');
const params = resolveParams(module.game, undefined, {});

/** The `shell:command` options that run the fake shell in `mode`, in the sandbox or (sandbox=off) as this user. */
type Placement = (mode: string) => Promise<string>;

const inSandbox: Placement = async (mode) =>
  `cmd=${encodeURIComponent(`node /program/fake-shell.mjs ${mode}`)}&dir=${await bundledFakeShell()}`;
const unsandboxed: Placement = async (mode) =>
  `cmd=${encodeURIComponent(`${process.execPath} ${fakeShell} ${mode}`)}&sandbox=off`;

/** Plays kuhn-poker with the fake shell in `mode` at seat 0 against random; returns the record and the shell agent. */
async function playFake(
  place: Placement,
  mode: string,
  options = '',
): Promise<{ record: MatchRecord; shell: ShellAgent; marker: string }> {
  // An argument the fake shell ignores, to find its processes in /proc (inside or outside the sandbox).
  const marker = `fake-shell-marker-${process.pid}-${++played}`;
  const spec = `shell:command?${await place(`${mode} ${marker}`)}&grace_ms=300${options}`;
  const shell = createAgent(module, spec, { params, seed: 5, seat: 0, players: 2 }) as ShellAgent;
  const opponent = createAgent(module, 'random', { params, seed: 5, seat: 1, players: 2 });
  const record = await playMatch({
    game: module.game,
    params,
    seed: 5,
    seats: [
      { spec, agent: shell },
      { spec: 'random', agent: opponent },
    ],
  });
  return { record, shell, marker };
}

let played = 0;

/** True when no live process (zombies aside: a container's init may not reap them) has `marker` in its command line. */
function gone(marker: string): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (command.includes(marker) && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') return false;
    } catch {
      // Gone while we looked.
    }
  }
  return true;
}

const sandbox = sandboxSupport().available;

describe.each([
  { where: 'in the sandbox', place: inSandbox, skip: !sandbox, all: true },
  // Unsandboxed, the playing and the clean-up of a process group that never exits by itself.
  { where: 'unsandboxed (sandbox=off with --unsafe-no-sandbox)', place: unsandboxed, skip: false, all: false },
])('shell:command with a fake shell, $where', ({ place, skip, all }) => {
  beforeAll(() => {
    process.env[unsafeNoSandboxVariable] = '1';
  });
  afterAll(() => {
    delete process.env[unsafeNoSandboxVariable];
  });

  it.skipIf(skip)('plays legal actions through MCP until the episode is over and reports its usage', async () => {
    const { record, shell, marker } = await playFake(place, 'play');
    expect(record.end.status).toBe('finished');
    const moves = record.steps.flatMap((step) => step.moves).filter((move) => move.player === 0);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((move) => !move.fallback && !move.invalid)).toBe(true);
    // Each decision records the tool calls behind it.
    expect(moves[0]?.exchanges?.[0]?.toolCalls?.map((call) => call.name)).toEqual([
      'rules',
      'status',
      'observe',
      'legal_actions',
      'act',
    ]);
    expect(shell.usage).toEqual({
      inputTokens: 100 * moves.length,
      outputTokens: 10 * moves.length,
      costUsd: expect.closeTo(0.001 * moves.length, 9),
    });
    expect(record.seats[0]?.usage).toEqual(shell.usage);
    expect(gone(marker)).toBe(true);
  });

  it.skipIf(skip)('forfeits a shell that never acts, or hangs, by the seat clock (timeout)', async () => {
    // Side by side: each waits out its own clock.
    const played = await Promise.all(['never-act', 'hang'].map((mode) => playFake(place, mode, '&decision_ms=1500')));
    for (const { record, marker } of played) {
      expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
      expect(record.end.message).toContain('timeout');
      expect(gone(marker)).toBe(true);
    }
  });

  it.skipIf(skip || !all)('forfeits a shell that exits early (exit) or sends only garbage (garbage)', async () => {
    const early = await playFake(place, 'exit-early');
    expect(early.record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(early.record.end.message).toMatch(/exit: the shell exited with code 3 before the episode was over/);
    const garbage = await playFake(place, 'garbage', '&max_errors=3');
    expect(garbage.record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(garbage.record.end.message).toContain('garbage');
    expect(gone(early.marker) && gone(garbage.marker)).toBe(true);
  });

  it.skipIf(skip || !all)(
    'kills a shell that acts after the end and never exits, without blaming the finished match',
    async () => {
      const { record, marker } = await playFake(place, 'act-after-end');
      expect(record.end.status).toBe('finished');
      expect(gone(marker)).toBe(true);
    },
  );
});

describe.skipIf(!sandbox)('the sandbox of a shell', () => {
  const listeners: { server: Server; connections: number; port: number }[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const listener = { server: createServer(), connections: 0, port: 0 };
      listener.server.on('connection', (socket) => {
        listener.connections++;
        socket.end('hello from the host\n');
      });
      await new Promise<void>((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
      listener.port = (listener.server.address() as { port: number }).port;
      listeners.push(listener);
    }
  });
  /** The fake shell's egress mode, probing the first listener (allowed) and the second (denied). */
  const probe = () => `egress ${listeners.map((listener) => `127.0.0.1:${listener.port}`).join(' ')}`;

  afterAll(() => {
    for (const { server } of listeners) server.close();
  });

  it('reaches only the allowed host, only through the proxy, with network=provider', async () => {
    const [allowed, denied] = listeners;
    const { record } = await playFake(inSandbox, probe(), `&network=provider&hosts=127.0.0.1:${allowed?.port}`);
    expect(record.end.status, record.end.message).toBe('finished');
    // The direct attempts reached neither listener; the tunnel reached the allowed one once.
    expect([allowed?.connections, denied?.connections]).toEqual([1, 0]);
  });

  it('reaches nothing on the host without network=provider', async () => {
    const before = listeners.map((listener) => listener.connections);
    const { record } = await playFake(inSandbox, probe());
    expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(record.end.message).toContain('egress probe: the proxy did not tunnel');
    expect(listeners.map((listener) => listener.connections)).toEqual(before);
  });
});
