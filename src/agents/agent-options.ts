// Typed options of an agent or experience kind, declared as a table and validated with zod, so `xparena agents` and the parser
// read the same declaration.

import { z } from 'zod';
import { didYouMean } from '../core/did-you-mean.js';
import type { ParamSpec } from '../core/game.js';
import { UsageError } from '../core/usage-error.js';

/** The typed value of one declared option. */
export type OptionValue<S extends ParamSpec> = S extends { readonly type: 'boolean' }
  ? boolean
  : S extends { readonly type: 'enum' }
    ? string
    : number;

/** The typed options of a table, every option filled in (defaults for those the spec leaves out). */
export type OptionValues<T extends Readonly<Record<string, ParamSpec>>> = {
  readonly [K in keyof T]: OptionValue<T[K]>;
};

/** One line per option for `xparena agents`: what it does, its type and range, and its default. */
export function describeOptions(options: Readonly<Record<string, ParamSpec>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [
      name,
      `${spec.description} (${typeOf(spec)}, default ${spec.default})`,
    ]),
  );
}

function typeOf(spec: ParamSpec): string {
  switch (spec.type) {
    case 'int':
    case 'number':
      return spec.min === undefined && spec.max === undefined
        ? spec.type
        : `${spec.type} ${spec.min ?? '-∞'}..${spec.max ?? '∞'}`;
    case 'boolean':
      return 'true or false';
    case 'enum':
      return spec.choices.join(' | ');
  }
}

/**
 * Parses a spec's raw option strings against a table; throws UsageError for an unknown option (listing the valid
 * ones) or a bad value (saying what it must be).
 */
export function parseOptions<T extends Readonly<Record<string, ParamSpec>>>(
  agent: string,
  table: T,
  raw: Readonly<Record<string, string>>,
  noun: 'agent' | 'experience' = 'agent',
): OptionValues<T> {
  for (const name of Object.keys(raw)) {
    if (!Object.hasOwn(table, name)) {
      const valid = Object.keys(table);
      throw new UsageError(
        `unknown option '${name}' for ${noun} '${agent}'${didYouMean(name, valid)}; ` +
          `valid options: ${valid.length ? valid.join(', ') : '(none)'}`,
      );
    }
  }
  const values: Record<string, number | boolean | string> = {};
  for (const [name, spec] of Object.entries(table)) {
    const text = raw[name];
    if (text === undefined) {
      values[name] = spec.default;
      continue;
    }
    const parsed = optionSchema(spec).safeParse(text);
    if (!parsed.success) {
      throw new UsageError(`option '${name}' of ${noun} '${agent}' ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
    }
    values[name] = parsed.data;
  }
  // Every name of the table was filled in above with a value of its declared type.
  return values as OptionValues<T>;
}

/** The zod schema reading one option's text as its declared type, with messages in the words of `coerceValue`. */
function optionSchema(spec: ParamSpec): z.ZodType<number | boolean | string, string> {
  switch (spec.type) {
    case 'int':
    case 'number': {
      const low = spec.min ?? Number.NEGATIVE_INFINITY;
      const high = spec.max ?? Number.POSITIVE_INFINITY;
      const range = `must be between ${spec.min ?? '-∞'} and ${spec.max ?? '∞'}`;
      return z
        .string()
        .refine((text) => text.trim() !== '' && Number.isFinite(Number(text)), {
          error: (issue) => `must be a number, got '${String(issue.input)}'`,
          abort: true,
        })
        .refine((text) => spec.type === 'number' || Number.isInteger(Number(text)), {
          error: (issue) => `must be an integer, got '${String(issue.input)}'`,
          abort: true,
        })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(low, { error: (issue) => `${range}, got ${String(issue.input)}` })
            .max(high, { error: (issue) => `${range}, got ${String(issue.input)}` }),
        );
    }
    case 'boolean':
      return z
        .enum(['true', '1', 'false', '0'], { error: (issue) => `must be true or false, got '${String(issue.input)}'` })
        .transform((text) => text === 'true' || text === '1');
    case 'enum':
      return z.string().refine((text) => spec.choices.includes(text), {
        error: (issue) => `must be one of ${spec.choices.join(', ')}; got '${String(issue.input)}'`,
      });
  }
}
