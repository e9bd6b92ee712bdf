// The seed programs of the mycelium pool play through the real sandbox (only where the machine has one): zero faults,
// and the reference beats the starter.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const module = findGame('mycelium');
const programs = ['starter', 'reference', 'reference-py'].map((id) => join('pools', 'mycelium', id));

/** One match between program directories (seat 0 first), as a runner plays it. */
async function match(directories: readonly string[], seed: number): Promise<MatchRecord> {
  const params = resolveParams(module.game, undefined);
  const seats = directories.map((directory, seat) => {
    const spec = `program:${directory}`;
    return { spec, agent: createAgent(module, spec, { params, seed, seat, players: 2 }) };
  });
  return playMatch({ game: module.game, params, seed, seats });
}

describe('mycelium seed programs', () => {
  it.each(programs)('%s is a program directory with a manifest and its SDK file beside it', (directory) => {
    const manifest = JSON.parse(readFileSync(join(directory, 'xparena-program.json'), 'utf8')) as { entry: string[] };
    expect(existsSync(join(directory, manifest.entry[manifest.entry.length - 1] as string))).toBe(true);
    expect(existsSync(join(directory, 'xparena.mjs')) || existsSync(join(directory, 'xparena.py'))).toBe(true);
  });

  it.skipIf(!sandboxSupport().available)(
    'starter vs reference in the sandbox: 2 seeds, both seat orders, no faults, the reference wins most',
    async () => {
      const [starter, reference, referencePy] = programs as [string, string, string];
      const pairings: [string, string, number][] = [
        [starter, reference, 1],
        [reference, starter, 1],
        [starter, reference, 2],
        [reference, starter, 2],
        [referencePy, starter, 3],
      ];
      let referenceWins = 0;
      for (const [first, second, seed] of pairings) {
        const record = await match([first, second], seed);
        expect(record.end.status, record.end.message).toBe('finished');
        const invalid = record.steps.flatMap((step) => step.moves).filter((move) => (move.invalid ?? []).length > 0);
        expect(invalid).toEqual([]);
        const scores = record.end.scores ?? [];
        const starterSeat = first === starter ? 0 : 1;
        if ((scores[1 - starterSeat] ?? 0) > (scores[starterSeat] ?? 0)) referenceWins++;
      }
      expect(referenceWins).toBeGreaterThanOrEqual(4);
    },
    60_000,
  );
});
