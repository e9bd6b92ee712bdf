// Searches for a generated instance's chain: from its final number, one unit at a time, the construction undone back
// to 0. Works on unit types and counts (not board positions), and meets the generator run forwards
// (`constructionTable`) as soon as what is left could be the start of a construction.
import { constructionTable } from './nullify-construction-table.js';
import {
  addRationals,
  exactSqrt,
  nearestPositiveRoot,
  type Rational,
  rationalHeight,
  rationalKey,
  rationalSign,
} from './nullify-rational.js';
import { combineSearchUnits, isGeneratorNumber, type SearchUnit, type UnitTypes } from './nullify-search-unit.js';

/** One event of a chain: a number of the given type becomes the running number, or is combined with it. */
export type ChainEvent = { readonly type: 'start' | 'apply'; readonly unit: number };

/** A chain, or why there is none: no construction chain exists, or the budget ran out. */
export type ChainSearchResult =
  | { readonly type: 'solved'; readonly events: readonly ChainEvent[]; readonly nodes: number }
  | { readonly type: 'unsolvable' | 'budget'; readonly nodes: number };

/** The operator the running number last went through, after which a fraction or correction may be added back. */
type Previous = 'floor' | 'square' | null;

export const isFraction = (value: Rational): boolean => value.num > 0n && value.num < value.den;

/**
 * True when adding `correction` to `squared` (= s², just squared) undoes a generator step that replaced a value c by
 * s, its nearest positive integer root, and added the number c − s².
 */
export function isCorrection(squared: Rational, correction: Rational): boolean {
  const root = exactSqrt(squared);
  if (root?.den !== 1n) return false;
  const value = addRationals(squared, correction);
  return rationalSign(value) !== 0 && nearestPositiveRoot(value) === root.num;
}

/** Rounds of growing effort: construction-table entries, and boards each starting number may visit. */
const rounds = [
  { table: 1_000, nodes: 2_000 },
  { table: 8_000, nodes: 20_000 },
  { table: 40_000, nodes: 200_000 },
  { table: 40_000, nodes: 1_000_000 },
] as const;

class BudgetExceeded extends Error {}

/**
 * A chain that undoes the construction within `stepsLeft` combinations. Only moves that can undo a generator step
 * are made: floor and ceil apply to a whole number of hundredths that is not an integer, square to a positive
 * number, a number other than an integer in [-10, 10] is only added right after its floor or ceil (a fractional
 * part) or its square (a correction, `isCorrection`). Moves are tried cancellations first, then those additions,
 * then by the size of the result (undoing a construction shrinks its numbers). Failed states are remembered; each
 * starting number gets a share of a growing budget in turn, with a growing construction table, up to `nodeLimit`.
 */
