// The baseline player: a Peashooter in any row a zombie walks in, Sunflowers at the back, a Wall-nut on a zombie that
// comes close to the house.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { pvzPreview } from './pvz-preview.js';
import {
  cellIndex,
  isFreeCell,
  type Placement,
  type PlantLetter,
  type PvzAction,
  type PvzObservation,
  plantSpecs,
} from './pvz-state.js';

/** The heuristic's choice and its own estimate of the immediate reward (1 when it expects to survive the turn). */
export interface PvzChoice {
  readonly action: PvzAction;
  readonly selfScore: number;
}

/** Plays `choosePvzHeuristic`; deterministic and never answers END. */
export const pvzHeuristic: AgentFactory = (): Agent => ({
  name: 'plants-vs-zombies-heuristic',
  act: (turn) => {
    const choice = choosePvzHeuristic(turn.observation as PvzObservation);
    return { action: choice.action, selfScore: choice.selfScore };
  },
});

/**
 * At most one plant a turn, first rule that applies: a Wall-nut on the cell of a zombie within two columns of the
 * house; a Peashooter (leftmost free cell from column 1) in a zombie's row that has none; a Sunflower in column 0
 * until every row has one; a second Peashooter in a zombie's row; otherwise nothing.
 */
export function choosePvzHeuristic(observation: PvzObservation): PvzChoice {
  const placement = pickPlacement(observation);
  const action: PvzAction = { type: 'plant', placements: placement ? [placement] : [] };
  return { action, selfScore: pvzPreview(observation, action).survives ? 1 : 0 };
}

function pickPlacement(observation: PvzObservation): Placement | null {
  const { rules, zombies, sun } = observation;
  const byDistance = [...zombies].sort((a, b) => a.column - b.column || a.id - b.id);
  const can = (plant: PlantLetter) => plantSpecs[plant].cost <= sun;
  for (const zombie of byDistance) {
    if (zombie.column <= 2 && can('J') && isFreeCell(observation, zombie.row, zombie.column)) {
      return { plant: 'J', row: zombie.row, column: zombie.column };
    }
  }
  for (const zombie of byDistance) {
    if (shooters(observation, zombie.row) === 0 && can('W')) {
      const column = leftmostFree(observation, zombie.row, 1);
      if (column !== null) return { plant: 'W', row: zombie.row, column };
    }
  }
  if (can('X')) {
    for (let row = 0; row < rules.rows; row++) {
      if (isFreeCell(observation, row, 0)) return { plant: 'X', row, column: 0 };
    }
  }
  for (const zombie of byDistance) {
    if (shooters(observation, zombie.row) < 2 && can('W')) {
      const column = leftmostFree(observation, zombie.row, 1);
      if (column !== null) return { plant: 'W', row: zombie.row, column };
    }
  }
  return null;
}

/** Peashooters in `row`. */
function shooters(observation: PvzObservation, row: number): number {
  let count = 0;
  for (let column = 0; column < observation.rules.columns; column++) {
    if (observation.board[cellIndex(observation.rules, row, column)]?.plant === 'W') count++;
  }
  return count;
}

/** The leftmost cell of `row` from column `from` with no plant, or null. */
function leftmostFree(observation: PvzObservation, row: number, from: number): number | null {
  for (let column = from; column < observation.rules.columns; column++) {
    if (isFreeCell(observation, row, column)) return column;
  }
  return null;
}
