// The mycelium opponent pool (pools/mycelium/): the roster validates, every program materialises to a distinct code,
// ids and families are as docs/games/mycelium.md documents them, the sealed file and the probe run (when present) match
// the programs (the probe run finding no two programs playing alike), and the top program beats the starter through
// the real sandbox. The calibration itself is the play test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { poolPrograms } from '../../agents/program/pool-program.js';
import { readPoolRoster } from '../../agents/program/pool-roster.js';
import { createAgent } from '../../agents/registry.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { parseDistinctPlay } from '../../measure/distinct-play.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import { findGame } from '../registry.js';

const roster = readPoolRoster('mycelium');
const sealedFile = join(roster.dir, 'pool.json');
const distinctFile = join(roster.dir, 'distinct.json');
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

  it('materialises every program to a distinct code hash, and the sealed file (if any) names the same codes', () => {
    const programs = poolPrograms(roster);
    const hashes = programs.map((program) => program.codeHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const program of programs) expect(existsSync(join(program.dir, 'xparena-program.json'))).toBe(true);
    if (!existsSync(sealedFile)) return;
    const sealed = JSON.parse(readFileSync(sealedFile, 'utf8')) as { programs: { id: string; codeHash: string }[] };
    const byId = new Map(sealed.programs.map((program) => [program.id, program.codeHash]));
    expect(Object.fromEntries(programs.map((program) => [program.entry.id, byId.get(program.entry.id)]))).toEqual(
      Object.fromEntries(programs.map((program) => [program.entry.id, program.codeHash])),
    );
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
      const module = findGame('mycelium');
      const params = resolveParams(module.game, undefined);
      const top = existsSync(sealedFile)
        ? (JSON.parse(readFileSync(sealedFile, 'utf8')) as { programs: { id: string }[] }).programs[0]?.id
        : 'p020';
      const starter = roster.programs.find((program) => program.family === 'starter')?.id;
      const specs = [`program:pool/mycelium/${top}`, `program:pool/mycelium/${starter}`];
      const seats = specs.map((spec, seat) => ({
        spec,
        agent: createAgent(module, spec, { params, seed: 1, seat, players: 2 }),
      }));
      const record = await playMatch({ game: module.game, params, seed: 1, seats });
      expect(record.end.status, record.end.message).toBe('finished');
      const [topScore, starterScore] = record.end.scores ?? [];
      expect(topScore ?? 0).toBeGreaterThan(starterScore ?? 0);
    },
    30_000,
  );
});
