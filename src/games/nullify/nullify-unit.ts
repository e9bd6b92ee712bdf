// Nullify's units and what combining two of them does, as KORGym's nullify plays them: numbers add, an operator unit
// is applied to a number, two numbers that sum to 0 vanish, two operators do not combine.

import { rational } from './nullify-rational.js';
import {
  addReals,
  type NullifyReal,
  realOf,
  realText,
  reciprocalReal,
  scaleReal,
  sqrtReal,
  squareReal,
} from './nullify-real.js';
import { realApproximation, realCeil, realFloor, realSign } from './nullify-real-sign.js';

/** Operator units that take no number of their own. */
export type NullifyOperator = 'sqrt' | 'square' | 'reciprocal' | 'floor' | 'ceil';
export const nullifyOperators: readonly NullifyOperator[] = ['floor', 'ceil', 'sqrt', 'square', 'reciprocal'];

/** A unit: a signed number, `*n` / `/n` (n a non-zero integer), or an operator. */
export type NullifyUnit =
  | { readonly type: 'number'; readonly value: NullifyReal }
  | { readonly type: 'times' | 'divide'; readonly by: number }
  | { readonly type: NullifyOperator };

/** What combining two units does: both vanish, they become one number, or the combination is not allowed. */
export type NullifyCombination =
  | { readonly type: 'cancel' }
  | { readonly type: 'merge'; readonly value: NullifyReal }
  | { readonly type: 'illegal'; readonly reason: string };

export const numberUnit = (value: NullifyReal): NullifyUnit => ({ type: 'number', value });

/** `operator` applied to the number `value`, or why it cannot be. */
export function applyOperator(
  value: NullifyReal,
  operator: Exclude<NullifyUnit, { type: 'number' }>,
): NullifyCombination {
  switch (operator.type) {
    case 'times':
      return { type: 'merge', value: scaleReal(value, rational(operator.by)) };
    case 'divide':
      return { type: 'merge', value: scaleReal(value, rational(1, operator.by)) };
    case 'sqrt':
      return realSign(value) < 0
        ? { type: 'illegal', reason: 'sqrt needs a number that is not negative' }
        : { type: 'merge', value: sqrtReal(value) };
    case 'square':
      return { type: 'merge', value: squareReal(value) };
    case 'reciprocal':
      return realSign(value) === 0
        ? { type: 'illegal', reason: '0 has no reciprocal' }
        : { type: 'merge', value: reciprocalReal(value) };
    case 'floor':
      return { type: 'merge', value: realOf(realFloor(value)) };
    case 'ceil':
      return { type: 'merge', value: realOf(realCeil(value)) };
  }
}

/** Combining `a` with `b` (the order does not matter). */
export function combineUnits(a: NullifyUnit, b: NullifyUnit): NullifyCombination {
  if (a.type === 'number' && b.type === 'number') {
    const sum = addReals(a.value, b.value);
    return realSign(sum) === 0 ? { type: 'cancel' } : { type: 'merge', value: sum };
  }
  if (a.type === 'number' && b.type !== 'number') return applyOperator(a.value, b);
  if (b.type === 'number' && a.type !== 'number') return applyOperator(b.value, a);
  return { type: 'illegal', reason: 'both are operators, and an operator applies only to a number' };
}

/** A number as units show it: `+7`, `-7/3`, `+3.47`, `0`, or an exact expression with its approximate value. */
export function numberText(value: NullifyReal): string {
  if (typeof value === 'string') {
    const text = realText(value);
    return text.startsWith('-') || text === '0' ? text : `+${text}`;
  }
  const approximation = Number(realApproximation(value).toPrecision(7));
  return `${realText(value)} (≈ ${approximation > 0 ? '+' : ''}${approximation})`;
}

/** A unit in KORGym's notation: numbers signed, `*n`, `/n`, `sqrt`, `square`, `reciprocal`, `floor`, `ceil`. */
export function unitText(unit: NullifyUnit): string {
  switch (unit.type) {
    case 'number':
      return numberText(unit.value);
    case 'times':
      return `*${unit.by}`;
    case 'divide':
      return `/${unit.by}`;
    default:
      return unit.type;
  }
}
