// The baseline nullify player: cancel when a pair cancels now, else set up a cancellation, else merge the smallest.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type NullifyAction, type NullifyObservation, unitPairs, unitValues } from './nullify-state.js';
import { areOpposite, multiplySurds, type Surd } from './nullify-value.js';

/** A chosen action and the player's own estimate of its immediate reward. */
export interface NullifyChoice {
  readonly action: NullifyAction;
  readonly selfScore: number;
}

/** Plays `chooseNullifyCombination`; deterministic, never answers END while two units are left. */
export const nullifyHeuristic: AgentFactory = (): Agent => ({
  name: 'nullify-heuristic',
  act: (turn) => chooseNullifyCombination(turn.observation as NullifyObservation),
});

/**
 * The first pair (in index order) that cancels now; else the first merge whose product some other unit cancels
 * next step; else the merge with the product of smallest magnitude (exactly compared), first in index order on ties.
 */
export function chooseNullifyCombination(observation: NullifyObservation): NullifyChoice {
  const values = unitValues(observation.units);
  const pairs = unitPairs(values.length);
  const finishing = values.length === 2 ? 1 : 0;
  for (const [first, second] of pairs) {
    if (areOpposite(values[first] as Surd, values[second] as Surd)) {
      return { action: { type: 'combine', first, second }, selfScore: finishing };
    }
  }
  let smallest: { first: number; second: number; product: Surd } | null = null;
  for (const [first, second] of pairs) {
    const product = multiplySurds(values[first] as Surd, values[second] as Surd);
    if (values.some((value, index) => index !== first && index !== second && areOpposite(value, product))) {
      return { action: { type: 'combine', first, second }, selfScore: 0 };
    }
    if (!smallest || magnitudeBelow(product, smallest.product)) smallest = { first, second, product };
  }
  if (!smallest) return { action: { type: 'end' }, selfScore: 0 };
  return { action: { type: 'combine', first: smallest.first, second: smallest.second }, selfScore: finishing };
}

/** |a| < |b|, exactly: a.num/a.den < b.num/b.den. */
function magnitudeBelow(a: Surd, b: Surd): boolean {
  return a.num * b.den < b.num * a.den;
}