export function searchChain(units: UnitTypes, stepsLeft: number, nodeLimit: number): ChainSearchResult {
  const { types, available } = units;
  const total = available.reduce((sum, count) => sum + count, 0);
  const heightLimit =
    64 + 4 * Math.max(0, ...types.map((unit) => (unit.kind === 'number' ? rationalHeight(unit.value) : 0)));
  const failed = new Map<string, number>();
  let nodes = 0;
  let tryLimit = 0;
  let table = constructionTable(units, 1, heightLimit);
  let tableSize = 1;

  const remainingOf = (used: readonly number[]): number[] => available.map((count, type) => count - (used[type] ?? 0));
  const hasFloor = (remaining: readonly number[]): boolean =>
    types.some(
      (unit, type) =>
        (remaining[type] ?? 0) > 0 &&
        unit.kind === 'operator' &&
        (unit.unit.type === 'floor' || unit.unit.type === 'ceil'),
    );

  /** The chain events that play a construction prefix (types in construction order) backwards. */
  const undo = (value: Rational | null, prefix: readonly number[]): ChainEvent[] => {
    const events: ChainEvent[] = [];
    let running = value;
    for (const type of [...prefix].reverse()) {
      const unit = types[type] as SearchUnit;
      if (running === null) {
        events.push({ type: 'start', unit: type });
        running = unit.kind === 'number' ? unit.value : null;
        continue;
      }
      events.push({ type: 'apply', unit: type });
      const result = combineSearchUnits({ kind: 'number', value: running, key: '' }, unit);
      running = result === 'cancel' || result === null ? null : result;
    }
    return events;
  };

  const moves = (events: readonly ChainEvent[]): number => events.filter((event) => event.type === 'apply').length;

  /** The table's answer: a chain, null (no construction fits), or undefined (the table cannot tell). */
  const fromTable = (
    value: Rational | null,
    used: readonly number[],
    left: number,
  ): ChainEvent[] | null | undefined => {
    const remaining = remainingOf(used);
    if (hasFloor(remaining)) return undefined;
    if (value !== null) {
      if (left > table.completeUpTo) return undefined;
      const prefix = table.prefix(value, remaining);
      return prefix ? undo(value, prefix) : null;
    }
    if (left - 1 > table.completeUpTo) return undefined;
    for (const [type, unit] of types.entries()) {
      if (unit.kind !== 'number' || (remaining[type] ?? 0) === 0) continue;
      remaining[type] = (remaining[type] ?? 0) - 1;
      const prefix = table.prefix(unit.value, remaining);
      remaining[type] = (remaining[type] ?? 0) + 1;
      if (prefix) return [{ type: 'start', unit: type }, ...undo(unit.value, prefix)];
    }
    return null;
  };

  /** The starting numbers left, the most complex first (a construction's final number usually is). */
  const startsOf = (used: readonly number[]): number[] =>
    types
      .map((unit, type) => ({ unit, type }))
      .filter(({ unit, type }) => unit.kind === 'number' && (used[type] ?? 0) < (available[type] ?? 0))
      .sort((a, b) => heightOf(b.unit) - heightOf(a.unit))
      .map(({ type }) => type);

  const search = (value: Rational | null, used: number[], previous: Previous, steps: number): ChainEvent[] | null => {
    const left = total - used.reduce((sum, count) => sum + count, 0);
    if (left === 0) return value === null || value.num === 0n ? [] : null;
    if (steps === 0) return null;
    // Right after floor, ceil or square the fraction or correction still to add back is no construction step of its own.
    const answer = previous === null ? fromTable(value, used, left) : undefined;
    if (answer !== undefined) return answer && moves(answer) <= steps ? answer : null;
    if (value === null) {
      for (const type of startsOf(used)) {
        used[type] = (used[type] ?? 0) + 1;
        const rest = search((types[type] as SearchUnit & { kind: 'number' }).value, used, null, steps);
        used[type] = (used[type] ?? 0) - 1;
        if (rest) return [{ type: 'start', unit: type }, ...rest];
      }
      return null;
    }
    const key = `${previous}|${rationalKey(value)}|${used.join(',')}`;
    if ((failed.get(key) ?? -1) >= steps) return null;
    if (++nodes > tryLimit) throw new BudgetExceeded();
    const running: SearchUnit = { kind: 'number', value, key: '' };
    const options: { type: number; result: Rational | null; rank: number; after: Previous }[] = [];
    for (const [type, unit] of types.entries()) {
      if ((used[type] ?? 0) >= (available[type] ?? 0)) continue;
      let followUp = false;
      if (unit.kind === 'number' && previous !== null) {
        followUp = previous === 'square' ? isCorrection(value, unit.value) : isFraction(unit.value);
      }
      if (unit.kind === 'number' && !isGeneratorNumber(unit.value) && !followUp) continue;
      const result = combineSearchUnits(running, unit, true);
      if (result === null) continue;
      const operator = unit.kind === 'operator' ? unit.unit.type : null;
      options.push({
        type,
        result: result === 'cancel' ? null : result,
        rank: result === 'cancel' ? -2 : followUp ? -1 : rationalHeight(result),
        after: operator === 'floor' || operator === 'ceil' ? 'floor' : operator === 'square' ? 'square' : null,
      });
    }
    options.sort((a, b) => a.rank - b.rank);
    for (const option of options) {
      used[option.type] = (used[option.type] ?? 0) + 1;
      const rest = search(option.result, used, option.after, steps - 1);
      used[option.type] = (used[option.type] ?? 0) - 1;
      if (rest) return [{ type: 'apply', unit: option.type }, ...rest];
    }
    failed.set(key, steps);
    return null;
  };

  const none = available.map(() => 0);
  let pending = startsOf(none);
  for (const round of rounds) {
    if (round.table !== tableSize) table = constructionTable(units, round.table, heightLimit);
    tableSize = round.table;
    const start = fromTable(null, none, total);
    if (start && moves(start) <= stepsLeft) return { type: 'solved', events: start, nodes };
    if (start === null) return { type: 'unsolvable', nodes };
    for (const type of pending) {
      tryLimit = Math.min(nodeLimit, nodes + round.nodes);
      const used = [...none];
      used[type] = 1;
      try {
        const rest = search((types[type] as SearchUnit & { kind: 'number' }).value, used, null, stepsLeft);
        if (rest) return { type: 'solved', events: [{ type: 'start', unit: type }, ...rest], nodes };
        pending = pending.filter((other) => other !== type);
      } catch (error) {
        if (!(error instanceof BudgetExceeded)) throw error;
        if (nodes >= nodeLimit) return { type: 'budget', nodes };
      }
    }
    if (pending.length === 0) return { type: 'unsolvable', nodes };
  }
  return { type: 'budget', nodes };
}

const heightOf = (unit: SearchUnit): number => (unit.kind === 'number' ? rationalHeight(unit.value) : 0);
