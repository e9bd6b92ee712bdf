// The night-orchard opponent pool (pools/night-orchard/): the roster validates, every program materialises, ids, roles
// and families are as documented, the sealed ladder and the probe run (when present) match the code and find no two
// programs playing alike, and the strong fox beats starter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolPrograms } from '../../agents/program/pool-program.js';
import { readPoolRoster } from '../../agents/program/pool-roster.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { itChecksPoolFiles, playPoolMatch } from '../test-pool-files.js';

const roster = readPoolRoster('night-orchard');
const families = ['greedy', 'reference', 'starter', 'tactician', 'tactician-py'];
const id = (number: number) => `p${String(number).padStart(3, '0')}`;
const foxes = [...Array.from({ length: 22 }, (_, index) => id(index + 1)), ...[45, 46, 47, 48, 49, 50, 56, 57].map(id)];
const keepers = [
  ...Array.from({ length: 22 }, (_, index) => id(index + 23)),
  ...[51, 52, 53, 54, 55, 58, 59, 60].map(id),
];
/** Fillers added next to programs of similar strength, so the circulant schedule changes little around them. */
const foxFillers = ['p002a', 'p009a', 'p010b', 'p010c', 'p010d', 'p015a', 'p017b', 'p017c', 'p020a', 'p045a', 'p047a'];
const keeperFillers = ['p029a', 'p039a', 'p040b', 'p053a', 'p058a'];

describe('night-orchard pool', () => {
  it('holds 41 foxes (p001–p022, p045–p050, p056–p057 and 11 fillers) and 35 keepers (p023–p044, p051–p055, p058–p060 and 5 fillers) in the documented families', () => {
    const role = (value: number) =>
      roster.programs.filter((program) => program.role === value).map((entry) => entry.id);
    expect(role(0)).toEqual([...foxes, ...foxFillers].sort());
    expect(role(1)).toEqual([...keepers, ...keeperFillers].sort());
    expect([...new Set(roster.programs.map((program) => program.family))].sort()).toEqual(families);
    expect(roster.programs.filter((program) => program.reference).map((program) => program.id)).toEqual(['p003']);
    const python = roster.programs.filter((program) => program.family.endsWith('-py')).length;
    expect(python / roster.programs.length).toBeGreaterThanOrEqual(0.25);
    const specs = roster.programs.map((program) => `${program.role} ${program.family} ${program.args.join(' ')}`);
    expect(new Set(specs).size).toBe(specs.length);
  });

  it('materialises every program with its args appended', () => {
    for (const { entry, dir } of poolPrograms(roster)) {
      const manifest = JSON.parse(readFileSync(join(dir, 'xparena-program.json'), 'utf8')) as { entry: string[] };
      expect(manifest.entry.slice(manifest.entry.length - entry.args.length)).toEqual(entry.args);
    }
  });

  itChecksPoolFiles(roster);

  it.skipIf(!sandboxSupport().available)(
    'the top fox (p017) beats the starter keeper (p023) in the sandbox',
    async () => {
      const record = await playPoolMatch('night-orchard', ['p017', 'p023'], 5, 'standard');
      expect(record.end.scores).toEqual([1, 0]);
    },
    30_000,
  );
});
