// Pool rosters are checked where they enter, and `program:pool/<game>/<id>` resolves to a materialised program.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../core/usage-error.js';
import { findGame } from '../../games/registry.js';
import { materialisePoolProgram, resolvePoolPath } from './pool-program.js';
import { poolsDirVariable, readPoolRoster } from './pool-roster.js';
import { programKind } from './program-kind.js';

const fixture = new URL('../../cli/fixtures/pools', import.meta.url).pathname;
const kuhn = findGame('kuhn-poker');
const saved = process.env[poolsDirVariable];
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  if (saved === undefined) delete process.env[poolsDirVariable];
  else process.env[poolsDirVariable] = saved;
});

/** A copy of the fixture pools with kuhn-poker's roster replaced by `roster` (when given). */
function pools(roster?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'xparena-pools-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  if (roster !== undefined) writeFileSync(join(dir, 'kuhn-poker', 'roster.json'), JSON.stringify(roster));
  return dir;
}

function rosterError(roster: unknown): string {
  try {
    readPoolRoster('kuhn-poker', pools(roster));
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('the roster was accepted');
}

const program = (id: string, extra: Record<string, unknown> = {}) => ({ id, family: 'threshold', ...extra });

describe('pool rosters', () => {
  it('reads the fixture roster sorted by id, args defaulting to none', () => {
    const roster = readPoolRoster('kuhn-poker', fixture);
    expect(roster.programs.map((entry) => entry.id)).toEqual(['b-0', 'b-100', 'b-50', 't-k', 't-kq', 't-kqj']);
    expect(roster.schedule).toEqual({ degree: 2, seeds: 1 });
    const bare = readPoolRoster('kuhn-poker', pools({ programs: [program('a'), program('b')] }));
    expect(bare.programs[0]?.args).toEqual([]);
  });

  it('refuses a bad roster in one line naming the file and the problem', () => {
    expect(rosterError({ programs: [program('a'), program('a')] })).toMatch(/roster\.json: id 'a' appears twice$/);
    expect(rosterError({ programs: [program('a'), program('b', { family: 'nope' })] })).toMatch(
      /program 'b' names family 'nope', but .*nope is not a program directory/,
    );
    expect(rosterError({ programs: [program('a')] })).toMatch(/field 'programs' must list at least two programs/);
    expect(rosterError({ programs: [program('A'), program('b')] })).toMatch(
      /field 'programs\.0\.id' must be lower-case/,
    );
    expect(rosterError({ programs: [program('a', { role: 0 }), program('b')] })).toMatch(
      /every program a role .* 1 of 2/,
    );
    expect(rosterError({ programs: [program('a', { role: 0 }), program('b', { role: 0 })] })).toMatch(/both roles/);
    expect(rosterError({ programs: [program('a', { role: 2 }), program('b', { role: 1 })] })).toMatch(
      /programs\.0\.role/,
    );
    expect(rosterError({ programs: [program('a', { reference: true }), program('b', { reference: true })] })).toMatch(
      /mark one reference program, not a, b/,
    );
    expect(rosterError({ programs: [program('a'), program('b')], extra: 1 })).toMatch(/roster\.json/);
    expect(() => readPoolRoster('chess', fixture)).toThrow(/no pool for 'chess' in .*; pools: kuhn-poker/);
  });
});

describe('program:pool/<game>/<id>', () => {
  it('materialises the family with the args appended to its entry, once, under its code hash', () => {
    const resolved = resolvePoolPath('pool/kuhn-poker/t-kq', fixture);
    const manifest = JSON.parse(readFileSync(join(resolved.dir, 'xparena-program.json'), 'utf8'));
    expect(manifest.entry).toEqual(['node', 'main.mjs', '--cards', 'KQ']);
    expect(readFileSync(join(resolved.dir, 'main.mjs'), 'utf8')).toBe(
      readFileSync(join(fixture, 'kuhn-poker', 'threshold', 'main.mjs'), 'utf8'),
    );
    // The family keeps no copy of the SDK: the one in sdk/ is added for its language.
    expect(readFileSync(join(resolved.dir, 'xparena.mjs'), 'utf8')).toBe(readFileSync('sdk/js/xparena.mjs', 'utf8'));
    expect(readFileSync(join(resolvePoolPath('pool/kuhn-poker/b-50', fixture).dir, 'xparena.py'), 'utf8')).toBe(
      readFileSync('sdk/python/xparena.py', 'utf8'),
    );
    expect(resolved.dir.endsWith(resolved.codeHash)).toBe(true);
    // The same family and args give the same directory; other args or other code give another.
    expect(resolvePoolPath('pool/kuhn-poker/t-kq', pools()).codeHash).toBe(resolved.codeHash);
    expect(resolvePoolPath('pool/kuhn-poker/t-k', fixture).codeHash).not.toBe(resolved.codeHash);
    const edited = pools();
    writeFileSync(join(edited, 'kuhn-poker', 'threshold', 'main.mjs'), '// another program\n');
    const roster = readPoolRoster('kuhn-poker', edited);
    const entry = roster.programs.find((candidate) => candidate.id === 't-kq');
    expect(entry && materialisePoolProgram(roster.dir, entry).codeHash).not.toBe(resolved.codeHash);
  });

  it('parses as a program: agent spec, and names what exists when the id or game is unknown', () => {
    process.env[poolsDirVariable] = fixture;
    const parse = (kind: string) => programKind.parse({ kind, options: {} }, kuhn);
    expect(parse('program:pool/kuhn-poker/b-50').manifest.entry).toEqual(['python3', 'main.py', '--bluff', '0.5']);
    expect(() => parse('program:pool/kuhn-poker/p999')).toThrow(
      "pool 'kuhn-poker' has no program 'p999'; it has b-0, b-100, b-50, t-k, t-kq, t-kqj",
    );
    expect(() => parse('program:pool/snake/p1')).toThrow(
      'program:pool/snake/p1 is in the pool of snake, not of kuhn-poker',
    );
    expect(() => programKind.parse({ kind: 'program:pool/snake/p1', options: {} }, findGame('snake'))).toThrow(
      /no pool for 'snake' in .*; pools: kuhn-poker/,
    );
    expect(() => parse('program:pool/kuhn-poker')).toThrow(/must name a pool program as program:pool\/<game>\/<id>/);
  });
});
