// The checks every contest pool's test shares: each program materialises to its own code, the sealed ladder and the
// probe run (when present) were made from that code, the probe run found no two programs playing alike, and a strong
// program beats the starter in one sandboxed match.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { poolPrograms } from '../agents/program/pool-program.js';
import type { PoolRoster } from '../agents/program/pool-roster.js';
import { createAgent } from '../agents/registry.js';
import type { MatchRecord } from '../core/match-record.js';
import { resolveParams } from '../core/params.js';
import { playMatch } from '../core/play-match.js';
import { parseDistinctPlay } from '../measure/distinct-play.js';
import { parseSealedPool } from '../measure/sealed-pool.js';
import { findGame } from './registry.js';

/** Registers the shared file checks for `roster`'s pool inside the caller's `describe`. */
export function itChecksPoolFiles(roster: PoolRoster): void {
  const codes = () => Object.fromEntries(poolPrograms(roster).map(({ entry, codeHash }) => [entry.id, codeHash]));
  const sealedFile = join(roster.dir, 'pool.json');
  const distinctFile = join(roster.dir, 'distinct.json');

  it('materialises every program, each with its own code in its role, and its manifest', () => {
    const programs = poolPrograms(roster);
    // A two-role pool may run one program in both roles (e.g. the starter), as two entries.
    const codes = new Set(programs.map(({ entry, codeHash }) => `${entry.role ?? ''} ${codeHash}`));
    expect(codes.size).toBe(roster.programs.length);
    for (const program of programs) expect(existsSync(join(program.dir, 'xparena-program.json'))).toBe(true);
  });

  it.skipIf(!existsSync(sealedFile))('seals the code it materialises', () => {
    const sealed = parseSealedPool(JSON.parse(readFileSync(sealedFile, 'utf8')), sealedFile);
    expect(Object.fromEntries(sealed.programs.map((program) => [program.id, program.codeHash]))).toEqual(codes());
  });

  it.skipIf(!existsSync(distinctFile))('probes the code it materialises, and no two programs play alike', () => {
    const play = parseDistinctPlay(JSON.parse(readFileSync(distinctFile, 'utf8')), distinctFile);
    expect(Object.fromEntries(play.programs.map((program) => [program.id, program.codeHash]))).toEqual(codes());
    expect(play.identical).toEqual([]);
  });
}

/** One sandboxed match of two pool programs of `game` (seat 0 first) under `preset`. */
export async function playPoolMatch(
  game: string,
  ids: readonly [string, string],
  seed: number,
  preset?: string,
): Promise<MatchRecord> {
  const module = findGame(game);
  const params = resolveParams(module.game, preset);
  const seats = ids.map((id, seat) => {
    const spec = `program:pool/${game}/${id}`;
    return { spec, agent: createAgent(module, spec, { params, seed, seat, players: 2 }) };
  });
  return playMatch({ game: module.game, params, seed, seats });
}
