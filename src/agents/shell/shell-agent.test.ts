import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { findGame } from '../../games/registry.js';
import { createAgent } from '../registry.js';
import type { ShellAgent } from './shell-agent.js';

const fakeShell = fileURLToPath(new URL('./fixtures/fake-shell.mjs', import.meta.url));
const module = findGame('kuhn-poker');
const params = resolveParams(module.game, undefined, {});

/** Plays kuhn-poker with the fake shell in `mode` at seat 0 against random; returns the record and the shell agent. */
async function playFake(mode: string, options = ''): Promise<{ record: MatchRecord; shell: ShellAgent }> {
  const spec = `shell:command?cmd=${encodeURIComponent(`${process.execPath} ${fakeShell} ${mode}`)}&grace_ms=300${options}`;
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
  return { record, shell };
}

/** True when no live process (zombies aside: a container's init may not reap them) is left in process group `pid`. */
function gone(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command name in parentheses: state, parent, process group.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pid && state !== 'Z') return false;
  }
  return true;
}

describe('shell:command with a fake shell', () => {
  it('plays legal actions through MCP until the episode is over and reports its usage', async () => {
    const { record, shell } = await playFake('play');
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
    expect(gone(shell.pid)).toBe(true);
  });

  it('forfeits a shell that never acts, or hangs, by the seat clock (timeout)', async () => {
    for (const mode of ['never-act', 'hang']) {
      const { record, shell } = await playFake(mode, '&decision_ms=1500');
      expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
      expect(record.end.message).toContain('timeout');
      expect(gone(shell.pid)).toBe(true);
    }
  });

  it('forfeits a shell that exits early (exit) or sends only garbage (garbage)', async () => {
    const early = await playFake('exit-early');
    expect(early.record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(early.record.end.message).toMatch(/exit: the shell exited with code 3 before the episode was over/);
    const garbage = await playFake('garbage', '&max_errors=3');
    expect(garbage.record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(garbage.record.end.message).toContain('garbage');
    expect(gone(early.shell.pid) && gone(garbage.shell.pid)).toBe(true);
  });

  it('kills a shell that acts after the end and never exits, without blaming the finished match', async () => {
    const { record, shell } = await playFake('act-after-end');
    expect(record.end.status).toBe('finished');
    expect(gone(shell.pid)).toBe(true);
  });
});
