// Plays seeded single-seat episodes with a built-in agent, for experience tests.
import { createAgent } from '../agents/registry.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { findGame } from '../games/registry.js';

/** `count` episodes of `gameId` under `preset`, played by `agent` on seeds `seed`, `seed + 1`, … */
export async function testEpisodes(
  gameId: string,
  count: number,
  options: { preset?: string; agent?: string; seed?: number } = {},
): Promise<MatchRecord[]> {
  const module = findGame(gameId);
  const params = resolveParams(module.game, options.preset ?? 'explore');
  const agent = options.agent ?? 'random';
  const records: MatchRecord[] = [];
  for (let index = 0; index < count; index++) {
    const seed = (options.seed ?? 1) + index;
    records.push(
      await playMatch({
        game: module.game,
        params,
        seed,
        seats: [{ spec: agent, agent: createAgent(module, agent, { params, seed, seat: 0, players: 1 }) }],
      }),
    );
  }
  return records;
}
