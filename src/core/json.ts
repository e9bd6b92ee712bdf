// Plain-JSON helpers shared by games, records and the store: one canonical form, one hash.
import { createRequire } from 'node:module';

/** A plain JSON value; states, actions, observations and records are all of this shape. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** JSON text with object keys sorted, so equal values always serialise identically. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const fields: string[] = [];
  for (const key of Object.keys(record).sort()) {
    if (record[key] !== undefined) fields.push(`${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  }
  return `{${fields.join(',')}}`;
}

/** Short content hash (hex) of a value's canonical JSON. */
export function hashJson(value: unknown, length = 16): string {
  return hashText(canonicalJson(value), length);
}

/** Short SHA-256 (hex) of a text. */
export function hashText(text: string, length = 16): string {
  sha256 ??= (createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')).hash;
  return sha256('sha256', text, 'hex').slice(0, length);
}

/** node:crypto's one-shot hash, loaded on first use: listing commands never hash, and loading it costs every start ~5 ms. */
let sha256: typeof import('node:crypto').hash | undefined;

/** Structural equality of two JSON values, ignoring object key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEqual(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return keys.length === otherKeys.length && keys.every((key) => jsonEqual(left[key], right[key]));
}

/** Freezes a value and everything inside it, so any later mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** A `JSON.stringify` replacer writing NaN and ±∞ as null (JSON has no such numbers; `null` says "none" honestly). */
export function finiteOrNull(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}
