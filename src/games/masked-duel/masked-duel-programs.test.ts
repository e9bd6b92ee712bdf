import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const module = findGame('masked-duel');
const params = resolveParams(module.game, 'standard');
const starter = 'program:pools/masked-duel/starter';
const reference = 'program:pools/masked-duel/reference';
const referencePy = 'program:pools/masked-duel/reference-py';

/** Plays `specs` (one per seat) through the real sandbox, as a runner would. */
async function play(specs: readonly string[], seed: number) {
  const seats = specs.map((spec, seat) => ({
    spec,
    agent: createAgent(module, spec, { params, seed, seat, players: 2 }),
  }));
  return playMatch({ game: module.game, params, seed, seats });
}

/** Faults (invalid attempts or fallbacks) in a record. */
function faults(record: Awaited<ReturnType<typeof play>>): number {
  return record.steps.flatMap((step) => step.moves).filter((move) => move.invalid?.length || move.fallback).length;
}

describe('masked-duel program directories', () => {
  it('carry exact copies of the SDK they import', () => {
    const sdk = (path: string) => readFileSync(path, 'utf8');
    expect(sdk('pools/masked-duel/starter/xparena.mjs')).toBe(sdk('sdk/js/xparena.mjs'));
    expect(sdk('pools/masked-duel/reference/xparena.mjs')).toBe(sdk('sdk/js/xparena.mjs'));
    expect(sdk('pools/masked-duel/reference-py/xparena.py')).toBe(sdk('sdk/python/xparena.py'));
  });
});

describe.skipIf(!sandboxSupport().available)('masked-duel programs in the sandbox', () => {
  it('reference beats starter on two seeds in both seat orders, with no faults', async () => {
    let referenceWins = 0;
    const games = [];
    for (const seed of [1, 2]) {
      for (const seat of [0, 1]) {
        const specs = seat === 0 ? [reference, starter] : [starter, reference];
        games.push(
          play(specs, seed).then((record) => {
            expect(record.end.status).toBe('finished');
            expect(faults(record)).toBe(0);
            if ((record.end.scores?.[seat] ?? 0) > 0) referenceWins += 1;
          }),
        );
      }
    }
    await Promise.all(games);
    expect(referenceWins).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('plays the Python reference exactly like the JavaScript one', async () => {
    const [js, py] = await Promise.all([play([reference, starter], 3), play([referencePy, starter], 3)]);
    expect(faults(py)).toBe(0);
    expect(py.steps.map((step) => step.moves[0]?.text)).toEqual(js.steps.map((step) => step.moves[0]?.text));
    expect(py.end.scores).toEqual(js.end.scores);
  }, 60_000);
});
