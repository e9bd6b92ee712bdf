// The reference nullify player: plans a full solution by search, replays it, and replans if the board surprises it.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { chooseNullifyCombination } from './nullify-heuristic.js';
import { combineValues, type NullifyPair, solveNullify } from './nullify-solver.js';
import { type NullifyObservation, unitValues } from './nullify-state.js';
import { type Surd, surdKey } from './nullify-value.js';

/** Visited multisets the search may spend on one plan before the agent falls back to the heuristic for a step. */
export const nullifyReferenceNodeLimit = 20_000;

function keyOf(values: readonly Surd[]): string {
  return values.map(surdKey).join(' ');
}

/** Searches (`solveNullify`) for a plan eliminating every unit within the steps left and plays it. */
export const nullifyReference: AgentFactory = (): Agent => {
  // The rest of the plan, valid while the units are exactly `key` (values in index order).
  let plan: { readonly key: string; readonly pairs: readonly NullifyPair[] } | null = null;
  return {
    name: 'nullify-reference',
    act: (turn) => {
      const observation = turn.observation as NullifyObservation;
      const values = unitValues(observation.units);
      const key = keyOf(values);
      if (!plan || plan.key !== key || plan.pairs.length === 0) {
        const stepsLeft = observation.rules.maxSteps - observation.step;
        const solution = solveNullify(values, stepsLeft, nullifyReferenceNodeLimit);
        if (solution.type !== 'solved') {
          plan = null;
          const fallback = chooseNullifyCombination(observation);
          return { ...fallback, note: `no plan (${solution.type} after ${solution.nodes} nodes): heuristic move` };
        }
        plan = { key, pairs: solution.plan };
      }
      const [pair, ...rest] = plan.pairs as [NullifyPair, ...NullifyPair[]];
      const [first, second] = pair;
      plan = { key: keyOf(combineValues(values, first, second)), pairs: rest };
      return {
        action: { type: 'combine', first, second },
        selfScore: rest.length === 0 ? 1 : 0,
        note: `plan: ${rest.length + 1} step(s) to clear every unit`,
      };
    },
  };
};
