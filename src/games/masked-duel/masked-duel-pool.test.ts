// The masked-duel opponent pool (docs/games/masked-duel.md, "Pool"): the roster validates, every program materialises
// to its own code, ids and families are as documented, the sealed ladder and the probe run (when present) name the
// materialised code (the probe run finding no two programs playing alike), and the top program beats the starter
// through the real sandbox. The calibration itself is the play test.
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

const roster = readPoolRoster('masked-duel');
const sealedFile = join(poolsDir(), 'masked-duel', 'pool.json');
const distinctFile = join(poolsDir(), 'masked-duel', 'distinct.json');
const families = { starter: 1, reference: 1, duel: 37, 'duel-py': 19 };
/** Fillers added beside the programs of similar strength, so the circulant schedule pits them against their peers. */
const fillers = ['p001a', 'p002a', 'p002b', 'p003a', 'p003b', 'p004a', 'p007a', 'p013a'];

describe('masked-duel pool', () => {
  it('lists 58 programs, p001–p050 and eight fillers, in the documented families, a quarter or more in Python', () => {
    const ids = [...Array.from({ length: 50 }, (_, index) => `p${String(index + 1).padStart(3, '0')}`), ...fillers];
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
      const module = findGame('masked-duel');
      const params = resolveParams(module.game, undefined);
      const top = existsSync(sealedFile)
        ? (JSON.parse(readFileSync(sealedFile, 'utf8')) as { programs: { id: string }[] }).programs[0]?.id
        : 'p050';
      const starter = roster.programs.find((entry) => entry.family === 'starter')?.id;
      const specs = [`program:pool/masked-duel/${top}`, `program:pool/masked-duel/${starter}`];
      const seats = specs.map((spec, seat) => ({
        spec,
        agent: createAgent(module, spec, { params, seed: 3, seat, players: 2 }),
      }));
      const record = await playMatch({ game: module.game, params, seed: 3, seats });
      expect(record.end.status, record.end.message).toBe('finished');
      const [topScore, starterScore] = (record.end.scores ?? []) as number[];
      expect(topScore).toBeGreaterThan(starterScore as number);
    },
    30_000,
  );
});
