// Resolves a game's parameters from defaults, a named preset and user overrides, rejecting anything unknown.
import { didYouMean } from './did-you-mean.js';
import type { Game, ParamSpec, Params, ParamValue } from './game.js';
import { UsageError } from './usage-error.js';

/** Defaults, then the preset, then `overrides` (strings are parsed by the parameter's type); throws UsageError on bad input. */
export function resolveParams(
  game: Game,
  preset: string | undefined,
  overrides: Readonly<Record<string, ParamValue>> = {},
): Params {
  const presetName = preset ?? game.defaultPreset;
  const presetValues = game.presets[presetName];
  if (!presetValues) {
    throw new UsageError(
      `unknown preset '${presetName}' for game '${game.id}'${didYouMean(presetName, Object.keys(game.presets))}; ` +
        `valid presets: ${Object.keys(game.presets).join(', ')}`,
    );
  }
  const resolved: Record<string, ParamValue> = {};
  for (const [name, spec] of Object.entries(game.params)) resolved[name] = spec.default;
  for (const [name, value] of Object.entries({ ...presetValues, ...overrides })) {
    const spec = game.params[name];
    if (!spec) {
      const names = Object.keys(game.params);
      throw new UsageError(
        `unknown parameter '${name}' for game '${game.id}'${didYouMean(name, names)}; ` +
          `valid parameters: ${names.length ? names.join(', ') : '(none)'}`,
      );
    }
    resolved[name] = coerceValue(`parameter '${name}' of game '${game.id}'`, spec, value);
  }
  for (const [name, spec] of Object.entries(game.params)) {
    if (spec.type === 'int' && spec.omitAtDefault && resolved[name] === spec.default) delete resolved[name];
  }
  return resolved;
}

/** Checks and converts one value against its spec; `where` names it in the UsageError message. */
export function coerceValue(where: string, spec: ParamSpec, value: ParamValue): ParamValue {
  switch (spec.type) {
    case 'int':
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || value === '' || !Number.isFinite(number)) {
        throw new UsageError(`${where} must be a number, got '${value}'`);
      }
      if (spec.type === 'int' && !Number.isInteger(number)) {
        throw new UsageError(`${where} must be an integer, got '${value}'`);
      }
      if ((spec.min !== undefined && number < spec.min) || (spec.max !== undefined && number > spec.max)) {
        throw new UsageError(`${where} must be between ${spec.min ?? '-∞'} and ${spec.max ?? '∞'}, got ${number}`);
      }
      return number;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      throw new UsageError(`${where} must be true or false, got '${value}'`);
    }
    case 'enum': {
      const text = String(value);
      if (!spec.choices.includes(text)) {
        throw new UsageError(`${where} must be one of ${spec.choices.join(', ')}; got '${text}'`);
      }
      return text;
    }
  }
}

/** Parses `k=v` pairs from the command line into raw overrides; throws UsageError on a pair without '='. */
export function parseParamPairs(pairs: readonly string[]): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index <= 0)
      throw new UsageError(`malformed parameter '${pair}': write it as name=value, e.g. --param rounds=10`);
    overrides[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
  }
  return overrides;
}
