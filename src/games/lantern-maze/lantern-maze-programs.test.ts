// The seed programs of the Lantern Maze pool play through the real sandbox: starter against reference, both seat
// orders, two seeds, no faults, and the reference wins most; the Python reference plays a clean match too.
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const module = findGame('lantern-maze');
const params = resolveParams(module.game, 'default');
const pool = 'pools/lantern-maze';
const sandboxed = sandboxSupport().available;

async function play(specs: readonly string[], seed: number): Promise<MatchRecord> {
  const seats = specs.map((spec, seat) => ({
    spec,
    agent: createAgent(module, spec, { params, seed, seat, players: 2 }),
  }));
  return playMatch({ game: module.game, params, seed, seats });
}

/** Checks a finished match without invalid attempts and returns seat `seat`'s margin. */
function margin(record: MatchRecord, seat: number): number {
  expect(record.end.status, record.end.message).toBe('finished');
  for (const step of record.steps) for (const move of step.moves) expect(move.invalid ?? []).toEqual([]);
  const scores = record.end.scores ?? [];
  return (scores[seat] as number) - (scores[1 - seat] as number);
}

describe('lantern-maze pool programs', () => {
  it.skipIf(!sandboxed)('reference beats starter in the sandbox over two seeds and both seat orders', async () => {
    const reference = `program:${pool}/reference`;
    const starter = `program:${pool}/starter`;
    const matches = await Promise.all(
      [1, 2].flatMap((seed) => [
        play([reference, starter], seed).then((record) => margin(record, 0)),
        play([starter, reference], seed).then((record) => margin(record, 1)),
      ]),
    );
    expect(matches.filter((value) => value > 0).length).toBeGreaterThanOrEqual(3);
  });

  it.skipIf(!sandboxed)('reference-py plays a clean match against starter in the sandbox', async () => {
    const record = await play([`program:${pool}/reference-py`, `program:${pool}/starter`], 3);
    expect(margin(record, 0)).toBeGreaterThan(0);
  });
});
