// Nullify's unit expressions: plain-JSON trees of small integer literals and operators, evaluated exactly and
// printed in one fixed notation (the notation the rules text explains).
import {
  ceilSurd,
  divideSurds,
  floorSurd,
  multiplySurds,
  negateSurd,
  rationalParts,
  rationalSurd,
  reciprocalSurd,
  type Surd,
  sqrtSurd,
  squareSurd,
} from './nullify-value.js';

/** Unary operators a unit's expression may use. */
export type NullifyUnary = 'neg' | 'sqrt' | 'square' | 'recip' | 'floor' | 'ceil';
/** Binary operators: `mul` joins two units when they combine; `div` also appears inside generated expressions. */
export type NullifyBinary = 'mul' | 'div';

/** A unit's expression: literals are non-negative (signs come from `neg`). */
export type NullifyExpr =
  | { readonly type: 'int'; readonly value: number }
  | { readonly type: 'frac'; readonly num: number; readonly den: number }
  | { readonly type: NullifyUnary; readonly of: NullifyExpr }
  | { readonly type: NullifyBinary; readonly left: NullifyExpr; readonly right: NullifyExpr };

/** The literal integer `value` (≥ 0). */
export function intExpr(value: number): NullifyExpr {
  return { type: 'int', value };
}

/** The literal fraction `num/den` (both > 0, lowest terms). */
export function fracExpr(num: number, den: number): NullifyExpr {
  return { type: 'frac', num, den };
}

/** `type` applied to `of`. */
export function unaryExpr(type: NullifyUnary, of: NullifyExpr): NullifyExpr {
  return { type, of };
}

/** `left × right` or `left ÷ right`. */
export function binaryExpr(type: NullifyBinary, left: NullifyExpr, right: NullifyExpr): NullifyExpr {
  return { type, left, right };
}

/** The exact value of `expr`; throws on an operation outside the value set (√ of an irrational, ÷ 0). */
export function evaluateExpr(expr: NullifyExpr): Surd {
  switch (expr.type) {
    case 'int':
      return rationalSurd(expr.value);
    case 'frac':
      return rationalSurd(expr.num, expr.den);
    case 'neg':
      return negateSurd(evaluateExpr(expr.of));
    case 'sqrt':
      return sqrtSurd(evaluateExpr(expr.of));
    case 'square':
      return squareSurd(evaluateExpr(expr.of));
    case 'recip':
      return reciprocalSurd(evaluateExpr(expr.of));
    case 'floor':
      return floorSurd(evaluateExpr(expr.of));
    case 'ceil':
      return ceilSurd(evaluateExpr(expr.of));
    case 'mul':
      return multiplySurds(evaluateExpr(expr.left), evaluateExpr(expr.right));
    case 'div':
      return divideSurds(evaluateExpr(expr.left), evaluateExpr(expr.right));
  }
}

/**
 * The simplest expression for a value: `7`, `7/2`, `√6`, `√(3/4)`, with `-` in front of a negative one. Only values
 * whose square root stays a surd (`√` of a rational) are produced by nullify, so every value has such a form.
 */
export function literalExpr(value: Surd): NullifyExpr {
  const parts = rationalParts(value);
  let magnitude: NullifyExpr;
  if (parts) {
    const top = Number(parts[0] < 0n ? -parts[0] : parts[0]);
    magnitude = parts[1] === 1n ? intExpr(top) : fracExpr(top, Number(parts[1]));
  } else {
    const radicand = value.den === 1n ? intExpr(Number(value.num)) : fracExpr(Number(value.num), Number(value.den));
    magnitude = unaryExpr('sqrt', radicand);
  }
  return value.sign < 0 ? unaryExpr('neg', magnitude) : magnitude;
}

/** Kinds of operand printed without brackets, per context; everything else is bracketed. */
type Bare = 'int' | 'call' | 'root' | 'square';

