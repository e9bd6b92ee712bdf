// The reference nullify player: plans a full solution by search, replays it, and replans if the board surprises it.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { chooseNullifyCombination } from './nullify-heuristic.js';
import { type NullifyPair, solveNullify } from './nullify-solver.js';
import type { NullifyObservation } from './nullify-state.js';
import { unitsAfter } from './nullify-state.js';
import { combineUnits, type NullifyUnit } from './nullify-unit.js';

/** States the search may visit for one plan before the agent falls back to the heuristic for a step. */
export const nullifyReferenceNodeLimit = 1_500_000;

const keyOf = (units: readonly NullifyUnit[]): string => JSON.stringify(units);

/** Searches (`solveNullify`) for a plan eliminating every unit within the steps left and plays it. */
export const nullifyReference: AgentFactory = (): Agent => {
  // The rest of the plan, valid while the board is exactly `key`.
  let plan: { readonly key: string; readonly pairs: readonly NullifyPair[] } | null = null;
  return {
    name: 'nullify-reference',
    act: (turn) => {
      const observation = turn.observation as NullifyObservation;
      const { units } = observation;
      const key = keyOf(units);
      if (!plan || plan.key !== key || plan.pairs.length === 0) {
        const stepsLeft = observation.rules.maxSteps - observation.step;
        const solution = solveNullify(units, stepsLeft, nullifyReferenceNodeLimit);
        if (solution.type !== 'solved') {
          plan = null;
          const fallback = chooseNullifyCombination(observation);
          return { ...fallback, note: `no plan (${solution.type} after ${solution.nodes} states): heuristic move` };
        }
        plan = { key, pairs: solution.plan };
      }
      const [pair, ...rest] = plan.pairs as [NullifyPair, ...NullifyPair[]];
      const [first, second] = pair;
      const combination = combineUnits(units[first] as NullifyUnit, units[second] as NullifyUnit);
      plan = { key: keyOf(unitsAfter(units, first, second, combination)), pairs: rest };
      return {
        action: { type: 'combine', first, second },
        selfScore: rest.length === 0 ? 1 : 0,
        note: `plan: ${rest.length + 1} step(s) to clear every unit`,
      };
    },
  };
};
