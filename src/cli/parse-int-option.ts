import { UsageError } from '../core/usage-error.js';

/** A commander option parser for integers in [min, max] that raises a UsageError naming the flag. */
export function intOption(flag: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min || number > max) {
      throw new UsageError(`${flag} must be an integer between ${min} and ${max}, got '${value}'`);
    }
    return number;
  };
}

/** A commander parser that collects a repeated option into an array. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