function isBare(expr: NullifyExpr, bare: readonly Bare[]): boolean {
  switch (expr.type) {
    case 'int':
      return bare.includes('int');
    case 'floor':
    case 'ceil':
      return bare.includes('call');
    case 'sqrt':
      return bare.includes('root');
    case 'square':
      return bare.includes('square');
    default:
      return false;
  }
}

function operand(expr: NullifyExpr, bare: readonly Bare[]): string {
  const text = exprText(expr);
  return isBare(expr, bare) ? text : `(${text})`;
}

const factorBare: readonly Bare[] = ['int', 'call', 'root', 'square'];
const prefixBare: readonly Bare[] = ['int', 'call', 'root'];
const baseBare: readonly Bare[] = ['int', 'call'];
const radicandBare: readonly Bare[] = ['int'];

/**
 * The expression in nullify's notation: `7`, `7/2`, `-x`, `√x`, `x²`, `1/x`, `floor(x)`, `ceil(x)`, `x × y`, `x ÷ y`.
 * Operands are bracketed unless they are plain integers, `floor(…)`/`ceil(…)` or roots `√n`/`√(…)` (and, as factors,
 * squares), so the text reads the same under any precedence convention: `-√9`, `(√5)²`, `1/(7/2)`, `(-3) × floor(7/2) × 2`.
 */
export function exprText(expr: NullifyExpr): string {
  switch (expr.type) {
    case 'int':
      return String(expr.value);
    case 'frac':
      return `${expr.num}/${expr.den}`;
    case 'neg':
      return `-${operand(expr.of, prefixBare)}`;
    case 'sqrt':
      return `√${operand(expr.of, radicandBare)}`;
    case 'square':
      return `${operand(expr.of, baseBare)}²`;
    case 'recip':
      return `1/${operand(expr.of, prefixBare)}`;
    case 'floor':
      return `floor(${exprText(expr.of)})`;
    case 'ceil':
      return `ceil(${exprText(expr.of)})`;
    case 'mul':
      // × is associative, so a product of products prints as one chain: a × b × c.
      return [expr.left, expr.right]
        .map((factor) => (factor.type === 'mul' ? exprText(factor) : operand(factor, factorBare)))
        .join(' × ');
    case 'div':
      return `${operand(expr.left, factorBare)} ÷ ${operand(expr.right, factorBare)}`;
  }
}

/** Number of literals (integers and fractions) in `expr`. */
export function literalCount(expr: NullifyExpr): number {
  switch (expr.type) {
    case 'int':
    case 'frac':
      return 1;
    case 'mul':
    case 'div':
      return literalCount(expr.left) + literalCount(expr.right);
    default:
      return literalCount(expr.of);
  }
}

/** `expr` with its `index`-th literal (in printing order) replaced by `replacement`; never mutates `expr`. */
export function replaceLiteral(expr: NullifyExpr, index: number, replacement: NullifyExpr): NullifyExpr {
  switch (expr.type) {
    case 'int':
    case 'frac':
      return index === 0 ? replacement : expr;
    case 'mul':
    case 'div': {
      const leftCount = literalCount(expr.left);
      return index < leftCount
        ? { ...expr, left: replaceLiteral(expr.left, index, replacement) }
        : { ...expr, right: replaceLiteral(expr.right, index - leftCount, replacement) };
    }
    default:
      return { ...expr, of: replaceLiteral(expr.of, index, replacement) };
  }
}

/** The `index`-th literal of `expr` in printing order. */
export function literalAt(expr: NullifyExpr, index: number): NullifyExpr {
  switch (expr.type) {
    case 'int':
    case 'frac':
      return expr;
    case 'mul':
    case 'div': {
      const leftCount = literalCount(expr.left);
      return index < leftCount ? literalAt(expr.left, index) : literalAt(expr.right, index - leftCount);
    }
    default:
      return literalAt(expr.of, index);
  }
}
