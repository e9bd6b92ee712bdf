// The Lantern Maze opponent pool (docs/games/lantern-maze.md, "Pool"): the roster validates, every program
// materialises, ids and families are as documented, the sealed ladder and the probe run match the code (the probe run
// finding no two programs playing alike), and the top beats the starter.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolPrograms } from '../../agents/program/pool-program.js';
import { poolsDir, readPoolRoster } from '../../agents/program/pool-roster.js';
import { readProgramManifest } from '../../agents/program/program-manifest.js';
import { createAgent } from '../../agents/registry.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { parseDistinctPlay } from '../../measure/distinct-play.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const roster = readPoolRoster('lantern-maze');
const sealedFile = join(poolsDir(), 'lantern-maze', 'pool.json');
const distinctFile = join(poolsDir(), 'lantern-maze', 'distinct.json');
/** Fillers added between programs of similar strength, so the circulant schedule pits them against their peers. */
const fillers = ['p010a', 'p028a', 'p029a', 'p029b', 'p029c', 'p031a'];
const families = {
  starter: 1,
  reference: 1,
  'reference-py': 1,
  greedy: 13,
  'greedy-py': 10,
  planner: 15,
  'wander-py': 7,
};

describe('lantern-maze pool', () => {
  it('lists 48 programs, p001–p042 and six fillers, in the documented families, a quarter or more in Python', () => {
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

  it('materialises every program, each with its own code', () => {
    const programs = poolPrograms(roster);
    expect(new Set(programs.map((program) => program.codeHash)).size).toBe(roster.programs.length);
    for (const program of programs) expect(existsSync(join(program.dir, 'xparena-program.json'))).toBe(true);
  });

  it.skipIf(!existsSync(sealedFile))('seals the code it materialises', () => {
    const sealed = JSON.parse(readFileSync(sealedFile, 'utf8')) as { programs: { id: string; codeHash: string }[] };
    const hashes = new Map(poolPrograms(roster).map((program) => [program.entry.id, program.codeHash]));
    expect(sealed.programs).toHaveLength(roster.programs.length);
    for (const program of sealed.programs) expect(hashes.get(program.id)).toBe(program.codeHash);
  });

  it.skipIf(!existsSync(distinctFile))('probes the code it materialises, and no two programs play alike', () => {
    const play = parseDistinctPlay(JSON.parse(readFileSync(distinctFile, 'utf8')), distinctFile);
    const hashes = new Map(poolPrograms(roster).map((program) => [program.entry.id, program.codeHash]));
    expect(play.programs).toHaveLength(roster.programs.length);
    for (const program of play.programs) expect(hashes.get(program.id)).toBe(program.codeHash);
    expect(play.identical).toEqual([]);
  });

  it.skipIf(!sandboxSupport().available)(
    'the top program beats the starter in the sandbox',
    async () => {
      const module = findGame('lantern-maze');
      const params = resolveParams(module.game, 'default');
      const starterId = roster.programs.find((entry) => entry.family === 'starter')?.id;
      const specs = ['program:pool/lantern-maze/p042', `program:pool/lantern-maze/${starterId}`];
      const seats = specs.map((spec, seat) => ({
        spec,
        agent: createAgent(module, spec, { params, seed: 5, seat, players: 2 }),
      }));
      const record = await playMatch({ game: module.game, params, seed: 5, seats });
      expect(record.end.status, record.end.message).toBe('finished');
      const [top, starter] = (record.end.scores ?? []) as number[];
      expect(top).toBeGreaterThan(starter as number);
    },
    20_000,
  );
});
