import { describe, expect, it, vi } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { findGame } from '../../games/registry.js';
import { programAgent } from './program-agent.js';

vi.mock('../../sandbox/spawn-program.js', () => ({
  spawnProgram: () => {
    throw new Error('bwrap: setting up uid map: Permission denied');
  },
}));

describe('programAgent', () => {
  it('ends the match as infra, not as the program’s loss, when the sandbox itself cannot start', async () => {
    const { game } = findGame('snake');
    const params = resolveParams(game, undefined);
    const agent = programAgent({
      name: 'bot@1',
      spec: { dir: '/nonexistent', argv: ['bot'], limits: { memoryMb: 64, pids: 8, cpuSeconds: 5 } },
      limits: { startMs: 1000, decisionMs: 1000, bankMs: 0, replyBytes: 1024, logBytes: 64 },
      start: { game: { id: game.id, version: game.version }, params, seat: 0, players: 1, seed: 1, rules: '' },
      unsafe: false,
    });
    const record = await playMatch({ game, params, seed: 1, seats: [{ spec: 'program:bot', agent }] });
    expect(record.end).toMatchObject({ status: 'infra', scores: null });
    expect(record.end.message).toBe('cannot start program bot@1: bwrap: setting up uid map: Permission denied');
  });
});
