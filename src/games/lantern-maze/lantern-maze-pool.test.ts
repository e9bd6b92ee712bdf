import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPoolRoster } from '../../agents/program/pool-roster.js';
import { readProgramManifest } from '../../agents/program/program-manifest.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { itChecksPoolFiles, playPoolMatch } from '../test-pool-files.js';

const roster = readPoolRoster('lantern-maze');
/** Fillers added between programs of similar strength, so the circulant schedule pits them against their peers. */
const fillers = ['p010a', 'p010b', 'p028a', 'p029a', 'p029b', 'p029c', 'p030a', 'p031a'];
const families = {
  starter: 1,
  reference: 1,
  'reference-py': 1,
  greedy: 13,
  'greedy-py': 10,
  planner: 15,
  'wander-py': 9,
};

describe('lantern-maze pool', () => {
  it('lists 50 programs, p001–p042 and eight fillers, in the documented families, a quarter or more in Python', () => {
    const ids = [...Array.from({ length: 42 }, (_, index) => `p${String(index + 1).padStart(3, '0')}`), ...fillers];
    expect(roster.programs.map((entry) => entry.id)).toEqual(ids.sort());
    const counts: Record<string, number> = {};
    for (const entry of roster.programs) counts[entry.family] = (counts[entry.family] ?? 0) + 1;
    expect(counts).toEqual(families);
    const python = roster.programs.filter(
      (entry) => readProgramManifest(join(roster.dir, entry.family)).language === 'python',
    );
    expect(python.length / roster.programs.length).toBeGreaterThanOrEqual(0.25);
    expect(roster.programs.filter((entry) => entry.reference).map((entry) => entry.id)).toEqual(['p001']);
  });

  itChecksPoolFiles(roster);

  it.skipIf(!sandboxSupport().available)(
    'the top program beats the starter in the sandbox',
    async () => {
      const starterId = roster.programs.find((entry) => entry.family === 'starter')?.id as string;
      const record = await playPoolMatch('lantern-maze', ['p042', starterId], 5, 'default');
      expect(record.end.status, record.end.message).toBe('finished');
      const [top, starter] = (record.end.scores ?? []) as number[];
      expect(top).toBeGreaterThan(starter as number);
    },
    20_000,
  );
});
