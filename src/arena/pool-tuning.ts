// `pools/<game>/tuning.json`: the family the offline developer tunes (the study example's idea with its parts as
// arguments) and the space of those arguments; validated once with zod where it enters (docs/aaarena-offline.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { poolsDir } from '../agents/program/pool-roster.js';
import { UsageError } from '../core/usage-error.js';

/** The tuning file's name in a pool's directory. */
export const tuningFile = 'tuning.json';

const value = z.union([z.number(), z.string()]);
const name = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits or -');

const parameterSchema = z.union([
  z.strictObject({ name, values: z.array(value).min(1), start: value }),
  z.strictObject({ name, min: z.number(), max: z.number(), step: z.number().positive(), start: z.number() }),
]);

const tuningSchema = z.strictObject({
  family: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  note: z.string().optional(),
  parameters: z.array(parameterSchema).min(1),
});

export type TuningValue = z.infer<typeof value>;

/** One argument of the family: the values it may take, in order (a step moves to a neighbouring value). */
export interface TuningParameter {
  readonly name: string;
  readonly values: readonly TuningValue[];
  /** Index into `values` of the study example's own value. */
  readonly start: number;
}

export interface PoolTuning {
  readonly game: string;
  /** The family's directory, `<pools dir>/<game>/<family>`. */
  readonly familyDir: string;
  readonly family: string;
  readonly parameters: readonly TuningParameter[];
}

/** A point of the space: one index into each parameter's values. */
export type TuningPoint = readonly number[];

/** Reads and checks `<dir>/<game>/tuning.json`; throws a one-line UsageError naming the file and the problem. */
export function readPoolTuning(game: string, dir = poolsDir()): PoolTuning {
  const file = join(dir, game, tuningFile);
  if (!existsSync(file))
    throw new UsageError(`the pool of '${game}' has no ${tuningFile}, so the offline developer cannot tune it`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = tuningSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${file}: field '${issue?.path.join('.') || '(the whole file)'}' ${issue?.message}`);
  }
  const familyDir = join(dir, game, parsed.data.family);
  if (!existsSync(familyDir)) throw new UsageError(`${file}: family '${parsed.data.family}' is not in the pool`);
  const parameters = parsed.data.parameters.map((parameter): TuningParameter => {
    const values = 'values' in parameter ? parameter.values : range(parameter.min, parameter.max, parameter.step);
    const start = (values as readonly TuningValue[]).indexOf(parameter.start);
    if (start < 0) throw new UsageError(`${file}: the start of '${parameter.name}' is not one of its values`);
    return { name: parameter.name, values, start };
  });
  return { game, familyDir, family: parsed.data.family, parameters };
}

/** min, min + step, … up to max, rounded to the step's decimals so 0.1 steps stay 0.3 and not 0.30000000000000004. */
function range(min: number, max: number, step: number): number[] {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const values: number[] = [];
  for (let index = 0; min + index * step <= max + step / 1e6; index++)
    values.push(Number((min + index * step).toFixed(decimals)));
  return values;
}

/** The study example's own point. */
export function startPoint(tuning: PoolTuning): TuningPoint {
  return tuning.parameters.map((parameter) => parameter.start);
}

/** The family's arguments at `point`: `--name value` for every parameter. */
export function tuningArgs(tuning: PoolTuning, point: TuningPoint): string[] {
  return tuning.parameters.flatMap((parameter, index) => [
    `--${parameter.name}`,
    String(parameter.values[point[index] ?? parameter.start]),
  ]);
}

/** `point` read as `name=value` pairs, for logs and notes. */
export function describePoint(tuning: PoolTuning, point: TuningPoint): string {
  return tuning.parameters
    .map((parameter, index) => `${parameter.name}=${parameter.values[point[index] ?? 0]}`)
    .join(' ');
}

/** Every point `reach` steps from `point` along one parameter (the others unchanged), parameter by parameter. */
export function neighbours(tuning: PoolTuning, point: TuningPoint, reach = 1): TuningPoint[] {
  const out: TuningPoint[] = [];
  tuning.parameters.forEach((parameter, index) => {
    for (const delta of [-reach, reach]) {
      const next = (point[index] ?? 0) + delta;
      if (next >= 0 && next < parameter.values.length) out.push(point.map((at, i) => (i === index ? next : at)));
    }
  });
  return out;
}

/** The farthest reach with any neighbour: the most steps along the longest parameter. */
export function largestReach(tuning: PoolTuning): number {
  return Math.max(...tuning.parameters.map((parameter) => parameter.values.length - 1));
}
