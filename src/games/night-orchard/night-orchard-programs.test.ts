// The seed programs of the night-orchard pools play whole matches through the real sandbox, in either role.
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { replay } from '../../core/replay.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const orchard = findGame('night-orchard');
const params = resolveParams(orchard.game, 'standard');
const starter = 'program:pools/night-orchard/starter';
const reference = 'program:pools/night-orchard/reference';
const referencePy = 'program:pools/night-orchard/reference-py';
const greedy = 'program:pools/night-orchard/greedy';

async function play(fox: string, keeper: string, seed: number): Promise<MatchRecord> {
  const seats = [fox, keeper].map((spec, seat) => ({
    spec,
    agent: createAgent(orchard, spec, { params, seed: seed * 2 + seat, seat, players: 2 }),
  }));
  return playMatch({ game: orchard.game, params, seed, seats });
}

/** The match finished with no invalid answer from either program, and replays from its record. */
function expectClean(record: MatchRecord): void {
  expect(record.end.status).toBe('finished');
  expect(record.steps.filter((step) => step.moves.some((move) => move.invalid)).length).toBe(0);
  expect(replay(orchard.game, record).ok).toBe(true);
}

describe.skipIf(!sandboxSupport().available)('night-orchard programs in the sandbox', () => {
  it('reference beats starter in most matches over 2 seeds and both role orders, without faults', async () => {
    let referenceWins = 0;
    for (const seed of [1, 2]) {
      const asFox = await play(reference, starter, seed);
      const asKeeper = await play(starter, reference, seed);
      for (const record of [asFox, asKeeper]) expectClean(record);
      if (asFox.end.scores?.[0] === 1) referenceWins++;
      if (asKeeper.end.scores?.[1] === 1) referenceWins++;
    }
    expect(referenceWins).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('reference-py plays both roles against starter without faults and wins as the keeper', async () => {
    const asFox = await play(referencePy, starter, 3);
    const asKeeper = await play(starter, referencePy, 3);
    for (const record of [asFox, asKeeper]) expectClean(record);
    expect(asKeeper.end.scores).toEqual([0, 1]);
    expect(asFox.steps.some((step) => step.moves.some((move) => move.player === 0 && move.log))).toBe(true);
  }, 60_000);

  it('greedy plays both roles against reference without faults', async () => {
    for (const record of [await play(greedy, reference, 4), await play(reference, greedy, 4)]) expectClean(record);
  }, 60_000);
});
