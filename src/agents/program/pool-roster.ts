// A game's opponent pool, `pools/<game>/roster.json`: which programs it holds, each a family directory plus arguments;
// validated once with zod where it enters (docs/pools.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { packageRoot } from '../../core/package-root.js';
import { UsageError } from '../../core/usage-error.js';
import { programManifestFile } from './program-manifest.js';

/** The environment variable naming the pools directory; `--pools-dir` sets it so forked match workers inherit it. */
export const poolsDirVariable = 'XPARENA_POOLS_DIR';

/** The pools directory: $XPARENA_POOLS_DIR, or the `pools/` folder shipped beside this package's sources. */
export function poolsDir(): string {
  const chosen = process.env[poolsDirVariable];
  return chosen ? resolve(chosen) : join(packageRoot, 'pools');
}

/** The roster's file name in a pool's directory. */
export const rosterFile = 'roster.json';

const name = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lower-case letters, digits, - or _');

const rosterSchema = z.strictObject({
  programs: z
    .array(
      z.strictObject({
        id: name,
        family: name,
        args: z.array(z.string()).default([]),
        role: z.union([z.literal(0), z.literal(1)]).optional(),
        reference: z.boolean().optional(),
        note: z.string().optional(),
      }),
    )
    .min(2, 'must list at least two programs'),
  schedule: z
    .strictObject({
      degree: z.int().min(1).optional(),
      seeds: z.int().min(1).optional(),
    })
    .optional(),
});

/** One pool program: a family directory run with `args` appended to its manifest's entry. */
export type PoolEntry = z.infer<typeof rosterSchema>['programs'][number];

/** A validated roster: programs sorted by id, and the calibration schedule's defaults when the roster sets them. */
export interface PoolRoster {
  readonly game: string;
  /** The pool's directory, `<pools dir>/<game>`. */
  readonly dir: string;
  readonly programs: readonly PoolEntry[];
  readonly schedule: { readonly degree?: number; readonly seeds?: number };
}

/** The games that have a pool in `dir`, sorted. */
export function poolGames(dir = poolsDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((game) => !game.startsWith('.') && existsSync(join(dir, game, rosterFile)))
    .sort();
}

/**
 * Reads and checks `<dir>/<game>/roster.json`: unique ids, existing families (each a program directory), roles on
 * every program or on none, at most one reference; throws a one-line UsageError naming the file and the problem.
 */
export function readPoolRoster(game: string, dir = poolsDir()): PoolRoster {
  const poolDir = join(dir, game);
  const file = join(poolDir, rosterFile);
  if (!existsSync(file)) {
    const games = poolGames(dir);
    throw new UsageError(
      `no pool for '${game}' in ${dir}; pools: ${games.length > 0 ? games.join(', ') : '(none)'} (see docs/pools.md)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = rosterSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '(the whole file)';
    throw new UsageError(`${file}: field '${field}' ${issue?.message ?? 'is invalid'}`);
  }
  const programs = [...parsed.data.programs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const [index, program] of programs.entries()) {
    if (programs[index + 1]?.id === program.id) throw new UsageError(`${file}: id '${program.id}' appears twice`);
    const family = join(poolDir, program.family);
    if (!existsSync(join(family, programManifestFile)))
      throw new UsageError(
        `${file}: program '${program.id}' names family '${program.family}', but ${family} is not a program directory (it needs ${programManifestFile})`,
      );
  }
  const withRole = programs.filter((program) => program.role !== undefined).length;
  if (withRole > 0 && withRole < programs.length)
    throw new UsageError(
      `${file}: give every program a role (0 or 1) or none; ${withRole} of ${programs.length} have one`,
    );
  if (withRole > 0 && new Set(programs.map((program) => program.role)).size < 2)
    throw new UsageError(`${file}: an asymmetric pool needs programs of both roles, 0 and 1`);
  const references = programs.filter((program) => program.reference).map((program) => program.id);
  if (references.length > 1) throw new UsageError(`${file}: mark one reference program, not ${references.join(', ')}`);
  return { game, dir: poolDir, programs, schedule: parsed.data.schedule ?? {} };
}
