// Nullify's plain-JSON state and actions, and the legality of a combination shared by the rules and the agents.
import { combineUnits, type NullifyCombination, type NullifyUnit } from './nullify-unit.js';

/** One step of building an instance (see `generateNullifyUnits`): which kind of unit it added. */
export type NullifyConstructionStep =
  | 'number'
  | 'times'
  | 'divide'
  | 'sqrt'
  | 'square'
  | 'reciprocal'
  | 'floor'
  | 'ceil';

/** Combine units `first` < `second` (zero-based indices; the order they are written in does not matter). */
export type NullifyCombine = { readonly type: 'combine'; readonly first: number; readonly second: number };

/** A combination, stop (`END`), or the no-op an invalid answer is played as, which only uses up a step. */
export type NullifyAction = NullifyCombine | { readonly type: 'end' } | { readonly type: 'none' };

/** What the last action did. */
export type NullifyLast =
  | {
      readonly result: 'cancelled' | 'merged';
      readonly action: NullifyCombine;
      readonly units: readonly [NullifyUnit, NullifyUnit];
    }
  | { readonly result: 'ended'; readonly action: { readonly type: 'end' } }
  | { readonly result: 'nothing'; readonly action: { readonly type: 'none' } };

/**
 * Why the episode ended: no unit left (or a lone 0), units left that no legal combination can reduce (a lone unit,
 * say), the step limit, or `END`.
 */
export type NullifyEnd = 'cleared' | 'stuck' | 'max-steps' | 'agent-ended';

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface NullifyRules {
  readonly minConstruction: number;
  readonly maxConstruction: number;
  readonly maxSteps: number;
}

/** The whole game; nothing is hidden and nothing is left to chance after setup. */
export interface NullifyState {
  readonly rules: NullifyRules;
  /** The units in index order; index `k` is `units[k]`. */
  readonly units: readonly NullifyUnit[];
  /** The construction steps that built the instance, in order. */
  readonly construction: readonly NullifyConstructionStep[];
  /** Actions taken so far (`END` and no-ops included). */
  readonly step: number;
  /** 1 once every unit is eliminated, else 0. */
  readonly score: number;
  readonly last: NullifyLast | null;
  readonly end: NullifyEnd | null;
}

/** Nullify hides nothing: the observation is the state. */
export type NullifyObservation = NullifyState;

/** Every unordered pair of unit indices `[first, second]`, first < second, in lexicographic order. */
export function unitPairs(count: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let first = 0; first < count; first++) {
    for (let second = first + 1; second < count; second++) pairs.push([first, second]);
  }
  return pairs;
}

/** Every pair of units whose combination is allowed, with what it does, in lexicographic order. */
export function legalCombinations(
  units: readonly NullifyUnit[],
): { readonly first: number; readonly second: number; readonly combination: NullifyCombination }[] {
  return unitPairs(units.length).flatMap(([first, second]) => {
    const combination = combineUnits(units[first] as NullifyUnit, units[second] as NullifyUnit);
    return combination.type === 'illegal' ? [] : [{ first, second, combination }];
  });
}

/** The units after combining `first` and `second`: both removed, a merged number appended at the end. */
export function unitsAfter(
  units: readonly NullifyUnit[],
  first: number,
  second: number,
  combination: NullifyCombination,
): NullifyUnit[] {
  const rest = units.filter((_, index) => index !== first && index !== second);
  return combination.type === 'merge' ? [...rest, { type: 'number', value: combination.value }] : rest;
}

/** True when the units count as eliminated: none left, or a single number 0. */
export function isCleared(units: readonly NullifyUnit[]): boolean {
  const [only] = units;
  return units.length === 0 || (units.length === 1 && only?.type === 'number' && only.value === '0');
}
