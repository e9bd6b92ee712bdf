// Checks a renderer makes on the observation JSON it draws: a mismatch throws, and the boundary shows the text instead.

/** Thrown when an observation is not the shape a renderer draws (an unknown game version, a bad record). */
export class ObservationMismatch extends Error {
  override readonly name = 'ObservationMismatch';
}

/** `value` as a plain object, or throw. */
export function asRecord(value: unknown, what: string): Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ObservationMismatch(`${what}: expected an object`);
  }
  return value as Readonly<Record<string, unknown>>;
}

/** `value` as an array, or throw. */
export function asArray(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new ObservationMismatch(`${what}: expected an array`);
  return value;
}

/** `value` as a finite number, or throw. */
export function asNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ObservationMismatch(`${what}: expected a number`);
  return value;
}

/** `value` as a string, or throw. */
export function asString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ObservationMismatch(`${what}: expected a string`);
  return value;
}

/** `value` as a `[row, column]` pair of numbers, or throw. */
export function asCell(value: unknown, what: string): readonly [number, number] {
  const pair = asArray(value, what);
  return [asNumber(pair[0], what), asNumber(pair[1], what)];
}
