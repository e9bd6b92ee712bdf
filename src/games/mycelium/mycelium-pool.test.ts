// The mycelium opponent pool (pools/mycelium/): the roster validates, every program materialises to a distinct code,
// ids and families are as docs/games/mycelium.md documents them, the sealed file and the probe run (when present) match
// the programs (the probe run finding no two programs playing alike), and the top program beats the starter through
// the real sandbox. The calibration itself is the play test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPoolRoster } from '../../agents/program/pool-roster.js';
import { parseSealedPool } from '../../measure/sealed-pool.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { itChecksPoolFiles, playPoolMatch } from '../test-pool-files.js';

const roster = readPoolRoster('mycelium');
const sealedFile = join(roster.dir, 'pool.json');
const families = {
  dice: 'javascript',
  starter: 'javascript',
  walker: 'python',
  forager: 'python',
  grower: 'javascript',
  reference: 'javascript',
  'reference-py': 'python',
};

describe('mycelium pool', () => {
  it('lists 40-60 programs p001… in id order, of the documented families, at least a quarter in Python', () => {
    const ids = roster.programs.map((program) => program.id);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(ids.length).toBeLessThanOrEqual(60);
    for (const id of ids) expect(id).toMatch(/^p\d{3}[a-z]?$/);
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(new Set(roster.programs.map((program) => program.family))).toEqual(new Set(Object.keys(families)));
    const python = roster.programs.filter((program) => families[program.family as keyof typeof families] === 'python');
    expect(python.length / ids.length).toBeGreaterThanOrEqual(0.25);
    const references = roster.programs.filter((program) => program.reference);
    expect(references.map((program) => program.family)).toEqual(['reference']);
  });

  itChecksPoolFiles(roster);

  it.skipIf(!sandboxSupport().available)(
    'the top program beats the starter in the sandbox',
    async () => {
      const top = parseSealedPool(JSON.parse(readFileSync(sealedFile, 'utf8')), sealedFile).programs[0]?.id as string;
      const starter = roster.programs.find((program) => program.family === 'starter')?.id as string;
      const record = await playPoolMatch('mycelium', [top, starter], 1);
      expect(record.end.status, record.end.message).toBe('finished');
      const [topScore, starterScore] = record.end.scores ?? [];
      expect(topScore ?? 0).toBeGreaterThan(starterScore ?? 0);
    },
    30_000,
  );
});
