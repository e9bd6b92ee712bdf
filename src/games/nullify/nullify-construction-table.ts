// The generator run forwards over a board's own units: every way an instance could have been built from 0 with some
// of them, so a search working backwards from the final number can stop as soon as what is left is such a start.
import {
  addRationals,
  divideRationals,
  exactSqrt,
  multiplyRationals,
  nearestPositiveRoot,
  one,
  type Rational,
  rational,
  rationalHeight,
  rationalKey,
  rationalSign,
  zero,
} from './nullify-rational.js';
import { isGeneratorNumber, type UnitTypes } from './nullify-search-unit.js';

/** One construction prefix: the value it reaches, the previous prefix, and the unit types its last step added. */
interface Prefix {
  readonly value: Rational;
  readonly counts: readonly number[];
  readonly parent: string | null;
  readonly added: readonly number[];
}

/** Construction prefixes of a board: which values its units can build from 0, and with which units. */
export interface ConstructionTable {
  /** Every prefix using at most this many units is in the table (values up to the height limit). */
  readonly completeUpTo: number;
  /** The unit types of one prefix that reaches `value` using exactly `counts` of each type, in construction order. */
  prefix(value: Rational, counts: readonly number[]): readonly number[] | null;
}

const keyOf = (value: Rational, counts: readonly number[]): string => `${rationalKey(value)}|${counts.join(',')}`;

/**
 * Every construction prefix of a board (`units`), level by level (units used), until the table would pass `limit`
 * entries. A step takes one unit (two for a square with its correction), as the generator does: integers in
 * [-10, 10] subtract; `*n` divides and `/n` multiplies (not from 0); `sqrt` squares a positive value; `reciprocal`
 * inverts; `square` takes an exact root, or the nearest positive integer root when the correction number is among
 * the units. Floor and ceil are left out (the value they leave was drawn at random), and so are values of more than
 * `heightLimit` bits.
 */
export function constructionTable(units: UnitTypes, limit: number, heightLimit: number): ConstructionTable {
  const { types, available, typeOf } = units;
  const prefixes = new Map<string, Prefix>();
  const none = available.map(() => 0);
  const startKey = keyOf(zero, none);
  prefixes.set(startKey, { value: zero, counts: none, parent: null, added: [] });
  const levels: string[][] = [[startKey]];

  /** The steps from `prefix`: the value each leaves and the types it adds, in the order they are added. */
  const stepsFrom = (prefix: Prefix): { value: Rational; added: number[] }[] => {
    const steps: { value: Rational; added: number[] }[] = [];
    const current = prefix.value;
    const sign = rationalSign(current);
    const left = (type: number): boolean => (prefix.counts[type] ?? 0) < (available[type] ?? 0);
    for (const [type, unit] of types.entries()) {
      if (!left(type)) continue;
      if (unit.kind === 'number') {
        if (isGeneratorNumber(unit.value)) {
          steps.push({ value: addRationals(current, { num: -unit.value.num, den: unit.value.den }), added: [type] });
        }
        continue;
      }
      if (sign === 0) continue;
      const operator = unit.unit;
      if (operator.type === 'times') {
        steps.push({ value: divideRationals(current, rational(operator.by)), added: [type] });
      } else if (operator.type === 'divide') {
        steps.push({ value: multiplyRationals(current, rational(operator.by)), added: [type] });
      } else if (operator.type === 'sqrt' && sign > 0) {
        steps.push({ value: multiplyRationals(current, current), added: [type] });
      } else if (operator.type === 'reciprocal') {
        steps.push({ value: divideRationals(one, current), added: [type] });
      } else if (operator.type === 'square') {
        const root = sign > 0 ? exactSqrt(current) : null;
        if (root) steps.push({ value: root, added: [type] });
        else {
          const nearest = nearestPositiveRoot(current);
          const fix = typeOf.get(rationalKey(addRationals(current, rational(-(nearest * nearest)))));
          if (fix !== undefined && left(fix)) steps.push({ value: rational(nearest), added: [fix, type] });
        }
      }
    }
    return steps;
  };

  const total = available.reduce((sum, count) => sum + count, 0);
  let completeUpTo = total;
  expand: for (let level = 0; level < total; level++) {
    for (const key of levels[level] ?? []) {
      const prefix = prefixes.get(key) as Prefix;
      for (const step of stepsFrom(prefix)) {
        if (rationalHeight(step.value) > heightLimit) continue;
        const counts = [...prefix.counts];
        for (const type of step.added) counts[type] = (counts[type] ?? 0) + 1;
        const next = keyOf(step.value, counts);
        if (prefixes.has(next)) continue;
        if (prefixes.size >= limit) {
          completeUpTo = level;
          break expand;
        }
        prefixes.set(next, { value: step.value, counts, parent: key, added: step.added });
        const target = level + step.added.length;
        levels[target] ??= [];
        levels[target].push(next);
      }
    }
    levels[level] = [];
  }

  return {
    completeUpTo,
    prefix(value, counts) {
      let found = prefixes.get(keyOf(value, counts));
      if (!found) return null;
      const added: number[] = [];
      while (found.parent !== null) {
        added.unshift(...found.added);
        found = prefixes.get(found.parent) as Prefix;
      }
      return added;
    },
  };
}
