// Finds nullify solutions: an exact cover by cancelling groups for boards of up to 18 units, else (or when that finds
// nothing) a depth-first search over the multiset of unit values with failed multisets memoised.
import { coverPlan } from './nullify-cover.js';
import { type Factored, factorValues, multiplyFactored } from './nullify-factor.js';
import { areOpposite, multiplySurds, type Surd } from './nullify-value.js';

/** A combination on the unit list as it is when it is played: indices `first` < `second`. */
export type NullifyPair = readonly [first: number, second: number];

/** Where the search stopped: a plan, a proof that none exists within the steps, or the node budget ran out. */
export type NullifySolution =
  | { readonly type: 'solved'; readonly plan: readonly NullifyPair[]; readonly nodes: number }
  | { readonly type: 'unsolvable'; readonly nodes: number }
  | { readonly type: 'budget'; readonly nodes: number };

/** Applies one combination to a value list the way the game does: cancel both, or the product at `first`. */
export function combineValues(values: readonly Surd[], first: number, second: number): Surd[] {
  const a = values[first] as Surd;
  const b = values[second] as Surd;
  const next = values.slice();
  if (areOpposite(a, b)) {
    next.splice(second, 1);
    next.splice(first, 1);
  } else {
    next[first] = multiplySurds(a, b);
    next.splice(second, 1);
  }
  return next;
}

class BudgetExceeded extends Error {}

/**
 * A plan that eliminates every value within `stepsLeft` combinations, or why there is none. First the exact cover
 * (`coverPlan`); its plan is replayed exactly before it is trusted. Otherwise a depth-first search tries
 * cancellations first, then merges whose product some other unit cancels, then the merges whose product has the
 * smallest numbers compared with its two factors (constructed instances undo into small numbers); a multiset with
 * no negative value is dead (every cancelling pair has one). The search gives up after `nodeLimit` visited multisets.
 */
export function solveNullify(values: readonly Surd[], stepsLeft: number, nodeLimit = 20_000): NullifySolution {
  const factors = factorValues(values);
  const covered = coverPlan(factors);
  if (covered && covered.length <= stepsLeft && clears(values, covered)) {
    return { type: 'solved', plan: covered, nodes: 0 };
  }
  return searchPlan(factors.values, factors.logs, stepsLeft, nodeLimit);
}

/** The depth-first search alone (no exact cover), for checks and for boards too large for the cover. */
export function searchNullify(values: readonly Surd[], stepsLeft: number, nodeLimit = 20_000): NullifySolution {
  const factors = factorValues(values);
  return searchPlan(factors.values, factors.logs, stepsLeft, nodeLimit);
}

/** True when playing `plan` on `values` removes every unit. */
export function clears(values: readonly Surd[], plan: readonly NullifyPair[]): boolean {
  let current: readonly Surd[] = values;
  for (const [first, second] of plan) {
    if (first < 0 || first >= second || second >= current.length) return false;
    current = combineValues(current, first, second);
  }
  return current.length === 0;
}

function searchPlan(
  start: readonly Factored[],
  logs: readonly number[],
  stepsLeft: number,
  nodeLimit: number,
): NullifySolution {
  const failed = new Map<string, number>();
  let nodes = 0;

  const search = (current: readonly Factored[], depth: number): NullifyPair[] | null => {
    const count = current.length;
    if (count === 0) return [];
    if (count === 1 || Math.ceil(count / 2) > depth || current.every((value) => value.sign > 0)) return null;
    const key = current
      .map((value) => value.key)
      .sort()
      .join(' ');
    if ((failed.get(key) ?? -1) >= depth) return null;
    if (++nodes > nodeLimit) throw new BudgetExceeded();
    for (const { first, second, product } of candidates(current, logs)) {
      const next = current.slice();
      if (product) {
        next[first] = product;
        next.splice(second, 1);
      } else {
        next.splice(second, 1);
        next.splice(first, 1);
      }
      const rest = search(next, depth - 1);
      if (rest) return [[first, second], ...rest];
    }
    failed.set(key, depth);
    return null;
  };

  try {
    const plan = search(start, stepsLeft);
    return plan ? { type: 'solved', plan, nodes } : { type: 'unsolvable', nodes };
  } catch (error) {
    if (error instanceof BudgetExceeded) return { type: 'budget', nodes };
    throw error;
  }
}

interface Candidate {
  readonly first: number;
  readonly second: number;
  /** The merged value, or null when the two cancel. */
  readonly product: Factored | null;
  readonly rank: number;
}

/** One combination per distinct pair of values, best first. */
function candidates(values: readonly Factored[], logs: readonly number[]): Candidate[] {
  const seen = new Set<string>();
  const list: Candidate[] = [];
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value.key, (counts.get(value.key) ?? 0) + 1);
  for (let first = 0; first < values.length; first++) {
    const a = values[first] as Factored;
    for (let second = first + 1; second < values.length; second++) {
      const b = values[second] as Factored;
      const pairKey = a.key < b.key ? `${a.key}|${b.key}` : `${b.key}|${a.key}`;
      if (seen.has(pairKey)) continue;
      seen.add(pairKey);
      if (a.opposite === b.key) {
        list.push({ first, second, product: null, rank: -1e9 });
        continue;
      }
      const product = multiplyFactored(a, b, logs);
      const partners =
        (counts.get(product.opposite) ?? 0) -
        (a.key === product.opposite ? 1 : 0) -
        (b.key === product.opposite ? 1 : 0);
      list.push({ first, second, product, rank: partners > 0 ? -1e8 : product.size - a.size - b.size });
    }
  }
  return list.sort((x, y) => x.rank - y.rank);
}
