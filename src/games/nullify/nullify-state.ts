// Nullify's plain-JSON state, actions and the value helpers shared by the rules, the text codec and the agents.
import { evaluateExpr, type NullifyExpr } from './nullify-expr.js';
import { areOpposite, type Surd } from './nullify-value.js';

/** One step of building an instance: see `generateNullifyUnits`. */
export type NullifyConstruction = 'split' | 'rewrite' | 'pair';

/** Combine units `first` < `second` (zero-based indices; the order they are written in does not matter), or stop. */
export type NullifyAction =
  | { readonly type: 'combine'; readonly first: number; readonly second: number }
  | { readonly type: 'end' };

/** What the last action did. */
export type NullifyResult = 'cancelled' | 'merged' | 'ended';
/** Why the episode ended: every unit gone, one unit left (it can never cancel), step limit, or `END`. */
export type NullifyEnd = 'cleared' | 'stuck' | 'max-steps' | 'agent-ended';

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface NullifyRules {
  readonly minConstruction: number;
  readonly maxConstruction: number;
  readonly maxSteps: number;
  /** True: an invalid answer ends the episode (evaluation); false: it is re-asked (exploration). */
  readonly strict: boolean;
}

/** The whole game; nothing is hidden and nothing is left to chance after setup. */
export interface NullifyState {
  readonly rules: NullifyRules;
  /** The units in index order; index `k` is `units[k]`. */
  readonly units: readonly NullifyExpr[];
  /** The construction steps that built the instance, in order. */
  readonly construction: readonly NullifyConstruction[];
  /** Actions taken so far (`END` included). */
  readonly step: number;
  /** 1 once every unit is eliminated, else 0. */
  readonly score: number;
  readonly last: { readonly action: NullifyAction; readonly result: NullifyResult } | null;
  readonly end: NullifyEnd | null;
}

/** Nullify hides nothing: the observation is the state. */
export type NullifyObservation = NullifyState;

/** Exact values of the units, in index order. */
export function unitValues(units: readonly NullifyExpr[]): Surd[] {
  return units.map(evaluateExpr);
}

/** Every unordered pair of unit indices `[first, second]`, first < second, in lexicographic order. */
export function unitPairs(count: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let first = 0; first < count; first++) {
    for (let second = first + 1; second < count; second++) pairs.push([first, second]);
  }
  return pairs;
}

/** The first pair (lexicographic) whose values cancel, or null. */
export function firstCancellingPair(values: readonly Surd[]): [number, number] | null {
  for (const [first, second] of unitPairs(values.length)) {
    if (areOpposite(values[first] as Surd, values[second] as Surd)) return [first, second];
  }
  return null;
}
