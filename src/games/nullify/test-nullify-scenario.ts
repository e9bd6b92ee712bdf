// Test helper: nullify states from hand-written units, so each test shows the units it plays with.
import type { NullifyState } from './nullify-state.js';
import type { NullifyOperator, NullifyUnit } from './nullify-unit.js';

/** A number unit from its exact form: `num('7')`, `num('-7/3')`. */
export const num = (value: string): NullifyUnit => ({ type: 'number', value });
export const times = (by: number): NullifyUnit => ({ type: 'times', by });
export const divide = (by: number): NullifyUnit => ({ type: 'divide', by });
export const op = (type: NullifyOperator): NullifyUnit => ({ type });

/** Options a scenario may override; everything else takes the eval preset's values. */
export interface NullifyScenarioOptions {
  readonly maxSteps?: number;
  readonly step?: number;
}

/** A state holding exactly `units`, in index order. */
export function nullifyScenario(units: readonly NullifyUnit[], options: NullifyScenarioOptions = {}): NullifyState {
  return {
    rules: { minConstruction: 5, maxConstruction: 10, maxSteps: options.maxSteps ?? 50 },
    units,
    construction: [],
    step: options.step ?? 0,
    score: 0,
    last: null,
    end: null,
  };
}
