// The sealed pool file, `pools/<game>/pool.json`: a calibrated opponent pool's Bradley–Terry ladder and the pair
// results it rests on, written so that re-running the same calibration reproduces it byte for byte.
import { z } from 'zod';
import { poolProgramSpec } from '../core/pool-spec.js';
import { UsageError } from '../core/usage-error.js';
import { calibratePool, calibratePoolIntervals } from './calibrate-pool.js';
import type { PairwiseResult } from './pairwise-results.js';

/** Bump when the sealed pool file's shape changes; readers check it. */
export const SEALED_POOL_FORMAT = 1;

/** The anchor of every sealed pool: the mean of its members' Elo ratings. */
export const SEALED_POOL_MEAN = 1500;

const sealedProgramSchema = z.strictObject({
  id: z.string(),
  family: z.string(),
  args: z.array(z.string()),
  role: z.union([z.literal(0), z.literal(1)]).optional(),
  codeHash: z.string(),
  elo: z.number(),
  interval: z.tuple([z.number(), z.number()]),
  rank: z.int().min(1),
});

const sealedPoolSchema = z.strictObject({
  formatVersion: z.literal(SEALED_POOL_FORMAT),
  game: z.string(),
  gameVersion: z.number(),
  schedule: z.strictObject({ degree: z.int(), seeds: z.int() }),
  meanIntervalWidth: z.number(),
  programs: z.array(sealedProgramSchema).min(1),
  pairs: z.array(z.strictObject({ a: z.string(), b: z.string(), games: z.int(), score: z.number() })),
  /** The dedicated series of the top program against the reference (single-role pools with a reference). */
  topCheck: z
    .strictObject({ top: z.string(), reference: z.string(), games: z.int().min(1), score: z.number() })
    .optional(),
});

/** A calibrated pool: its ladder (programs by rank, then id) and, per pair that met, a's points over their games. */
export type SealedPool = z.infer<typeof sealedPoolSchema>;
export type SealedProgram = SealedPool['programs'][number];
export type SealedPair = SealedPool['pairs'][number];
/** The top program's points over its games against the reference, played apart from the schedule. */
export type TopCheck = NonNullable<SealedPool['topCheck']>;

/** A pool program as the calibration knows it. */
export interface CalibratedProgram {
  readonly id: string;
  readonly family: string;
  readonly args: readonly string[];
  readonly role?: 0 | 1;
  readonly codeHash: string;
}

export interface SealOptions {
  readonly game: string;
  readonly gameVersion: number;
  readonly schedule: { readonly degree: number; readonly seeds: number };
  readonly programs: readonly CalibratedProgram[];
  /** The calibration's pairwise results, agents named by their pool spec (`program:pool/<game>/<id>`). */
  readonly results: readonly PairwiseResult[];
}

/** Rounds to 0.1, so the file does not depend on the last bits of the fit. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Fits the pool (Bradley–Terry, mean 1500, one virtual draw each) and seals it: each program's Elo, 95% profile
 * likelihood interval and rank (1 + members rated strictly higher), numbers rounded to 0.1; throws UsageError when a
 * program has no scored match.
 */
export function sealPool(options: SealOptions): SealedPool {
  const { game, results } = options;
  const fit = calibratePool(results, { mean: SEALED_POOL_MEAN });
  const intervals = calibratePoolIntervals(results, { mean: SEALED_POOL_MEAN });
  const rated = options.programs.map((program) => {
    const spec = poolProgramSpec(game, program.id);
    const elo = fit.ratings[spec];
    const interval = intervals.get(spec);
    if (elo === undefined || interval === undefined)
      throw new UsageError(`pool program '${program.id}' has no scored match: nothing to rate it by`);
    return { program, elo: tenth(elo), interval: [tenth(interval.low), tenth(interval.high)] as [number, number] };
  });
  const programs = rated
    .map(({ program, elo, interval }) => ({
      id: program.id,
      family: program.family,
      args: [...program.args],
      ...(program.role === undefined ? {} : { role: program.role }),
      codeHash: program.codeHash,
      elo,
      interval,
      rank: 1 + rated.filter((other) => other.elo > elo).length,
    }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
  const widths = programs.map(({ interval }) => interval[1] - interval[0]);
  return {
    formatVersion: SEALED_POOL_FORMAT,
    game,
    gameVersion: options.gameVersion,
    schedule: { degree: options.schedule.degree, seeds: options.schedule.seeds },
    meanIntervalWidth: tenth(widths.reduce((sum, width) => sum + width, 0) / widths.length),
    programs,
    pairs: pairTotals(game, options.programs, results),
  };
}

/** Per unordered pair of ids that met (the smaller id as a): games and a's points, sorted by a then b. */
export function pairTotals(game: string, programs: readonly CalibratedProgram[], results: readonly PairwiseResult[]) {
  const ids = new Map(programs.map((program) => [poolProgramSpec(game, program.id), program.id]));
  const totals = new Map<string, SealedPair>();
  for (const result of results) {
    const first = ids.get(result.a);
    const second = ids.get(result.b);
    if (first === undefined || second === undefined) continue;
    const [a, b, score] = first < second ? [first, second, result.score] : [second, first, 1 - result.score];
    const key = `${a} ${b}`;
    const total = totals.get(key) ?? { a, b, games: 0, score: 0 };
    totals.set(key, { a, b, games: total.games + 1, score: total.score + score });
  }
  return [...totals.values()].sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1));
}

/** The file's text: two-space JSON in the schema's key order, with a final newline. */
export function sealedPoolText(pool: SealedPool): string {
  return `${JSON.stringify(pool, null, 2)}\n`;
}

/** True when parsed JSON looks like a sealed pool file (so rating commands can read it as a frozen pool). */
export function isSealedPool(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Array.isArray((value as { programs?: unknown }).programs);
}

/** Reads a sealed pool from parsed JSON; throws UsageError naming `where` and the first problem. */
export function parseSealedPool(value: unknown, where: string): SealedPool {
  const parsed = sealedPoolSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(the whole file)';
  throw new UsageError(
    `${where}: field '${field}' ${issue?.message ?? 'is invalid'} (a sealed pool file, formatVersion ${SEALED_POOL_FORMAT})`,
  );
}

/** The sealed Elo of every program by its agent spec, `program:pool/<game>/<id>`, as `--fixed` rates against. */
export function sealedPoolRatings(pool: SealedPool): Record<string, number> {
  return Object.fromEntries(pool.programs.map((program) => [poolProgramSpec(pool.game, program.id), program.elo]));
}
