// A fixed corpus of malformed actions for any game, derived from the shapes of its legal actions: what a buggy
// program, a hostile client or a confused model might send. Every entry must be rejected with a reason.
import { jsonEqual } from './json.js';

/** Length of the huge arrays in the corpus. */
export const hugeArrayLength = 100_000;

/** Values no action of any game takes, at the top level or in any field. */
const strangers: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '',
  'null',
  'undefined',
  '__proto__',
  [],
  [null],
  {},
  { type: null },
  { type: 42 },
  { type: 'no-such-action' },
  { kind: 'no-such-action' },
];

/** Numbers outside every field's range (indices, counts, one-based columns, rotations): never legal. */
const badNumbers: readonly number[] = [
  -1,
  1.5,
  1e21,
  -1e21,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** Replacements of another JSON type than the original value's (never legal, whatever the field). */
const otherTypes: readonly unknown[] = [null, true, 7, 'x', [], [null], {}, { extra: 1 }];

/** Entries per container (object keys, array items) that get their own mutations, to keep the corpus small. */
const perContainer = 3;

/**
 * Malformed variants of the given legal actions (one per shape: each discriminator value or JSON type): wrong types
 * in every field, missing and extra fields, out-of-range numbers, NaN and infinities, huge arrays, prototype keys
 * (`__proto__`, `constructor` as own keys, as JSON.parse makes them), plus values no game accepts. Entries equal to a
 * listed legal action are left out; the order is fixed, so the corpus is the same on every run.
 */
export function malformedActions(legal: readonly unknown[]): unknown[] {
  const corpus: unknown[] = [...strangers, new Array(hugeArrayLength).fill(null)];
  for (const action of representatives(legal)) {
    corpus.push([action], { action });
    for (const variant of variants(action)) corpus.push(variant);
  }
  return corpus.filter((entry) => !legal.some((action) => jsonEqual(action, entry)));
}

/** The first legal action of each shape. */
function representatives(legal: readonly unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const action of legal) {
    const key = shapeKey(action);
    if (!seen.has(key)) seen.set(key, action);
  }
  return [...seen.values()];
}

function shapeKey(action: unknown): string {
  if (action === null || typeof action !== 'object') return typeof action;
  if (Array.isArray(action)) return 'array';
  const record = action as Record<string, unknown>;
  return `object:${String(record.type ?? record.kind ?? '')}`;
}

/** Every mutation of `value` and of the values inside it (each as a new whole action). */
function variants(value: unknown): unknown[] {
  const out = replacements(value);
  if (Array.isArray(value)) {
    out.push([...value, null], new Array(hugeArrayLength).fill(value[0] ?? null));
    for (const [index, item] of value.slice(0, perContainer).entries()) {
      for (const inner of variants(item)) out.push(value.map((other, at) => (at === index ? inner : other)));
    }
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    out.push({ ...record, extra: 1 }, withOwnKey(record, '__proto__'), withOwnKey(record, 'constructor'));
    for (const key of keys.slice(0, perContainer)) {
      const { [key]: _removed, ...rest } = record;
      out.push(rest);
      for (const inner of variants(record[key])) out.push({ ...record, [key]: inner });
    }
    for (const key of keys.slice(perContainer)) {
      const { [key]: _removed, ...rest } = record;
      out.push(rest, { ...record, [key]: null });
    }
  }
  return out;
}

/** Values that replace `value` in place: out-of-range numbers, empty or huge strings, other JSON types. */
function replacements(value: unknown): unknown[] {
  if (typeof value === 'number') return [...badNumbers, ...otherTypes.filter((other) => typeof other !== 'number')];
  if (typeof value === 'string') {
    const changed = value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();
    return ['', ` ${value} `, `${value}\u0000`, changed, 'x'.repeat(10_000), ...otherTypes.filter((o) => o !== 'x')];
  }
  if (typeof value === 'boolean') return [0, 1, 'true', null, [], {}];
  if (Array.isArray(value)) return [null, 7, 'x', {}];
  if (value !== null && typeof value === 'object') return [null, 7, 'x', [], [value]];
  return [];
}

/** `record` with an own enumerable key `key` (as JSON.parse creates `__proto__`), holding a copy of the record. */
function withOwnKey(record: Record<string, unknown>, key: string): unknown {
  const text = JSON.stringify(record);
  return JSON.parse(`{${JSON.stringify(key)}:${text}${text === '{}' ? '' : `,${text.slice(1, -1)}`}}`);
}
