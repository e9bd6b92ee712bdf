// Test helper: nullify states from hand-written unit expressions, so each test shows the units it plays with.
import { binaryExpr, fracExpr, intExpr, type NullifyExpr, unaryExpr } from './nullify-expr.js';
import type { NullifyState } from './nullify-state.js';

/** Short constructors for unit expressions: `neg(sqrt(int(9)))` is `-√9`. */
export const int = intExpr;
export const frac = fracExpr;
export const neg = (of: NullifyExpr): NullifyExpr => unaryExpr('neg', of);
export const sqrt = (of: NullifyExpr): NullifyExpr => unaryExpr('sqrt', of);
export const square = (of: NullifyExpr): NullifyExpr => unaryExpr('square', of);
export const recip = (of: NullifyExpr): NullifyExpr => unaryExpr('recip', of);
export const floor = (of: NullifyExpr): NullifyExpr => unaryExpr('floor', of);
export const ceil = (of: NullifyExpr): NullifyExpr => unaryExpr('ceil', of);
export const times = (left: NullifyExpr, right: NullifyExpr): NullifyExpr => binaryExpr('mul', left, right);
export const over = (left: NullifyExpr, right: NullifyExpr): NullifyExpr => binaryExpr('div', left, right);

/** Options a scenario may override; everything else takes the eval preset's values. */
export interface NullifyScenarioOptions {
  readonly maxSteps?: number;
  readonly strict?: boolean;
  readonly step?: number;
}

/** A state holding exactly `units`, in index order. */
export function nullifyScenario(units: readonly NullifyExpr[], options: NullifyScenarioOptions = {}): NullifyState {
  return {
    rules: {
      minConstruction: 5,
      maxConstruction: 10,
      maxSteps: options.maxSteps ?? 50,
      strict: options.strict ?? true,
    },
    units,
    construction: [],
    step: options.step ?? 0,
    score: 0,
    last: null,
    end: null,
  };
}
