// Units as the reference search sees them: exact rationals and operators with a key that identifies equal units,
// combined as the game combines them, with the checks that tell whether a move can be undoing a construction step.
import {
  addRationals,
  ceilRational,
  divideRationals,
  exactSqrt,
  floorRational,
  multiplyRationals,
  one,
  type Rational,
  rational,
  rationalKey,
  rationalSign,
} from './nullify-rational.js';
import { asRational } from './nullify-real.js';
import type { NullifyUnit } from './nullify-unit.js';

/** An operator unit. */
export type OperatorUnit = Exclude<NullifyUnit, { type: 'number' }>;

/** A unit for the search: an exact rational number or an operator; equal units have equal keys. */
export type SearchUnit =
  | { readonly kind: 'number'; readonly value: Rational; readonly key: string }
  | { readonly kind: 'operator'; readonly unit: OperatorUnit; readonly key: string };

export function searchNumber(value: Rational): SearchUnit {
  return { kind: 'number', value, key: rationalKey(value) };
}

/** The search's view of `unit`, or null for an irrational number (the search works on rationals only). */
export function searchUnit(unit: NullifyUnit): SearchUnit | null {
  if (unit.type === 'number') {
    const value = asRational(unit.value);
    return value ? searchNumber(value) : null;
  }
  const key = unit.type === 'times' || unit.type === 'divide' ? `${unit.type}${unit.by}` : unit.type;
  return { kind: 'operator', unit, key };
}

/** True when `value` is not an integer but a whole number of hundredths: what a construction's floor or ceil leaves. */
export function isHundredths(value: Rational): boolean {
  return value.den !== 1n && 100n % value.den === 0n;
}

/**
 * The operator applied to a rational, or null when it is not allowed or its result is irrational. With `undoing`,
 * also null where the operator cannot be undoing a construction step: floor and ceil undo steps that leave a whole
 * number of hundredths that is not an integer, square undoes steps that leave a positive number.
 */
export function applyRational(value: Rational, unit: OperatorUnit, undoing = false): Rational | null {
  if (undoing && (unit.type === 'floor' || unit.type === 'ceil') && !isHundredths(value)) return null;
  if (undoing && unit.type === 'square' && rationalSign(value) <= 0) return null;
  switch (unit.type) {
    case 'times':
      return multiplyRationals(value, rational(unit.by));
    case 'divide':
      return divideRationals(value, rational(unit.by));
    case 'sqrt':
      return exactSqrt(value);
    case 'square':
      return multiplyRationals(value, value);
    case 'reciprocal':
      return rationalSign(value) === 0 ? null : divideRationals(one, value);
    case 'floor':
      return floorRational(value);
    case 'ceil':
      return ceilRational(value);
  }
}

/** Combining two search units as the game does: 'cancel', the merged number, or null (not allowed, or irrational). */
export function combineSearchUnits(a: SearchUnit, b: SearchUnit, undoing = false): Rational | 'cancel' | null {
  if (a.kind === 'number' && b.kind === 'number') {
    const sum = addRationals(a.value, b.value);
    return rationalSign(sum) === 0 ? 'cancel' : sum;
  }
  if (a.kind === 'number' && b.kind === 'operator') return applyRational(a.value, b.unit, undoing);
  if (b.kind === 'number' && a.kind === 'operator') return applyRational(b.value, a.unit, undoing);
  return null;
}

/** A board's distinct units (`types`, by key) and how many of each it has (`available`). */
export interface UnitTypes {
  readonly types: readonly SearchUnit[];
  readonly available: readonly number[];
  readonly typeOf: ReadonlyMap<string, number>;
}

export function unitTypes(units: readonly SearchUnit[]): UnitTypes {
  const types: SearchUnit[] = [];
  const available: number[] = [];
  const typeOf = new Map<string, number>();
  for (const unit of units) {
    let type = typeOf.get(unit.key);
    if (type === undefined) {
      type = types.length;
      typeOf.set(unit.key, type);
      types.push(unit);
      available.push(0);
    }
    available[type] = (available[type] ?? 0) + 1;
  }
  return { types, available, typeOf };
}

/** An integer in [-10, 10]: a number the generator draws (its other numbers are fractional parts and corrections). */
export const isGeneratorNumber = (value: Rational): boolean =>
  value.den === 1n && value.num >= -10n && value.num <= 10n;
