// Builds nullify instances backwards from a cancelling pair, so every instance has a known solution: splits and new
// pairs change which units exist, rewrites only change how a unit is written.
import type { Rng } from '../../core/rng.js';
import {
  binaryExpr,
  evaluateExpr,
  fracExpr,
  intExpr,
  literalAt,
  literalCount,
  literalExpr,
  type NullifyExpr,
  replaceLiteral,
  unaryExpr,
} from './nullify-expr.js';
import type { NullifyConstruction } from './nullify-state.js';
import {
  areOpposite,
  divideSurds,
  negateSurd,
  rationalParts,
  rationalSurd,
  type Surd,
  sqrtSurd,
  surdsEqual,
} from './nullify-value.js';

/** A generated instance: the units in index order and the construction steps applied, in order. */
export interface NullifyInstance {
  readonly units: readonly NullifyExpr[];
  readonly construction: readonly NullifyConstruction[];
}

/** Magnitudes a split factor or a new pair may take: small integers, square roots and simple fractions. */
const factorMagnitudes: readonly Surd[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => rationalSurd(n)),
  ...[2, 3, 5, 6, 7].map((n) => sqrtSurd(rationalSurd(n))),
  ...[
    [1, 2],
    [1, 3],
    [2, 3],
    [3, 2],
    [3, 4],
    [4, 3],
    [5, 2],
    [2, 5],
  ].map(([p, q]) => rationalSurd(p as number, q as number)),
];

/** Magnitudes of the starting pair. */
const pairMagnitudes: readonly Surd[] = [...[10, 11, 12].map((n) => rationalSurd(n)), ...factorMagnitudes];

const splitAttempts = 40;

/**
 * `steps` construction steps from one cancelling pair `a, -a`. Each step is drawn as a split (1/2), a rewrite (1/3)
 * or a new pair (1/6); splits and new pairs are applied first, in the order drawn, then the rewrites, then the units
 * are shuffled. A split replaces a unit of value v by units u and v/u (u a random small factor; never u = -v/u, so
 * the two merge back instead of cancelling); a new pair adds units b and -b; a rewrite writes one literal of a unit
 * differently with the same value (√, square, reciprocal, floor, ceiling or ÷). Undoing the splits in reverse order
 * and cancelling the pairs solves the instance in (splits + pairs + 1) actions.
 */
export function generateNullifyUnits(steps: number, rng: Rng): NullifyInstance {
  const drawn: NullifyConstruction[] = [];
  for (let index = 0; index < steps; index++) {
    const roll = rng.int(0, 5);
    drawn.push(roll < 3 ? 'split' : roll < 5 ? 'rewrite' : 'pair');
  }
  const start = signed(rng.pick(pairMagnitudes), rng);
  const values: Surd[] = [start, negateSurd(start)];
  const construction: NullifyConstruction[] = [];
  let rewrites = 0;
  for (const kind of drawn) {
    if (kind === 'rewrite' || (kind === 'split' && !split(values, rng))) {
      rewrites++;
      continue;
    }
    if (kind === 'pair') {
      const value = signed(rng.pick(factorMagnitudes), rng);
      values.splice(rng.int(0, values.length), 0, value);
      values.splice(rng.int(0, values.length), 0, negateSurd(value));
    }
    construction.push(kind);
  }
  const units = values.map(literalExpr);
  for (let index = 0; index < rewrites; index++) {
    const at = rng.int(0, units.length - 1);
    const unit = units[at] as NullifyExpr;
    const literal = rng.int(0, literalCount(unit) - 1);
    const rewritten = replaceLiteral(unit, literal, rewriteLiteral(literalAt(unit, literal), rng));
    if (!surdsEqual(evaluateExpr(rewritten), evaluateExpr(unit))) {
      throw new Error(`nullify: a rewrite changed a unit's value (${JSON.stringify(unit)})`);
    }
    units[at] = rewritten;
    construction.push('rewrite');
  }
  return { units: rng.shuffle(units), construction };
}

function signed(magnitude: Surd, rng: Rng): Surd {
  return rng.chance(0.5) ? negateSurd(magnitude) : magnitude;
}

/** Splits a random unit in place into u and v/u; false when no factor kept the numbers small. */
function split(values: Surd[], rng: Rng): boolean {
  const at = rng.int(0, values.length - 1);
  const value = values[at] as Surd;
  for (let attempt = 0; attempt < splitAttempts; attempt++) {
    const factor = signed(rng.pick(factorMagnitudes), rng);
    const rest = divideSurds(value, factor);
    if (!isSmall(rest) || areOpposite(factor, rest)) continue;
    values[at] = factor;
    values.splice(rng.int(0, values.length), 0, rest);
    return true;
  }
  return false;
}

/** True when the value's literal form uses small numbers: p/q with |p|, q ≤ 99, or √(n/d) with n ≤ 300, d ≤ 100. */
function isSmall(value: Surd): boolean {
  const parts = rationalParts(value);
  if (parts) return parts[0] <= 99n && parts[0] >= -99n && parts[1] <= 99n;
  return value.num <= 300n && value.den <= 100n;
}

function coprimeResidue(modulus: number, rng: Rng): number {
  const residues = Array.from({ length: modulus - 1 }, (_, index) => index + 1).filter((r) => gcd(r, modulus) === 1);
  return rng.pick(residues);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function perfectRoot(n: number): number | null {
  const root = Math.round(Math.sqrt(n));
  return root * root === n ? root : null;
}

/** The same value as the literal `literal`, written with one more operator. */
function rewriteLiteral(literal: NullifyExpr, rng: Rng): NullifyExpr {
  const options: (() => NullifyExpr)[] = [];
  if (literal.type === 'int') {
    const n = literal.value;
    if (n <= 31) options.push(() => unaryExpr('sqrt', intExpr(n * n)));
    const root = perfectRoot(n);
    if (root !== null && root >= 2) options.push(() => unaryExpr('square', intExpr(root)));
    else if (n >= 2) options.push(() => unaryExpr('square', unaryExpr('sqrt', intExpr(n))));
    if (n >= 2) options.push(() => unaryExpr('recip', fracExpr(1, n)));
    options.push(() => {
      const k = rng.int(2, 4);
      return unaryExpr('floor', fracExpr(k * n + coprimeResidue(k, rng), k));
    });
    if (n >= 1) {
      options.push(() => {
        const k = rng.int(2, 4);
        return unaryExpr('ceil', fracExpr(k * n - coprimeResidue(k, rng), k));
      });
    }
    options.push(() => {
      const k = rng.int(2, 5);
      return binaryExpr('div', intExpr(n * k), intExpr(k));
    });
  } else if (literal.type === 'frac') {
    const { num, den } = literal;
    if (num > 1) options.push(() => unaryExpr('recip', fracExpr(den, num)));
    if (num <= 15 && den <= 15) options.push(() => unaryExpr('sqrt', fracExpr(num * num, den * den)));
    options.push(() => binaryExpr('div', intExpr(num), intExpr(den)));
    const top = perfectRoot(num);
    const bottom = perfectRoot(den);
    options.push(() =>
      top !== null && bottom !== null
        ? unaryExpr('square', fracExpr(top, bottom))
        : unaryExpr('square', unaryExpr('sqrt', fracExpr(num, den))),
    );
  } else {
    throw new Error(`nullify: ${literal.type} is not a literal`);
  }
  return (rng.pick(options) as () => NullifyExpr)();
}
