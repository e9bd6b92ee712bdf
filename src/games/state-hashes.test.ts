// Stored records verify by replaying them to the same final state (`xparena replay --verify`, the viewer's replays):
// a change to what a game keeps in its state breaks every stored record of that game, even when ids and outcomes stay.
// This pins one seeded random match per game; a change here means the game's version must change with it.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomAgent } from '../agents/builtin/random-agent.js';
import { resolveParams } from '../core/params.js';
import { agentSeed, playMatch } from '../core/play-match.js';
import { gameModules } from './registry.js';

const file = new URL('./state-hashes.json', import.meta.url).pathname;

/** One random match of `module`'s default preset at its smallest seat count, seed 1: its id and final state hash. */
async function pinned(module: (typeof gameModules)[number]) {
  const { game } = module;
  const params = resolveParams(game, undefined);
  const players = Math.min(...game.playerCounts);
  const seats = Array.from({ length: players }, (_, seat) => ({
    spec: 'random',
    agent: randomAgent({ game, params, seat, players, seed: agentSeed(1, seat), options: {} }),
  }));
  const record = await playMatch({ game, params, seed: 1, seats });
  return { version: game.version, id: record.id, stateHash: record.end.stateHash };
}

describe('final states of stored matches', () => {
  it('stay what this version of each game stored (else bump the game version: old records would not verify)', async () => {
    const now = Object.fromEntries(await Promise.all(gameModules.map(async (m) => [m.game.id, await pinned(m)])));
    // XPARENA_PIN_STATES=1 rewrites the file: after a version bump, or for a new game.
    if (process.env.XPARENA_PIN_STATES === '1') writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as typeof now;
    expect(now, 'a game stores another final state: bump its version, then re-pin with XPARENA_PIN_STATES=1').toEqual(
      stored,
    );
  });
});
