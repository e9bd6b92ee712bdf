// Exact unit values as plain JSON: a rational (a string such as "-7/3"), or, once a player takes the square root of a
// number that is not a rational square, an expression tree; rational parts are folded so rational play stays rational.
import {
  addRationals,
  divideRationals,
  exactSqrt,
  multiplyRationals,
  one,
  parseRational,
  type Rational,
  rationalKey,
  rationalSign,
  rationalText,
} from './nullify-rational.js';

/**
 * An exact real number. A string is a rational in `rationalKey` form; the other forms are irrational (or, after
 * sums of irrationals, possibly rational in disguise: `realSign` still decides them exactly).
 */
export type NullifyReal =
  | string
  /** Two or more terms: irrational terms first, then at most one rational constant. */
  | { readonly type: 'sum'; readonly terms: readonly NullifyReal[] }
  /** `of × by`, `by` a rational other than 0 and 1. */
  | { readonly type: 'scaled'; readonly of: NullifyReal; readonly by: string }
  /** `√of`, of ≥ 0. */
  | { readonly type: 'sqrt'; readonly of: NullifyReal }
  | { readonly type: 'square'; readonly of: NullifyReal }
  /** `1/of`, of ≠ 0. */
  | { readonly type: 'reciprocal'; readonly of: NullifyReal };

/** The rational value of `value`, or null for an expression. */
export function asRational(value: NullifyReal): Rational | null {
  return typeof value === 'string' ? parseRational(value) : null;
}

export const realOf = (value: Rational): NullifyReal => rationalKey(value);

/** The terms of a sum, or the value itself as one term. */
function termsOf(value: NullifyReal): readonly NullifyReal[] {
  return typeof value !== 'string' && value.type === 'sum' ? value.terms : [value];
}

/** `a + b`, with the rational parts collected into one trailing constant. */
export function addReals(a: NullifyReal, b: NullifyReal): NullifyReal {
  let constant: Rational = { num: 0n, den: 1n };
  const irrational: NullifyReal[] = [];
  for (const term of [...termsOf(a), ...termsOf(b)]) {
    if (typeof term === 'string') constant = addRationals(constant, parseRational(term));
    else irrational.push(term);
  }
  if (irrational.length === 0) return rationalKey(constant);
  const terms = rationalSign(constant) === 0 ? irrational : [...irrational, rationalKey(constant)];
  return terms.length === 1 ? (terms[0] as NullifyReal) : { type: 'sum', terms };
}

/** `a × factor` for a rational factor ≠ 0. */
export function scaleReal(a: NullifyReal, factor: Rational): NullifyReal {
  if (typeof a === 'string') return rationalKey(multiplyRationals(parseRational(a), factor));
  const [of, by] = a.type === 'scaled' ? [a.of, multiplyRationals(parseRational(a.by), factor)] : [a, factor];
  return by.num === by.den ? of : { type: 'scaled', of, by: rationalKey(by) };
}

/** `√a` for a ≥ 0 (the caller checks the sign): exact when `a` is the square of a rational. */
export function sqrtReal(a: NullifyReal): NullifyReal {
  if (typeof a === 'string') {
    const root = exactSqrt(parseRational(a));
    if (root) return rationalKey(root);
  }
  return { type: 'sqrt', of: a };
}

/** `a²`; the square of `√x` is `x`. */
export function squareReal(a: NullifyReal): NullifyReal {
  if (typeof a === 'string') {
    const value = parseRational(a);
    return rationalKey(multiplyRationals(value, value));
  }
  return a.type === 'sqrt' ? a.of : { type: 'square', of: a };
}

/** `1/a` for a ≠ 0 (the caller checks); the reciprocal of `1/x` is `x`. */
export function reciprocalReal(a: NullifyReal): NullifyReal {
  if (typeof a === 'string') return rationalKey(divideRationals(one, parseRational(a)));
  return a.type === 'reciprocal' ? a.of : { type: 'reciprocal', of: a };
}

/** True for forms written without brackets as an operand: a non-negative rational, `sqrt(…)` or `1/(…)`. */
function isAtomic(value: NullifyReal): boolean {
  if (typeof value === 'string') return !value.startsWith('-') && !value.includes('/');
  return value.type === 'sqrt' || value.type === 'square';
}

const bracketed = (value: NullifyReal): string => (isAtomic(value) ? realText(value) : `(${realText(value)})`);

/** A term of a sum without its sign, and whether it is subtracted. */
function signedTerm(term: NullifyReal): { readonly minus: boolean; readonly text: string } {
  if (typeof term === 'string') {
    const minus = term.startsWith('-');
    return { minus, text: rationalText(parseRational(minus ? term.slice(1) : term)) };
  }
  if (term.type === 'scaled' && term.by.startsWith('-')) {
    const positive = scaleReal(term.of, parseRational(term.by.slice(1)));
    return { minus: true, text: realText(positive) };
  }
  return { minus: false, text: realText(term) };
}

/**
 * The exact value in one fixed notation: rationals as `rationalText` writes them, `sqrt(x)`, `(x)^2`, `1/(x)`,
 * `x * 2/3`, sums with `+` and `-`.
 */
export function realText(value: NullifyReal): string {
  if (typeof value === 'string') return rationalText(parseRational(value));
  switch (value.type) {
    case 'sum':
      return value.terms
        .map((term, index) => {
          const { minus, text } = signedTerm(term);
          return index === 0 ? `${minus ? '-' : ''}${text}` : `${minus ? ' - ' : ' + '}${text}`;
        })
        .join('');
    case 'scaled': {
      const by = parseRational(value.by);
      const minus = rationalSign(by) < 0;
      const size = minus ? multiplyRationals(by, { num: -1n, den: 1n }) : by;
      const body = size.num === size.den ? bracketed(value.of) : `${bracketed(value.of)} * ${rationalText(size)}`;
      return minus ? `-${body}` : body;
    }
    case 'sqrt':
      return `sqrt(${realText(value.of)})`;
    case 'square':
      return `${bracketed(value.of)}^2`;
    case 'reciprocal':
      return `1/${bracketed(value.of)}`;
  }
}
