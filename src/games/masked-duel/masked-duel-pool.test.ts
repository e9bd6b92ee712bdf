// The masked-duel opponent pool (docs/games/masked-duel.md, "Pool"): the roster validates, every program materialises
// to its own code, ids and families are as documented, the sealed ladder and the probe run (when present) name the
// materialised code (the probe run finding no two programs playing alike), and the top program beats the starter
// through the real sandbox. The calibration itself is the play test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolsDir, readPoolRoster } from '../../agents/program/pool-roster.js';
import { readProgramManifest } from '../../agents/program/program-manifest.js';
import { parseSealedPool } from '../../measure/sealed-pool.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { itChecksPoolFiles, playPoolMatch } from '../test-pool-files.js';

const roster = readPoolRoster('masked-duel');
const sealedFile = join(poolsDir(), 'masked-duel', 'pool.json');
const families = { starter: 1, reference: 1, duel: 37, 'duel-py': 19, hunter: 4 };
/** Fillers added beside the programs of similar strength, so the circulant schedule pits them against their peers. */
const fillers = ['p001a', 'p002a', 'p002b', 'p003a', 'p003b', 'p004a', 'p007a', 'p013a'];
/** The search programs of the `hunter` family, inserted after the old top (p034) so they meet it and the heuristic (p036). */
const hunters = ['p034a', 'p034b', 'p034c', 'p034d'];

describe('masked-duel pool', () => {
  it('lists 62 programs, p001–p050, eight fillers and four hunters, in the documented families, a quarter or more in Python', () => {
    const ids = [
      ...Array.from({ length: 50 }, (_, index) => `p${String(index + 1).padStart(3, '0')}`),
      ...fillers,
      ...hunters,
    ];
    expect(roster.programs.map((entry) => entry.id)).toEqual(ids.sort());
    const counts: Record<string, number> = {};
    for (const entry of roster.programs) counts[entry.family] = (counts[entry.family] ?? 0) + 1;
    expect(counts).toEqual(families);
    const python = roster.programs.filter(
      (entry) => readProgramManifest(join(roster.dir, entry.family)).language === 'python',
    );
    expect(python.length / roster.programs.length).toBeGreaterThanOrEqual(0.25);
    expect(roster.programs.filter((entry) => entry.reference).map((entry) => entry.family)).toEqual(['reference']);
    expect(roster.schedule).toEqual({ degree: 12, seeds: 2 });
  });

  itChecksPoolFiles(roster);

  it.skipIf(!sandboxSupport().available)(
    'the top program beats the starter in the sandbox',
    async () => {
      const top = parseSealedPool(JSON.parse(readFileSync(sealedFile, 'utf8')), sealedFile).programs[0]?.id as string;
      const starter = roster.programs.find((entry) => entry.family === 'starter')?.id as string;
      const record = await playPoolMatch('masked-duel', [top, starter], 3);
      expect(record.end.status, record.end.message).toBe('finished');
      const [topScore, starterScore] = (record.end.scores ?? []) as number[];
      expect(topScore).toBeGreaterThan(starterScore as number);
    },
    30_000,
  );
});
