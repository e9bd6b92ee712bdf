// Finds nullify solutions: the construction chain of a generated instance (`searchChain`), played out on the board's
// positions; for boards no generator built, a plain depth-first search over every legal combination.
import { type ChainEvent, searchChain } from './nullify-chain-search.js';
import { rationalHeight } from './nullify-rational.js';
import { combineSearchUnits, type SearchUnit, searchNumber, searchUnit, unitTypes } from './nullify-search-unit.js';
import type { NullifyUnit } from './nullify-unit.js';

/** A combination on the unit list as it is when it is played: indices `first` < `second`. */
export type NullifyPair = readonly [first: number, second: number];

/** Where the search stopped: a plan, a proof that none exists within the steps, or the budget ran out. */
export type NullifySolution =
  | { readonly type: 'solved'; readonly plan: readonly NullifyPair[]; readonly nodes: number }
  | { readonly type: 'unsolvable'; readonly nodes: number }
  | { readonly type: 'budget'; readonly nodes: number }
  /** The board holds an irrational number; the search works on rationals only. */
  | { readonly type: 'unsupported'; readonly nodes: number };

const pairOf = (a: number, b: number): NullifyPair => (a < b ? [a, b] : [b, a]);

const isCleared = (units: readonly SearchUnit[]): boolean =>
  units.length === 0 || (units.length === 1 && units[0]?.kind === 'number' && units[0].value.num === 0n);

/** The board after combining `first` and `second` as the game does, or null when they do not combine. */
function play(units: readonly SearchUnit[], first: number, second: number): SearchUnit[] | null {
  const result = combineSearchUnits(units[first] as SearchUnit, units[second] as SearchUnit);
  if (result === null) return null;
  const rest = units.filter((_, index) => index !== first && index !== second);
  return result === 'cancel' ? rest : [...rest, searchNumber(result)];
}

/** The combinations that play `events` on the board `start`, or null if they do not clear it. */
function playChain(start: readonly SearchUnit[], types: readonly SearchUnit[], events: readonly ChainEvent[]) {
  let units = start;
  let running: number | null = null;
  const plan: NullifyPair[] = [];
  for (const event of events) {
    const key = (types[event.unit] as SearchUnit).key;
    const index = units.findIndex((unit, at) => at !== running && unit.key === key);
    if (index < 0) return null;
    if (event.type === 'start' || running === null) {
      running = index;
      continue;
    }
    const next = play(units, running, index);
    if (!next) return null;
    plan.push(pairOf(running, index));
    running = next.length < units.length - 1 ? null : next.length - 1;
    units = next;
  }
  return isCleared(units) ? plan : null;
}

class BudgetExceeded extends Error {}

/** Depth-first search over every legal combination, smallest results first, failed multisets remembered. */
function searchAny(start: readonly SearchUnit[], stepsLeft: number, nodeLimit: number): NullifySolution {
  const failed = new Map<string, number>();
  let nodes = 0;
  const search = (units: readonly SearchUnit[], steps: number): NullifyPair[] | null => {
    if (isCleared(units)) return [];
    if (steps === 0) return null;
    const key = units
      .map((unit) => unit.key)
      .sort()
      .join(' ');
    if ((failed.get(key) ?? -1) >= steps) return null;
    if (++nodes > nodeLimit) throw new BudgetExceeded();
    const options: { pair: NullifyPair; next: SearchUnit[]; size: number }[] = [];
    for (let first = 0; first < units.length; first++) {
      for (let second = first + 1; second < units.length; second++) {
        const next = play(units, first, second);
        if (!next) continue;
        const made = next.length === units.length - 1 ? (next.at(-1) as SearchUnit) : null;
        const size = made?.kind === 'number' ? rationalHeight(made.value) : -1;
        options.push({ pair: [first, second], next, size });
      }
    }
    options.sort((a, b) => a.size - b.size);
    for (const option of options) {
      const rest = search(option.next, steps - 1);
      if (rest) return [option.pair, ...rest];
    }
    failed.set(key, steps);
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

/**
 * A plan that eliminates every unit within `stepsLeft` combinations, or why there is none: first the construction
 * chain (`searchChain`), then, for boards that are not a construction, any combinations (`searchAny`); both
 * together visit at most `nodeLimit` states.
 */
export function solveNullify(units: readonly NullifyUnit[], stepsLeft: number, nodeLimit = 1_500_000): NullifySolution {
  const start: SearchUnit[] = [];
  for (const unit of units) {
    const converted = searchUnit(unit);
    if (!converted) return { type: 'unsupported', nodes: 0 };
    start.push(converted);
  }
  const types = unitTypes(start);
  const chain = searchChain(types, stepsLeft, nodeLimit);
  if (chain.type === 'solved') {
    const plan = playChain(start, types.types, chain.events);
    if (plan) return { type: 'solved', plan, nodes: chain.nodes };
  }
  const any = searchAny(start, stepsLeft, Math.max(0, nodeLimit - chain.nodes));
  return { ...any, nodes: chain.nodes + any.nodes };
}
